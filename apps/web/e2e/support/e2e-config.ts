import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../../..');
const port = Number(process.env['E2E_PORT'] ?? 3100);

/** One server for all journeys: its port, data folder (outbox inside) and the demo password. */
export const E2E = {
  port,
  baseUrl: `http://localhost:${port}`,
  // Per port, so several runs (E2E_PORT=…) can go on side by side.
  dataDir: path.join(root, `.tmp/e2e-${port}/data`),
  outboxDir: path.join(root, `.tmp/e2e-${port}/data/outbox`),
  webDist: path.join(root, `.tmp/e2e-${port}/web-dist`),
  password: 'Demo-Passw0rd',
  accounts: { admin: 'admin@example.com', staff: 'staff@example.com', owner: 'owner@example.com' },
} as const;

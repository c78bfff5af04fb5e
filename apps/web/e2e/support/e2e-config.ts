import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../../..');
const port = Number(process.env['E2E_PORT'] ?? 3100);

/** One server for all journeys: its port, data folder (outbox inside) and the demo password. */
export const E2E = {
  port,
  baseUrl: `http://localhost:${port}`,
  dataDir: path.join(root, '.tmp/e2e-data'),
  outboxDir: path.join(root, '.tmp/e2e-data/outbox'),
  password: 'Demo-Passw0rd',
  accounts: { admin: 'admin@example.com', staff: 'staff@example.com', owner: 'owner@example.com' },
} as const;

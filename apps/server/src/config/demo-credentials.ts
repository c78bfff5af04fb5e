import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * DEMO_PASSWORD when set; else one generated at first start and kept beside the data (0600),
 * so every later start can still print the demo credentials.
 */
export function resolveDemoPassword(envPassword: string | undefined, dataDir: string): string {
  if (envPassword) return envPassword;
  const file = path.join(dataDir, 'demo-password');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  // Always satisfies the password rule: upper, lower, digit, 8+.
  const password = `Demo-${randomBytes(9).toString('base64url')}7a`;
  writeFileSync(file, password, { mode: 0o600 });
  return password;
}

import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * JWT_SECRET when set; otherwise a secret generated once and kept in DATA_DIR, so tokens survive
 * restarts. Several instances must share JWT_SECRET.
 */
export function resolveJwtSecret(envSecret: string | undefined, dataDir: string): string {
  if (envSecret) return envSecret;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

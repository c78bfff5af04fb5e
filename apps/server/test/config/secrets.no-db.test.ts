import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { strongPasswordSchema } from '@app/contract/auth';
import { resolveJwtSecret } from '../../src/config/secrets.ts';
import { resolveDemoPassword } from '../../src/config/demo-credentials.ts';

describe('generated secrets', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'matchday-secrets-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('JWT_SECRET wins when set', () => {
    expect(resolveJwtSecret('y'.repeat(40), dir)).toBe('y'.repeat(40));
  });

  it('without JWT_SECRET a secret is generated once, kept (0600) and reused', () => {
    const first = resolveJwtSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(43);
    expect(resolveJwtSecret(undefined, dir)).toBe(first);
    const file = path.join(dir, 'jwt-secret');
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const other = mkdtempSync(path.join(os.tmpdir(), 'matchday-secrets-'));
    try {
      expect(resolveJwtSecret(undefined, other)).not.toBe(first);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('without DEMO_PASSWORD one is generated that satisfies the password rule, and kept', () => {
    const password = resolveDemoPassword(undefined, dir);
    expect(strongPasswordSchema.safeParse(password).success).toBe(true);
    expect(resolveDemoPassword(undefined, dir)).toBe(password);
    expect(statSync(path.join(dir, 'demo-password')).mode & 0o777).toBe(0o600);
    expect(resolveDemoPassword('Given-Passw0rd', dir)).toBe('Given-Passw0rd');
  });
});

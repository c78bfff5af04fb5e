import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { users } from '../../src/db/schema/index.ts';

const cli = path.resolve(import.meta.dirname, '../../src/cli/create-user.ts');
const createUser = (dataDir: string, email: string) =>
  spawnSync(process.execPath, [cli, '--role', 'staff', '--email', email, '--password', 'Cli-Passw0rd-1'], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
    timeout: 60_000,
  });

/** PGlite keeps its data folder for one process: a second one (user:create while the server runs) must refuse. */
describe('the PGlite data folder is locked', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'matchday-lock-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('user:create refuses while another process holds the folder, names it and says to stop the server; the account is not reported created', async () => {
    const held: DatabaseHandle = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    try {
      await held.migrate();
      const second = createUser(dataDir, 'second@example.com');
      expect(second.status).toBe(1);
      expect(second.stderr).toContain(
        `The data folder ${path.join(dataDir, 'db')} is in use by another process (pid ${process.pid})`,
      );
      expect(second.stderr).toContain('Stop the server first');
      expect(second.stderr).not.toMatch(/\n\s+at /);
      expect(second.stdout).not.toContain('Created');
    } finally {
      await held.close();
    }
    expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
    // Once the folder is free, the same command works and the account is there.
    const after = createUser(dataDir, 'second@example.com');
    expect(after.stderr).toBe('');
    expect(after.stdout).toContain('Created staff second@example.com');
    const reopened = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    try {
      expect(
        await reopened.db.select({ email: users.email }).from(users).where(eq(users.email, 'second@example.com')),
      ).toHaveLength(1);
    } finally {
      await reopened.close();
    }
  });

  it('a lock left by a process that is gone (a crash) is taken over', async () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    writeFileSync(path.join(dataDir, 'db.lock'), gone.stdout);
    const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    await database.close();
    expect(existsSync(path.join(dataDir, 'db.lock'))).toBe(false);
  });
});

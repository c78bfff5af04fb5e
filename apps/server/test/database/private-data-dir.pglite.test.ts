import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { chmodSync, lstatSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createMailer } from '../../src/services/mail/mailer.ts';

const server = path.resolve(import.meta.dirname, '../../src/server.ts');

/** Every entry under `dir` that anyone but its owner may read, write or enter, as `path mode`. */
function openEntries(dir: string): string[] {
  const found: string[] = [];
  const walk = (current: string) => {
    const mode = lstatSync(current).mode & 0o777;
    if (mode & 0o077) found.push(`${path.relative(dir, current) || '.'} ${mode.toString(8)}`);
    if (statSync(current).isDirectory()) for (const name of readdirSync(current)) walk(path.join(current, name));
  };
  walk(dir);
  return found;
}
const countFiles = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true, recursive: true }).filter((e) => e.isFile()).length;

/** Starts the real server under `umask 022` until it listens, then stops it. */
function startAndStop(dataDir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', 'umask 022 && exec "$0" "$1"', process.execPath, server], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SEED: 'none',
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Matchday Console is running')) child.kill('SIGTERM');
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** DATA_DIR and everything the server writes under it are its user's alone (decision 049). */
describe("the data folder is private to the server's user", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'matchday-modes-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('under umask 022, start-up makes the embedded database private and tightens what an older start left open', async () => {
    // What a start of an older release left: an open folder, a world-readable mail with a live link.
    chmodSync(dataDir, 0o777);
    mkdirSync(path.join(dataDir, 'outbox'), { mode: 0o777 });
    chmodSync(path.join(dataDir, 'outbox'), 0o777);
    writeFileSync(path.join(dataDir, 'outbox', 'old.eml'), 'http://console.test/reset-password?token=x', {
      mode: 0o644,
    });
    chmodSync(path.join(dataDir, 'outbox', 'old.eml'), 0o666);
    expect(openEntries(dataDir)).toEqual(['. 777', 'outbox 777', 'outbox/old.eml 666']);

    const run = await startAndStop(dataDir);
    expect(run.output).toContain('Matchday Console is running');
    expect(run.code).toBe(0);
    expect(countFiles(path.join(dataDir, 'db'))).toBeGreaterThan(100);
    expect(openEntries(dataDir)).toEqual([]);
    expect((statSync(path.join(dataDir, 'jwt-secret')).mode & 0o777).toString(8)).toBe('600');
  }, 120_000);

  it("the outbox's mails are written 0600 in a 0700 folder, whatever the umask", async () => {
    const outboxDir = path.join(dataDir, 'fresh-outbox');
    const mailer = createMailer({ from: 'console@example.com', outboxDir });
    const delivery = await mailer.send({
      to: 'someone@example.com',
      subject: 'Reset',
      text: 'http://console.test/reset-password?token=y',
    });
    expect(delivery.file).toBeDefined();
    expect(
      readdirSync(outboxDir)
        .sort()
        .map((name) => `${name.slice(-4)} ${(statSync(path.join(outboxDir, name)).mode & 0o777).toString(8)}`),
    ).toEqual(['.eml 600', 'json 600']);
    expect((statSync(outboxDir).mode & 0o777).toString(8)).toBe('700');
  });
});

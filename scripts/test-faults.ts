/**
 * `npm run test:faults`: the server on a PostgreSQL cluster of this test's own (initdb in a temp folder,
 * a free port), under a steady load of reads and writes while PostgreSQL is restarted and then stopped for
 * a few seconds. Passes when the process never exits, every answer is 2xx or 503, and every acknowledged
 * write is in the database afterwards. Every loop is bounded in count and time; traffic goes to 127.0.0.1 only.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

const PG_BIN = process.env['PG_BIN'] ?? '/usr/lib/postgresql/15/bin';
const root = path.resolve(import.meta.dirname, '..');
const isRoot = process.getuid?.() === 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** initdb and pg_ctl refuse to run as root: as root, run them as the postgres user. */
function pgTool(tool: string, args: string[]): void {
  const command = path.join(PG_BIN, tool);
  const result = isRoot
    ? spawnSync('runuser', ['-u', 'postgres', '--', command, ...args], { encoding: 'utf8', timeout: 60_000 })
    : spawnSync(command, args, { encoding: 'utf8', timeout: 60_000 });
  if (result.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed: ${result.stderr || result.stdout}`);
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

const folder = mkdtempSync(path.join(os.tmpdir(), 'matchday-faults-'));
const pgData = path.join(folder, 'pgdata');
if (isRoot)
  chownSync(
    folder,
    Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim()),
    Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim()),
  );
let server: ChildProcess | undefined;
let serverExit: string | null = null;
let pgStarted = false;
const problems: string[] = [];

async function main() {
  const pgPort = await freePort();
  const appPort = await freePort();
  pgTool('initdb', ['-D', pgData, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const pgOptions = `-p ${pgPort} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const pgCtl = (...args: string[]) =>
    pgTool('pg_ctl', ['-D', pgData, '-o', pgOptions, '-l', path.join(folder, 'pg.log'), '-w', ...args]);
  pgCtl('start');
  pgStarted = true;
  const adminUrl = `postgres://postgres@127.0.0.1:${pgPort}/postgres`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query('create database faults');
  await admin.end();
  const databaseUrl = `postgres://postgres@127.0.0.1:${pgPort}/faults`;

  server = spawn(process.execPath, [path.join(root, 'apps/server/src/server.ts')], {
    env: {
      ...process.env,
      PORT: String(appPort),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(folder, 'data'),
      SEED: 'none',
      LOG_LEVEL: 'error',
      DB_CONNECT_TIMEOUT_MS: '1000',
      DB_STATEMENT_TIMEOUT_MS: '2000',
      // Each simulated client has its own address, so the per-address sign-up throttle does not refuse the load.
      TRUST_PROXY: '127.0.0.1',
      JWT_SECRET: 'faults-secret-that-is-long-enough-0123456789',
    },
    // The server's error log (LOG_LEVEL error: quiet unless something fails) reaches this run's output,
    // so an answer 500 under the outage names its cause.
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  server.on('exit', (code, signal) => {
    serverExit = `exit code ${code} signal ${signal}`;
  });
  const base = `http://127.0.0.1:${appPort}`;
  for (let i = 0; i < 120; i += 1) {
    const ok = await fetch(`${base}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    if (i === 119 || serverExit) throw new Error(`server did not start (${serverExit ?? 'timeout'})`);
    await sleep(250);
  }

  const statuses = new Map<number, number>();
  const acknowledged: string[] = [];
  let n = 0;
  let running = true;
  const worker = async (w: number) => {
    for (let i = 0; running && i < 5000; i += 1) {
      n += 1;
      const id = n;
      let status: number;
      try {
        if (id % 2) {
          const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(10_000) });
          status = res.status;
          await res.arrayBuffer();
        } else {
          const email = `load${id}@example.com`;
          const res = await fetch(`${base}/api/authentication/signup`, {
            method: 'POST',
            signal: AbortSignal.timeout(10_000),
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': `10.${w}.${(id >> 8) & 255}.${id & 255}`,
            },
            body: JSON.stringify({ email, password: 'Load-Passw0rd-1', username: `Load ${id}` }),
          });
          status = res.status;
          await res.arrayBuffer();
          if (status === 200) acknowledged.push(email);
        }
      } catch (error) {
        status = 0;
        problems.push(
          `request ${id} failed without an answer: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (status !== 503 && (status < 200 || status >= 300)) problems.push(`request ${id} answered ${status}`);
    }
  };
  const load = Promise.all([0, 1, 2, 3].map((w) => worker(w)));

  await sleep(2000);
  process.stdout.write('restarting PostgreSQL…\n');
  pgCtl('restart', '-m', 'fast');
  await sleep(2000);
  process.stdout.write('stopping PostgreSQL for 4 s…\n');
  pgCtl('stop', '-m', 'fast');
  await sleep(4000);
  pgCtl('start');
  await sleep(3000);
  running = false;
  await load;

  let recovered = false;
  for (let i = 0; i < 40 && !recovered; i += 1) {
    recovered = await fetch(`${base}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (!recovered) await sleep(250);
  }
  if (!recovered) problems.push('the server did not recover after PostgreSQL came back');
  if (serverExit) problems.push(`the server process ended: ${serverExit}`);

  const check = new pg.Client({ connectionString: databaseUrl });
  await check.connect();
  const found = await check.query<{ email: string }>('select email from users where email = any($1)', [acknowledged]);
  await check.end();
  const missing = acknowledged.filter((email) => !found.rows.some((row) => row.email === email));
  if (missing.length > 0)
    problems.push(`${missing.length} acknowledged sign-ups are missing: ${missing.slice(0, 5).join(', ')}`);

  const summary = [...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  process.stdout.write(
    `answers ${summary}; acknowledged writes ${acknowledged.length}, all present: ${missing.length === 0}\n`,
  );
  if (!statuses.get(503)) process.stdout.write('note: no request fell into the outage window\n');
}

try {
  await main();
} catch (error) {
  problems.push(error instanceof Error ? error.message : String(error));
} finally {
  server?.kill('SIGTERM');
  await sleep(500);
  if (pgStarted) {
    try {
      pgTool('pg_ctl', ['-D', pgData, '-m', 'immediate', 'stop']);
    } catch {
      /* already stopped */
    }
  }
  rmSync(folder, { recursive: true, force: true });
}
if (problems.length > 0) {
  process.stderr.write(
    `test:faults FAILED\n${problems
      .slice(0, 20)
      .map((p) => `  ${p}`)
      .join('\n')}\n`,
  );
  process.exit(1);
}
process.stdout.write('test:faults passed\n');

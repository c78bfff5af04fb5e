import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import net from 'node:net';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type DatabaseHandle } from '../../src/db/client.ts';
import { buildTestApp, DEMO_PASSWORD, type TestApp } from '../helpers/build-test-app.ts';

const UNAVAILABLE = 'The database is unavailable, try again in a moment';

/** The URL of the test's own database, to reach it from a second connection. */
async function currentDatabaseUrl(database: DatabaseHandle): Promise<string> {
  const [row] = await queryRows<{ name: string }>(database.db, sql`select current_database() as name`);
  const url = new URL(process.env['TEST_DATABASE_URL'] ?? '');
  url.pathname = `/${row?.name ?? ''}`;
  return url.toString();
}

describe('the database goes away and comes back', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('a connection the server ends (57P01, as on a restart) does not end the process; the next request gets a fresh connection', async () => {
    const me = await t.signIn('admin@example.com');
    // Several idle connections in the pool.
    await Promise.all(
      Array.from({ length: 4 }, () => t.request({ method: 'GET', url: '/api/authentication/me', as: me })),
    );
    const admin = new pg.Client({ connectionString: await currentDatabaseUrl(t.database) });
    await admin.connect();
    const killed = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    await admin.end();
    expect(killed.rowCount).toBeGreaterThan(0);
    // The idle clients' 'error' events have arrived by now; an unhandled one would have failed this test.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const again = await t.request({ method: 'GET', url: '/api/authentication/me', as: me });
    expect(again.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/health' })).json()).toEqual({
      status: 'ok',
      database: 'postgres',
    });
  });

  it('a statement that waits longer than the statement timeout answers 503 instead of hanging', async () => {
    const url = await currentDatabaseUrl(t.database);
    const database = await openDatabase({ url, statementTimeoutMs: 300 });
    const slow = await buildTestApp({ database });
    const locker = new pg.Client({ connectionString: url });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table users in access exclusive mode');
      const res = await slow.request({
        method: 'POST',
        url: '/api/authentication/signin',
        payload: { email: 'admin@example.com', password: DEMO_PASSWORD },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ statusCode: 503, message: UNAVAILABLE });
    } finally {
      await locker.query('rollback');
      await locker.end();
      await slow.close();
      await database.close();
    }
  });
});

describe('a database that cannot be reached', () => {
  let silent: net.Server;
  const sockets = new Set<net.Socket>();
  beforeAll(async () => {
    // Accepts connections and never answers: a hung server.
    silent = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  async function appOn(url: string) {
    const database = await openDatabase({ url, connectTimeoutMs: 300, statementTimeoutMs: 300 });
    const app = await buildTestApp({ database });
    return {
      app,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  }

  it('refused connections: 503 with a message on API calls, and /api/health names the database as down', async () => {
    const port = await freePort();
    const { app, close } = await appOn(`postgres://postgres@127.0.0.1:${port}/nowhere`);
    try {
      const signin = await app.request({
        method: 'POST',
        url: '/api/authentication/signin',
        payload: { email: 'admin@example.com', password: DEMO_PASSWORD },
      });
      expect(signin.statusCode).toBe(503);
      expect(signin.json()).toMatchObject({ statusCode: 503, error: 'Service Unavailable', message: UNAVAILABLE });
      expect(signin.headers['retry-after']).toBe('2');
      const health = await app.request({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({
        status: 'unavailable',
        database: 'postgres',
        down: ['database'],
        message: UNAVAILABLE,
      });
    } finally {
      await close();
    }
  });

  it('a server that accepts but never answers: 503 after the connection timeout, not a hanging request', async () => {
    const address = silent.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const { app, close } = await appOn(`postgres://postgres@127.0.0.1:${address.port}/hung`);
    try {
      const res = await app.request({
        method: 'POST',
        url: '/api/authentication/signin',
        payload: { email: 'admin@example.com', password: DEMO_PASSWORD },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ message: UNAVAILABLE });
    } finally {
      await close();
    }
  });
});

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, parseEnv } from '../../src/config/env.ts';

/** parseEnv throws a ConfigError; this returns its message (or fails the test if it parsed). */
function refusal(env: Record<string, string | undefined>): string {
  try {
    parseEnv(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`expected ${JSON.stringify(env)} to be refused`);
}

describe('parseEnv', () => {
  it('defaults: port 3000, ./data, embedded database, outbox in the data folder, demo seed', () => {
    const config = parseEnv({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      SEED: 'demo',
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.JWT_SECRET).toBeUndefined();
    expect(config.DEMO_PASSWORD).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.outboxDir).toBe(path.join(path.resolve('./data'), 'outbox'));
  });

  it('empty values count as unset', () => {
    const config = parseEnv({ PORT: '', DATABASE_URL: '', SMTP_URL: '', JWT_SECRET: '', SEED: '', DEMO_PASSWORD: '' });
    expect(config).toMatchObject({ PORT: 3000, SEED: 'demo' });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('reads good values', () => {
    const config = parseEnv({
      PORT: '8080',
      DATA_DIR: '/var/lib/matchday',
      DATABASE_URL: 'postgres://u:p@db:5432/matchday',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      JWT_SECRET: 'x'.repeat(32),
      SEED: 'none',
      DEMO_PASSWORD: 'Demo-Passw0rd',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      DATABASE_URL: 'postgres://u:p@db:5432/matchday',
      SEED: 'none',
      dataDir: '/var/lib/matchday',
      outboxDir: '/var/lib/matchday/outbox',
    });
    expect(parseEnv({ DATABASE_URL: 'postgresql://localhost/matchday' }).DATABASE_URL).toBe(
      'postgresql://localhost/matchday',
    );
    // A server on the same host through its Unix socket (README: faster than the loopback, decision 048).
    const socket = 'postgres://matchday@localhost/matchday?host=/var/run/postgresql';
    expect(parseEnv({ DATABASE_URL: socket }).DATABASE_URL).toBe(socket);
  });

  it.each(['abc', '-1', '70000', '30.5', '3000abc'])('refuses PORT=%s naming PORT', (port) => {
    const message = refusal({ PORT: port });
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toMatch(/\bPORT\b/);
  });

  it.each(['not a url', 'mysql://localhost/db', 'http://localhost:5432/db', 'localhost:5432'])(
    'refuses DATABASE_URL=%s naming DATABASE_URL',
    (url) => {
      expect(refusal({ DATABASE_URL: url })).toMatch(/\bDATABASE_URL\b/);
    },
  );

  it('refuses other bad values, each naming its variable', () => {
    expect(refusal({ SMTP_URL: 'http://mail.example.com' })).toMatch(/\bSMTP_URL\b/);
    expect(refusal({ JWT_SECRET: 'short' })).toMatch(/JWT_SECRET: must be at least 32 characters/);
    expect(refusal({ SEED: 'everything' })).toMatch(/\bSEED\b/);
    expect(refusal({ DEMO_PASSWORD: 'short' })).toMatch(/DEMO_PASSWORD: must be at least 8 characters/);
    expect(refusal({ NODE_ENV: 'staging' })).toMatch(/\bNODE_ENV\b/);
    expect(refusal({ LOG_LEVEL: 'loud' })).toMatch(/\bLOG_LEVEL\b/);
  });

  it('the metrics token: off when unset, a short or spaced one refused without echoing it', () => {
    expect(parseEnv({}).METRICS_TOKEN).toBeUndefined();
    expect(parseEnv({ METRICS_TOKEN: '' }).METRICS_TOKEN).toBeUndefined();
    expect(parseEnv({ METRICS_TOKEN: 'scrape-token-0123456789' }).METRICS_TOKEN).toBe('scrape-token-0123456789');
    expect(refusal({ METRICS_TOKEN: 'short-secret' })).toMatch(/METRICS_TOKEN: must be at least 16 characters/);
    const spaced = refusal({ METRICS_TOKEN: 'a secret with spaces in it' });
    expect(spaced).toMatch(/METRICS_TOKEN: must be printable characters without spaces/);
    expect(spaced).not.toContain('a secret with spaces');
  });

  it("the fixtures feed: off without a token, the provider's defaults, bad values refused without echoing the token (decision 050)", () => {
    expect(parseEnv({})).toMatchObject({
      FOOTBALL_DATA_URL: 'https://api.football-data.org/v4',
      FEED_COMPETITIONS: ['PL', 'PD', 'SA', 'BL1', 'FL1', 'CL'],
      FEED_SYNC_MINUTES: 360,
      FEED_AUTO_SYNC: 'on',
    });
    expect(parseEnv({}).FOOTBALL_DATA_TOKEN).toBeUndefined();
    expect(
      parseEnv({
        FOOTBALL_DATA_TOKEN: ' abcdef0123456789 ',
        FOOTBALL_DATA_URL: 'http://127.0.0.1:4010/v4/',
        FEED_COMPETITIONS: 'pl, cl,PL',
        FEED_SYNC_MINUTES: '60',
      }),
    ).toMatchObject({
      FOOTBALL_DATA_TOKEN: 'abcdef0123456789',
      FOOTBALL_DATA_URL: 'http://127.0.0.1:4010/v4',
      FEED_COMPETITIONS: ['PL', 'CL'],
      FEED_SYNC_MINUTES: 60,
    });
    const badToken = refusal({ FOOTBALL_DATA_TOKEN: 'secret with spaces' });
    expect(badToken).toMatch(/FOOTBALL_DATA_TOKEN: must be the token football-data.org gave you/);
    expect(badToken).not.toContain('secret with spaces');
    expect(refusal({ FOOTBALL_DATA_URL: 'ftp://example.com' })).toMatch(/\bFOOTBALL_DATA_URL\b/);
    expect(refusal({ FEED_COMPETITIONS: 'PL,Premier League' })).toMatch(
      /FEED_COMPETITIONS: must be football-data.org competition codes/,
    );
    expect(refusal({ FEED_SYNC_MINUTES: '1' })).toMatch(/\bFEED_SYNC_MINUTES\b/);
    expect(refusal({ FEED_AUTO_SYNC: 'sometimes' })).toMatch(/\bFEED_AUTO_SYNC\b/);
  });

  it("crest origins: the provider's crest host by default, https only but for a replay server on this machine (decision 061)", () => {
    expect(parseEnv({}).FEED_CREST_ORIGINS).toEqual(['https://crests.football-data.org']);
    expect(
      parseEnv({ FEED_CREST_ORIGINS: 'https://crests.football-data.org/, http://127.0.0.1:4010' }).FEED_CREST_ORIGINS,
    ).toEqual(['https://crests.football-data.org', 'http://127.0.0.1:4010']);
    for (const bad of [
      'http://crests.football-data.org',
      'http://10.0.0.5:80',
      'https://crests.football-data.org/path',
      'ftp://x.org',
      'crests.football-data.org',
      ',',
    ]) {
      expect(refusal({ FEED_CREST_ORIGINS: bad })).toMatch(/FEED_CREST_ORIGINS: must/);
    }
  });

  it('names every bad variable at once', () => {
    const message = refusal({ PORT: 'abc', DATABASE_URL: 'mysql://x/y', SEED: 'all' });
    expect(message).toMatch(/PORT/);
    expect(message).toMatch(/DATABASE_URL/);
    expect(message).toMatch(/SEED/);
  });

  it('the server stops at start with the message when a value is bad', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'matchday-env-'));
    try {
      const server = path.resolve(import.meta.dirname, '../../src/server.ts');
      const result = spawnSync(process.execPath, [server], {
        env: { PATH: process.env['PATH'], PORT: 'not-a-port', DATABASE_URL: 'mysql://localhost/db', DATA_DIR: dataDir },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(result.status).toBe(1);
      expect(result.stderr).toMatch(/Invalid configuration:/);
      expect(result.stderr).toMatch(/PORT/);
      expect(result.stderr).toMatch(/DATABASE_URL/);
      expect(result.stderr).not.toMatch(/\n\s+at /);
      expect(result.stdout).not.toMatch(/running at/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('database timeouts: 5 s each by default, configurable, and refused when out of range', () => {
    expect(parseEnv({})).toMatchObject({ DB_CONNECT_TIMEOUT_MS: 5000, DB_STATEMENT_TIMEOUT_MS: 5000 });
    expect(parseEnv({ DB_CONNECT_TIMEOUT_MS: '2000', DB_STATEMENT_TIMEOUT_MS: '15000' })).toMatchObject({
      DB_CONNECT_TIMEOUT_MS: 2000,
      DB_STATEMENT_TIMEOUT_MS: 15000,
    });
    expect(refusal({ DB_STATEMENT_TIMEOUT_MS: '0' })).toContain('DB_STATEMENT_TIMEOUT_MS');
    expect(refusal({ DB_CONNECT_TIMEOUT_MS: 'soon' })).toContain('DB_CONNECT_TIMEOUT_MS');
  });
});

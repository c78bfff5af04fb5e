import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import createClient from 'openapi-fetch';
import openapiTS, { astToString } from 'openapi-typescript';
import { OPERATIONS } from '../../src/routes/api/operations.ts';
import { buildTestApp, DEMO_PASSWORD, type TestApp } from '../helpers/build-test-app.ts';

type Operation = { operationId?: string; summary?: string; security?: Array<Record<string, string[]>> };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const root = path.resolve(import.meta.dirname, '../../../..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);
/** Every tool runs offline: no telemetry, and any attempt to reach the network would fail. */
const offline = {
  ...process.env,
  REDOCLY_TELEMETRY: 'off',
  REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
  HTTPS_PROXY: 'http://127.0.0.1:9',
  HTTP_PROXY: 'http://127.0.0.1:9',
};

describe('the OpenAPI document other clients use', () => {
  let t: TestApp;
  let document: Document;
  let workDir: string;
  beforeAll(async () => {
    t = await buildTestApp();
    document = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json<Document>();
    workDir = path.join(root, '.tmp', `openapi-${randomBytes(4).toString('hex')}`);
    await mkdir(workDir, { recursive: true });
    await writeFile(path.join(workDir, 'openapi.json'), JSON.stringify(document));
  });
  afterAll(async () => {
    await t.close();
    await rm(workDir, { recursive: true, force: true });
  });

  const operations = () =>
    Object.entries(document.paths).flatMap(([url, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${url}`, operation })),
    );

  it('every operation has a unique operationId, a summary and a security requirement', () => {
    const all = operations();
    expect(all.length).toBeGreaterThanOrEqual(60);
    expect(t.app.undocumentedOperations).toEqual([]);
    for (const { key, operation } of all) {
      expect(operation.operationId, key).toMatch(/^[a-z][A-Za-z]+$/);
      expect(operation.summary, key).toBeTruthy();
      expect(Array.isArray(operation.security), `${key} states its security`).toBe(true);
    }
    const ids = all.map((o) => o.operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    // Every entry of the table names a route that exists.
    expect([...ids].sort()).toEqual(
      Object.values(OPERATIONS)
        .map((o) => o.operationId)
        .sort(),
    );
  });

  it("the security requirement follows the route's guard: bearer or the session cookie where it is guarded, none where it is public", async () => {
    const security = (url: string, method: string) => document.paths[url]?.[method]?.security;
    expect(security('/api/authentication/signin', 'post')).toEqual([]);
    expect(security('/api/health', 'get')).toEqual([]);
    expect(security('/api/authentication/me', 'get')).toEqual([{ bearer: [] }, { session: [] }]);
    expect(security('/api/match', 'post')).toEqual([{ bearer: [] }, { session: [] }]);
    expect(security('/api/authentication/session', 'post')).toEqual([]);
    // And the server agrees with the document: each guarded GET without a path parameter refuses an anonymous call.
    for (const { key, operation } of operations()) {
      const [method, url] = key.split(' ') as [string, string];
      if (method !== 'GET' || url.includes('{')) continue;
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode === 401, `${key} answers ${res.statusCode}`).toBe(Boolean(operation.security?.length));
    }
  });

  it("Redocly's recommended lint finds no error in the served document", () => {
    const lint = spawnSync(
      bin('redocly'),
      [
        'lint',
        path.join(workDir, 'openapi.json'),
        '--config',
        path.join(import.meta.dirname, 'redocly.yaml'),
        '--format',
        'json',
      ],
      {
        encoding: 'utf8',
        env: offline,
        timeout: 60_000,
      },
    );
    const report = JSON.parse(lint.stdout) as {
      totals: { errors: number; warnings: number };
      problems: Array<{ ruleId: string; severity: string; message: string }>;
    };
    expect(report.problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
    expect(report.totals.errors).toBe(0);
    expect(lint.status).toBe(0);
  });

  it('a client generated from it (openapi-typescript types, openapi-fetch) type-checks, signs in and lists matches', async () => {
    // The types, generated from the served document, and a client written against them, checked by tsc.
    await writeFile(
      path.join(workDir, 'api-types.ts'),
      astToString(await openapiTS(structuredClone(document) as never)),
    );
    await writeFile(path.join(workDir, 'client.ts'), CLIENT_SOURCE);
    const tsc = spawnSync(
      bin('tsc'),
      [
        '--ignoreConfig',
        '--noEmit',
        '--strict',
        '--skipLibCheck',
        '--target',
        'es2022',
        '--module',
        'nodenext',
        '--moduleResolution',
        'nodenext',
        '--allowImportingTsExtensions',
        path.join(workDir, 'client.ts'),
      ],
      {
        encoding: 'utf8',
        timeout: 120_000,
      },
    );
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);

    // The same calls at run time, against the server listening on a port.
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const client = createClient<ClientPaths>({ baseUrl: address });
    const signin = await client.POST('/api/authentication/signin', {
      body: { email: 'staff@example.com', password: DEMO_PASSWORD },
    });
    expect(signin.response.status).toBe(200);
    const token = signin.data?.accessToken;
    expect(token).toBeTruthy();
    const matches = await client.GET('/api/matches/admin', {
      params: { query: { pageSize: 5 } },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(matches.response.status).toBe(200);
    expect(matches.data?.matches.length).toBeGreaterThan(0);
    expect(matches.data?.matches[0]).toHaveProperty('headline');
    const anonymous = await client.GET('/api/matches/admin', {});
    expect(anonymous.response.status).toBe(401);
  });
});

/** The shape of the two calls the run-time half makes (the generated types are checked by tsc above). */
type ClientPaths = {
  '/api/authentication/signin': {
    post: {
      requestBody: { content: { 'application/json': { email: string; password: string } } };
      responses: { 200: { content: { 'application/json': { accessToken: string } } } };
    };
  };
  '/api/matches/admin': {
    get: {
      parameters: { query?: { pageSize?: number } };
      responses: { 200: { content: { 'application/json': { matches: Array<{ headline: string }> } } } };
    };
  };
};

const CLIENT_SOURCE = `import createClient from 'openapi-fetch';
import type { paths } from './api-types.ts';

export async function signInAndListMatches(baseUrl: string, email: string, password: string): Promise<string[]> {
  const client = createClient<paths>({ baseUrl });
  const signin = await client.POST('/api/authentication/signin', { body: { email, password } });
  if (!signin.data) throw new Error(signin.error?.message ?? 'sign-in failed');
  const token: string = signin.data.accessToken;
  const role: 'owner' | 'manager' | 'scanner' | 'staff' | 'admin' | 'player' = signin.data.role;
  const list = await client.GET('/api/matches/admin', { params: { query: { matchStatus: 'future', pageSize: 5 } }, headers: { authorization: 'Bearer ' + token } });
  if (!list.data) throw new Error(list.error?.message ?? 'listing failed');
  return [role, ...list.data.matches.map((match) => match.headline)];
}
`;

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

/** HEAD answers wherever GET does: API reads and the console (files, and deep links through the SPA fallback). */
describe('HEAD requests', () => {
  let t: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = await mkdtemp(path.join(os.tmpdir(), 'matchday-web-'));
    await mkdir(path.join(webDist, 'assets'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Matchday Console</title>');
    await writeFile(path.join(webDist, 'assets', 'app-1234.js'), 'console.log("app")');
    t = await buildTestApp({ env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it.each(['/api/health', '/api/languages'])('HEAD %s answers as GET does, without a body', async (url) => {
    const get = await t.request({ method: 'GET', url });
    const head = await t.request({ method: 'HEAD', url });
    expect(head.statusCode).toBe(get.statusCode);
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.body).toBe('');
  });

  it('HEAD on a signed-in read answers 200 with a token and 401 without', async () => {
    const admin = await t.signIn('admin@example.com');
    expect((await t.request({ method: 'HEAD', url: '/api/authentication/me', as: admin })).statusCode).toBe(200);
    expect((await t.request({ method: 'HEAD', url: '/api/authentication/me' })).statusCode).toBe(401);
  });

  it.each(['/', '/matches', '/bars/some-deep-link', '/assets/app-1234.js'])(
    'HEAD %s on the console answers 200 like GET',
    async (url) => {
      const get = await t.request({ method: 'GET', url });
      expect(get.statusCode).toBe(200);
      const head = await t.request({ method: 'HEAD', url });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toBe(get.headers['content-type']);
      expect(head.body).toBe('');
    },
  );

  it('HEAD on an unknown API path stays a 404', async () => {
    expect((await t.request({ method: 'HEAD', url: '/api/nope' })).statusCode).toBe(404);
  });
});

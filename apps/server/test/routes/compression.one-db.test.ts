import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import sharp from 'sharp';
import type { FastifyInstance } from 'fastify';
import type { LoginRecord } from '@app/contract/auth';
import { parseEnv } from '../../src/config/env.ts';
import { buildApp } from '../../src/app.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { encodeImage } from '../../src/services/media/encode-image.ts';
import { saveImage } from '../../src/services/media/media-repository.ts';
import { DEMO_PASSWORD } from '../helpers/database-templates.ts';
import { openTestDatabase } from '../helpers/test-database.ts';
import { parseCsv } from '../helpers/parse-csv.ts';

// A built console in miniature: one hashed script with the .br and .gz the build writes beside it.
const SCRIPT = `export const greeting = ${JSON.stringify('hello '.repeat(400))};\n`;
const EARLY = 'window.__earlyRequests = {};';
const INDEX = `<!doctype html><html><head><script>${EARLY}</script><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>`;

describe("compression of API answers and of the console's files", () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let dir: string;
  let admin: LoginRecord;
  let imageUrl: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'matchday-compression-'));
    const webDist = path.join(dir, 'web');
    await mkdir(path.join(webDist, 'assets'), { recursive: true });
    await writeFile(path.join(webDist, 'index.html'), INDEX);
    await writeFile(path.join(webDist, 'assets/app-abc123.js'), SCRIPT);
    await writeFile(path.join(webDist, 'assets/app-abc123.js.br'), brotliCompressSync(SCRIPT));
    await writeFile(path.join(webDist, 'assets/app-abc123.js.gz'), gzipSync(SCRIPT));
    database = await openTestDatabase('demo');
    const config = parseEnv({ NODE_ENV: 'test', DATA_DIR: dir, LOG_LEVEL: 'silent', WEB_DIST: webDist });
    app = await buildApp({ config, database, jwtSecret: 'test-secret-that-is-long-enough-for-hs256-0123456789' });
    await app.ready();
    const signin = await app.inject({
      method: 'POST',
      url: '/api/authentication/signin',
      payload: { email: 'admin@example.com', password: DEMO_PASSWORD },
    });
    admin = signin.json<LoginRecord>();
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    imageUrl = await saveImage(database.db, await encodeImage(png, 'Logo'));
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await rm(dir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string, auth = false) =>
    app.inject({
      method: 'GET',
      url,
      headers: {
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
        ...(auth ? { authorization: `Bearer ${admin.accessToken}` } : {}),
      },
    });

  it('sends an API answer over 1 kB brotli- or gzip-compressed as asked, and plain to a client that asks for neither', async () => {
    const plain = await get('/api/openapi.json');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const document = plain.json<{ paths: Record<string, unknown> }>();

    const br = await get('/api/openapi.json', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(document);

    const gzip = await get('/api/openapi.json', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(document);

    const identity = await get('/api/openapi.json', 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toEqual(document);
  });

  it('sends a list page compressed in one piece, its length known (decision 048), every row intact', async () => {
    const plain = await get('/api/bar?selectedFolder=accepted', undefined, true);
    expect(plain.statusCode).toBe(200);
    const list = plain.json<{ folderBars: unknown[] }>();
    expect(list.folderBars.length).toBeGreaterThan(0);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await get(
        '/api/bar?selectedFolder=accepted',
        encoding === 'br' ? 'gzip, deflate, br, zstd' : 'gzip',
        true,
      );
      expect(res.headers['content-encoding']).toBe(encoding);
      // Compressed in one call, not through a stream: the length is sent, not a chunked body.
      expect(res.headers['transfer-encoding']).toBeUndefined();
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      const text = (encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload)).toString(
        'utf8',
      );
      expect(JSON.parse(text)).toEqual(list);
    }
  });

  it('leaves an answer under 1 kB as it is', async () => {
    const res = await get('/api/health', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('streams a CSV export compressed, every row intact', async () => {
    const plain = await get('/api/bar/export?selectedFolder=accepted', undefined, true);
    expect(plain.statusCode).toBe(200);
    const rows = parseCsv(plain.body);
    expect(rows[0]).toEqual(['Id', 'Name', 'Bar type', 'Country', 'Dates', 'Competition']);
    expect(rows.length).toBeGreaterThan(1);

    const gzip = await get('/api/bar/export?selectedFolder=accepted', 'gzip', true);
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(gzip.headers['content-disposition']).toMatch(/^attachment; filename="bars-accepted-/);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(parseCsv(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(rows);
  });

  it('sends stored images as they are, immutable and with their length', async () => {
    const res = await get(imageUrl, 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(64);
  });

  it("serves the console's script from the file compressed at build time, by Accept-Encoding", async () => {
    const br = await get('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(SCRIPT);

    const gzip = await get('/assets/app-abc123.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(SCRIPT);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(SCRIPT);
  });

  it("sends a hashed script without the page-only security headers, which the console's page keeps", async () => {
    const script = await get('/assets/app-abc123.js', 'br');
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
    for (const header of [
      'content-security-policy',
      'cross-origin-opener-policy',
      'origin-agent-cluster',
      'x-frame-options',
      'strict-transport-security',
      'referrer-policy',
    ]) {
      expect(script.headers[header], header).toBeUndefined();
    }
    // Everything a response carries beyond its body, on a phone's connection: a few hundred bytes.
    const headerBytes = Object.entries(script.headers).reduce(
      (sum, [name, value]) => sum + name.length + String(value).length + 4,
      0,
    );
    expect(headerBytes).toBeLessThan(450);

    const page = await get('/login', 'br');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    // The page's own inline script (decision 039) by its hash, and no 'unsafe-inline'.
    const hash = createHash('sha256').update(EARLY).digest('base64');
    expect(page.headers['content-security-policy']).toContain(`script-src 'self' 'wasm-unsafe-eval' 'sha256-${hash}';`);
    expect(page.headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('still answers index.html, uncached, for a deep link (SPA fallback), and a JSON 404 for an API miss', async () => {
    const page = await get('/matches?page=2', 'br, gzip');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.body).toBe(INDEX);

    const miss = await get('/api/nothing-here', 'br, gzip');
    expect(miss.statusCode).toBe(404);
    expect(miss.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });
});

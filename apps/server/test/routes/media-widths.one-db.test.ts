import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { testImage } from '../helpers/championship-fixtures.ts';
import { encodeImage } from '../../src/services/media/encode-image.ts';
import { saveImage } from '../../src/services/media/media-repository.ts';

/** Decision 020: a 24-pixel emblem on a phone downloads a small copy, not the stored image. */
describe('GET /api/media/{hash}?w=: an image at a width the page shows it', () => {
  let t: TestApp;
  let url: string;
  let stored: Buffer;

  beforeAll(async () => {
    t = await buildTestApp();
    url = await saveImage(
      t.db,
      await encodeImage(await testImage({ color: '#993311', width: 1200, height: 600 }), 'Test image'),
    );
    stored = (await t.request({ method: 'GET', url })).rawPayload;
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves a WebP copy at most w pixels on each side, smaller than the stored image, cached as immutable', async () => {
    for (const w of [32, 64, 128, 256, 512, 768, 1024]) {
      const res = await t.request({ method: 'GET', url: `${url}?w=${w}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const { width, height, format } = await sharp(res.rawPayload).metadata();
      expect({ format, width, height }).toEqual({ format: 'webp', width: w, height: w / 2 });
      expect(res.rawPayload.length).toBeLessThan(stored.length);
    }
  });

  it("answers the same copy again, and 304 to its own etag (not the stored image's)", async () => {
    const first = await t.request({ method: 'GET', url: `${url}?w=64` });
    const again = await t.request({ method: 'GET', url: `${url}?w=64` });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const etag = first.headers['etag'] as string;
    expect(etag).not.toBe((await t.request({ method: 'GET', url })).headers['etag']);
    expect(
      (await t.app.inject({ method: 'GET', url: `${url}?w=64`, headers: { 'if-none-match': etag } })).statusCode,
    ).toBe(304);
  });

  it('serves an image already as small as asked as it is', async () => {
    const small = await saveImage(
      t.db,
      await encodeImage(await testImage({ color: '#113399', width: 24, height: 16 }), 'Test image'),
    );
    const res = await t.request({ method: 'GET', url: `${small}?w=32` });
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals((await t.request({ method: 'GET', url: small })).rawPayload)).toBe(true);
  });

  it("sends an image without the page's document headers (about 1 kB each), an error with all of them", async () => {
    for (const res of [
      await t.request({ method: 'GET', url }),
      await t.request({ method: 'GET', url: `${url}?w=32` }),
    ]) {
      expect(res.headers['content-security-policy']).toBeUndefined();
      expect(res.headers['x-frame-options']).toBeUndefined();
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    }
    const missing = await t.request({ method: 'GET', url: `/api/media/${'f'.repeat(64)}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('refuses a width it does not make, and other parameters, with a 400 that says which', async () => {
    const odd = await t.request({ method: 'GET', url: `${url}?w=100` });
    expect(odd.statusCode).toBe(400);
    expect(odd.json<{ message: string }>().message).toContain('w must be one of 32, 64, 128, 256, 512, 768, 1024');
    expect((await t.request({ method: 'GET', url: `${url}?w=abc` })).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: `${url}?size=64` })).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: `/api/media/${'b'.repeat(64)}?w=64` })).statusCode).toBe(404);
  });
});

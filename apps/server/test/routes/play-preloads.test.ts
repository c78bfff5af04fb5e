import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { parseEnv } from '../../src/config/env.ts';
import { buildApp } from '../../src/app.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/client.ts';
import { openTestDatabase } from '../helpers/test-database.ts';

const INDEX = '<!doctype html><html><head><title>Console</title></head><body><div id="root"></div></body></html>';
const links = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="(fetch|image)" href="([^"]+)"/g)].map((m) => `${m[1]} ${m[2]}`);

/**
 * Decision 070: the player pages' documents name their first read and cover images (the demo's published
 * championships).
 */
describe("the player pages' documents name what they fetch first", () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'matchday-preloads-'));
    await writeFile(path.join(dir, 'index.html'), INDEX);
    database = await openTestDatabase('demo');
    const config = parseEnv({ NODE_ENV: 'test', DATA_DIR: dir, LOG_LEVEL: 'silent', WEB_DIST: dir });
    app = await buildApp({ config, database, jwtSecret: 'test-secret-that-is-long-enough-for-hs256-0123456789' });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("/play: the list's read and the first two cards' covers, in the head, as the list answers them", async () => {
    const listed = (await app.inject({ method: 'GET', url: '/api/play/championships' })).json<{
      championships: { cover: string }[];
    }>();
    expect(listed.championships.length).toBeGreaterThanOrEqual(2);
    const page = await app.inject({ method: 'GET', url: '/play?from=a-link' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(links(page.body)).toEqual([
      'fetch /api/play/championships',
      ...listed.championships.slice(0, 2).map((c) => `image ${c.cover}`),
    ]);
    expect(page.body).toMatch(
      /<link rel="preload" as="fetch" href="\/api\/play\/championships" crossorigin>.*<\/head>/,
    );
    // A cover names the copies and sizes of the page's <img> (play-list-page.tsx), so the copy preloaded is the one
    // shown.
    const cover = listed.championships[0]!.cover;
    expect(page.body).toContain(
      `<link rel="preload" as="image" href="${cover}" imagesrcset="${[256, 512, 768, 1024].map((w) => `${cover}?w=${w} ${w}w`).join(', ')}" imagesizes="(min-width: 900px) 900px, 100vw" fetchpriority="high">`,
    );
  });

  it("/play/{id}: the championship's read and its cover; an unknown, unpublished or malformed id gets the plain page", async () => {
    const [published] = await queryRows<{ id: string }>(
      database.db,
      sql`select id from championships where published and archived_at is null order by name limit 1`,
    );
    const [unpublished] = await queryRows<{ id: string }>(
      database.db,
      sql`select id from championships where not published limit 1`,
    );
    const detail = (await app.inject({ method: 'GET', url: `/api/play/championships/${published!.id}` })).json<{
      cover: string;
    }>();
    expect(links((await app.inject({ method: 'GET', url: `/play/${published!.id}` })).body)).toEqual([
      `fetch /api/play/championships/${published!.id}`,
      `image ${detail.cover}`,
    ]);
    for (const url of [
      `/play/${unpublished!.id}`,
      '/play/00000000-0000-4000-8000-000000000000',
      '/play/not-an-id',
      '/play/"><script>',
    ]) {
      const page = await app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toBe(INDEX);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  $ref?: string;
  [key: string]: unknown;
};
type Operation = {
  security?: unknown[];
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
};
type Document = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };

/** A field that names a person's account: userId, playerIds, owner_id, createdBy, … */
const PERSON_ID =
  /^(user|player|account|owner|member|manager|scanner|staff|admin|winner|author|creator|person|created_?by|updated_?by)(_?ids?)?$/i;
/** Objects that are a person: an `id` inside one is a person's id. */
const PERSON =
  /^(users?|players?|accounts?|owners?|members?|managers?|scanners?|winners?|authors?|creators?|persons?|people|me)$/i;

/**
 * The caller's own session, answered to the caller alone: the sign-in and sign-up answers name the
 * account that just signed in (the console keeps it as "who am I"). They tell nobody else anything.
 */
const OWN_SESSION = new Set([
  'POST /api/authentication/signin',
  'POST /api/authentication/session',
  'POST /api/authentication/refresh-token',
  'POST /api/authentication/session/refresh',
  'POST /api/authentication/signup',
  'POST /api/play/signup',
  'POST /api/authentication/reset-password',
  // A confirmation link signs its own person in.
  'POST /api/authentication/confirm-email',
]);

/** Every property path of a schema (`rows[].nickname`), $refs and combinators followed. */
function fieldPaths(
  schema: Schema | undefined,
  doc: Document,
  at = '',
  seen = new Set<Schema>(),
): { path: string; name: string; parent: string }[] {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return [];
  seen.add(schema);
  if (schema.$ref) return fieldPaths(doc.components?.schemas?.[schema.$ref.split('/').at(-1) ?? ''], doc, at, seen);
  const out: { path: string; name: string; parent: string }[] = [];
  const parent = at.split('.').at(-1)?.replace('[]', '') ?? '';
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    const path = at ? `${at}.${name}` : name;
    out.push({ path, name, parent }, ...fieldPaths(child, doc, path, seen));
  }
  if (schema.items) out.push(...fieldPaths(schema.items, doc, `${at}[]`, seen));
  for (const key of ['anyOf', 'oneOf', 'allOf', 'additionalProperties']) {
    const list = schema[key];
    for (const child of Array.isArray(list) ? list : list && typeof list === 'object' ? [list] : [])
      out.push(...fieldPaths(child as Schema, doc, at, seen));
  }
  return out;
}

const personIdFields = (fields: { path: string; name: string; parent: string }[]) =>
  fields
    .filter((f) => PERSON_ID.test(f.name) || ((f.name === 'id' || f.name === '_id') && PERSON.test(f.parent)))
    .map((f) => f.path);

/**
 * Public answers say what a reader needs and no more (OWASP API3): no internal id of a person in any
 * answer or page a reader gets without signing in, nor in the player's reads of a game. Boards carry
 * nickname, place and points; a signed-in player's own row is marked `isMe`.
 */
describe('public answers carry no id of a person', () => {
  let t: TestApp;
  let doc: Document;
  beforeAll(async () => {
    t = await buildTestApp();
    doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json<Document>();
  });
  afterAll(async () => {
    await t.close();
  });

  const publicOperations = () =>
    Object.entries(doc.paths).flatMap(([url, methods]) =>
      Object.entries(methods)
        .filter(
          ([, op]) =>
            (Array.isArray(op.security) && op.security.length === 0) ||
            url.startsWith('/api/public/') ||
            url.startsWith('/api/play/championships'),
        )
        .map(([method, op]) => ({ key: `${method.toUpperCase()} ${url}`, op })),
    );

  it("no response schema of a public operation, nor of the game's reads, has a field naming a person's id", () => {
    const operations = publicOperations();
    expect(operations.length).toBeGreaterThanOrEqual(15);
    const found: string[] = [];
    for (const { key, op } of operations) {
      if (OWN_SESSION.has(key)) continue;
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        for (const media of Object.values(response.content ?? {}))
          found.push(...personIdFields(fieldPaths(media.schema, doc)).map((p) => `${key} ${status}: ${p}`));
      }
    }
    expect(found).toEqual([]);
    // The walk does find such a field where one is: staff's proposals name the account a prize goes to.
    const proposals = Object.entries(doc.paths).find(([url]) => url.includes('proposals'))?.[1]['get'];
    expect(
      personIdFields(fieldPaths(proposals?.responses?.['200']?.content?.['application/json']?.schema, doc)),
    ).toContain('proposals[].candidates[].userId');
  });

  it("no account's id appears in a public page or answer, with the demo game's boards full of players", async () => {
    const userIds = (await queryRows<{ id: string }>(t.db, sql`select id::text as id from users`)).map((u) => u.id);
    const [game] = await queryRows<{ id: string }>(
      t.db,
      sql`
      select championship_id::text as id from standings group by championship_id order by count(*) desc limit 1`,
    );
    const [match] = await queryRows<{ id: string }>(
      t.db,
      sql`
      select match_id::text as id from championship_matches where championship_id = ${game!.id} limit 1`,
    );
    const [bar] = await queryRows<{ slug: string }>(
      t.db,
      sql`select slug from bars where slug <> '' and status = 'accepted' and trashed_at is null limit 1`,
    );
    expect(userIds.length).toBeGreaterThan(5);
    // /play and /play/{id} are drawn from these same /api/play reads (the console's build, which this run has not).
    const urls = [
      '/watch',
      `/watch/${match!.id}`,
      `/b/${bar!.slug}`,
      `/b/${bar!.slug}/poster`,
      '/sitemap.xml',
      '/api/play/championships',
      `/api/play/championships/${game!.id}`,
      '/api/public/matches',
      `/api/public/matches/${match!.id}/bars`,
      `/api/play/championships/${game!.id}/matches/${match!.id}/predictions`,
      ...['allTime', 'daily', 'weekly'].map(
        (period) => `/api/play/championships/${game!.id}/leaderboard?period=${period}`,
      ),
    ];
    const board = (await t.request({ method: 'GET', url: urls.at(-3)! })).json<{
      rows: unknown[];
      days: string[];
      weeks: string[];
    }>();
    expect(board.rows.length).toBeGreaterThan(0);
    urls.splice(-2, 2, `${urls.at(-2)!}&date=${board.days[0]}`, `${urls.at(-1)!}&week=${board.weeks[0]}`);
    for (const url of urls) {
      const res = await t.request({ method: 'GET', url, headers: { accept: 'text/html,application/json' } });
      expect(res.statusCode, url).toBe(200);
      expect(
        userIds.filter((id) => res.body.includes(id)),
        url,
      ).toEqual([]);
    }
  });

  it("a signed-in player reads their own row as isMe, and no account's id, on the board and on /me", async () => {
    const [game] = await queryRows<{ id: string; user_id: string; email: string }>(
      t.db,
      sql`
      select s.championship_id::text as id, s.user_id::text as user_id, u.email from standings s join users u on u.id = s.user_id
      where s.period = 'allTime' and u.password_hash is not null limit 1`,
    );
    const player = await t.signIn(game!.email);
    for (const url of [
      `/api/play/championships/${game!.id}/leaderboard?period=allTime`,
      `/api/play/championships/${game!.id}/me`,
    ]) {
      const res = await t.request({ method: 'GET', url, as: player });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain(game!.user_id);
    }
    const board = (
      await t.request({
        method: 'GET',
        url: `/api/play/championships/${game!.id}/leaderboard?period=allTime&pageSize=100`,
        as: player,
      })
    ).json<{ rows: { isMe: boolean; nickname: string }[]; total: number; me: { isMe: boolean; nickname: string } }>();
    expect(board.total).toBeLessThanOrEqual(100);
    expect(board.rows.filter((r) => r.isMe).map((r) => r.nickname)).toEqual(['Pat Player']);
    expect(board.me).toMatchObject({ isMe: true, nickname: 'Pat Player' });
    const signedOut = (
      await t.request({ method: 'GET', url: `/api/play/championships/${game!.id}/leaderboard?period=allTime` })
    ).json<{ rows: { isMe: boolean }[] }>();
    expect(signedOut.rows.some((r) => r.isMe)).toBe(false);
  });
});

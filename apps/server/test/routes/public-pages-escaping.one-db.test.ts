import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { barBroadcasts, bars, matches } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

const EVIL = '</script><script>alert(1)</script>"\'<b>';

/** Decision 054: names typed by owners and admins are inert wherever the public pages write them. */
describe('names on the public pages are escaped in HTML, attributes, JSON-LD and the sitemap', () => {
  let t: TestApp;
  let matchId: string;
  let slug: string;

  beforeAll(async () => {
    t = await buildTestApp();
    const [bar] = await t.db
      .insert(bars)
      .values({
        name: `Bar ${EVIL}`,
        city: `City ${EVIL}`,
        country: 'United Kingdom',
        status: 'accepted',
        latitude: 51.5,
        longitude: -0.12,
        street: `Street ${EVIL}`,
      })
      .returning({ id: bars.id, slug: bars.slug });
    slug = bar!.slug;
    const [match] = await t.db
      .insert(matches)
      .values({
        homeTeam: `Home ${EVIL}`,
        awayTeam: `Away ${EVIL}`,
        competitionName: `Cup ${EVIL}`,
        headline: 'Escaping test',
        searchText: 'escaping test',
        scheduledDate: new Date(Date.now() + 2 * 86_400_000),
        status: 'SCHEDULED',
      })
      .returning({ id: matches.id });
    matchId = match!.id;
    await t.db.insert(barBroadcasts).values({ barId: bar!.id, matchId });
  });
  afterAll(async () => {
    await t.close();
  });

  const jsonLdBlocks = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as unknown,
    );

  it('the raw markup of /watch, /watch/{id}, /b/{slug} and its widget holds no executable script from a name; JSON-LD parses back to the names', async () => {
    const pages = {
      watch: (await t.app.inject({ method: 'GET', url: '/watch?q=escaping' })).body,
      match: (
        await t.app.inject({
          method: 'GET',
          url: `/watch/${matchId}?city=${encodeURIComponent(`City ${EVIL}`)}&near=51.5,-0.1`,
        })
      ).body,
      bar: (await t.app.inject({ method: 'GET', url: `/b/${slug}` })).body,
      widget: (await t.app.inject({ method: 'GET', url: `/b/${slug}/widget` })).body,
    };
    for (const [name, html] of Object.entries(pages)) {
      expect(html, name).not.toContain('<script>alert');
      expect(html, name).not.toContain('<b>');
      // The only scripts: JSON-LD and, on the match pages, the served file.
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
      expect(
        scripts.every(
          (tag) => tag === '<script type="application/ld+json">' || tag === '<script src="/watch/near-me.js" defer="">',
        ),
        `${name}: ${scripts.join(' ')}`,
      ).toBe(true);
    }
    expect(pages.widget).toContain(
      '<bdi>Home &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#x27;&lt;b&gt;</bdi>',
    );
    expect(pages.watch).toContain('Home &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#x27;&lt;b&gt;');
    // The city typed into the filter comes back inside an attribute, escaped.
    expect(pages.match).toContain(
      `value="City &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#x27;&lt;b&gt;"`,
    );

    const [event] = jsonLdBlocks(pages.match) as [
      {
        name: string;
        organizer: { name: string };
        homeTeam: { name: string };
        location: Array<{ name: string; address: { addressLocality: string } }>;
      },
    ];
    expect(event.name).toBe(`Home ${EVIL} – Away ${EVIL}`);
    expect(event.organizer.name).toBe(`Cup ${EVIL}`);
    expect(event.location[0]).toMatchObject({ name: `Bar ${EVIL}`, address: { addressLocality: `City ${EVIL}` } });
    const [list] = jsonLdBlocks(pages.watch) as [{ itemListElement: Array<{ name: string }> }];
    expect(list.itemListElement[0]?.name).toBe(`Home ${EVIL} – Away ${EVIL}`);
    const [barOrPub] = jsonLdBlocks(pages.bar) as [{ name: string; address: { streetAddress: string } }];
    expect(barOrPub).toMatchObject({ name: `Bar ${EVIL}`, address: { streetAddress: `Street ${EVIL}` } });
  });

  it('the sitemap writes URLs only, XML-escaped', async () => {
    const xml = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(xml).not.toContain('<script');
    expect(xml).toContain(
      `/watch/${matchId}/home-script-script-alert-1-script-b-away-script-script-alert-1-script-b</loc>`,
    );
    const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
    expect(
      locs.every((loc) => /^http:\/\/console\.test\/[\w\-./%]*$/.test(loc)),
      locs.filter((loc) => !/^http:\/\/console\.test\/[\w\-./%]*$/.test(loc)).join(' '),
    ).toBe(true);
  });

  it('the API answers the names as they are (JSON, not HTML)', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/public/matches/${matchId}/bars` });
    expect(res.json()).toMatchObject({ match: { homeTeam: `Home ${EVIL}` }, bars: [{ name: `Bar ${EVIL}` }] });
    const [row] = await t.db.select({ name: bars.name }).from(bars).where(eq(bars.slug, slug));
    expect(row?.name).toBe(`Bar ${EVIL}`);
  });
});

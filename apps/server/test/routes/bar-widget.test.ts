import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { barBroadcasts, bars, matches } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

const HOUR = 3_600_000;

/** The bar's widget for its own website: what it shows, in which language and look, and who may frame it. */
describe('the bar’s widget (/b/{slug}/widget)', () => {
  let t: TestApp;
  let slug: string;
  let pendingSlug: string;

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const addMatch = async (homeTeam: string, awayTeam: string, hoursAhead: number, status = 'SCHEDULED') => {
    const [row] = await t.db
      .insert(matches)
      .values({
        homeTeam,
        awayTeam,
        headline: `${homeTeam} - ${awayTeam}`,
        competitionName: 'Widget Cup',
        status,
        scheduledDate: new Date(Date.now() + hoursAhead * HOUR),
        searchText: `${homeTeam} ${awayTeam}`.toLowerCase(),
      })
      .returning({ id: matches.id });
    return row!.id;
  };
  const addBar = async (name: string, status: 'accepted' | 'pending') => {
    const [bar] = await t.db
      .insert(bars)
      .values({ name, city: 'Lyon', country: 'France', timeZone: 'Europe/Paris', status, email: 'w@owner.example' })
      .returning({ id: bars.id, slug: bars.slug });
    return bar!;
  };

  beforeAll(async () => {
    t = await buildTestApp();
    const bar = await addBar('Le Comptoir <b>"Bleu"</b>', 'accepted');
    slug = bar.slug;
    const soon = await addMatch('Olympique Widget', 'Racing Frame', 30);
    const off = await addMatch('Stade Cancel', 'AS Nope', 50, 'CANC');
    const later = await addMatch('Too Far', 'Next Month', 24 * 20);
    for (const matchId of [soon, off, later]) await t.db.insert(barBroadcasts).values({ barId: bar.id, matchId });
    pendingSlug = (await addBar('Pending Widget Bar', 'pending')).slug;
  });
  afterAll(async () => {
    await t.close();
  });

  it("shows the week's matches in the bar's zone, a cancelled one marked, with no script, linking to the bar's page in a new tab", async () => {
    const res = await get(`/b/${slug}/widget?lang=en`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = res.body;
    expect(html).toContain('<h1>Football this week</h1>');
    expect(html).toContain('<bdi>Olympique Widget</bdi>');
    expect(html).toMatch(/<li class="off-row">.*<bdi>Stade Cancel<\/bdi>.*<span class="off">Cancelled<\/span>/);
    expect(html).not.toContain('Too Far');
    expect(html).toContain('Times in Central European');
    expect(html).not.toContain('<script');
    expect(html).toContain(`href="${t.app.publicUrl}/b/${slug}?lang=en" target="_blank" rel="noopener"`);
  });

  it("escapes the bar's name and writes the chosen language and the dark look", async () => {
    const html = (await get(`/b/${slug}/widget?lang=fr&theme=dark`)).body;
    expect(html).toContain('<html lang="fr" dir="ltr">');
    expect(html).toContain('<h1>Le foot cette semaine</h1>');
    expect(html).toContain('Le Comptoir &lt;b&gt;&quot;Bleu&quot;&lt;/b&gt;');
    expect(html).not.toContain('<b>"Bleu"</b>');
    expect(html).toContain('background:#15191d');
  });

  it('may be framed by any site, while the bar page and the console still may not', async () => {
    const widget = await get(`/b/${slug}/widget`);
    expect(widget.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(widget.headers['content-security-policy']).toContain("script-src 'self'");
    expect(widget.headers['x-frame-options']).toBeUndefined();
    for (const url of [`/b/${slug}`, `/b/${slug}/poster`, '/login']) {
      const res = await get(url);
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('answers 304 to a copy that is current (its ETag), so host pages reload it cheaply', async () => {
    const first = await get(`/b/${slug}/widget?lang=en`);
    const etag = first.headers['etag'] as string;
    expect(etag).toMatch(/^(W\/)?"/);
    const again = await get(`/b/${slug}/widget?lang=en`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('says 404 for a bar that is not public and 400 for a look it does not know', async () => {
    expect((await get(`/b/${pendingSlug}/widget`)).statusCode).toBe(404);
    expect((await get('/b/no-such-bar/widget')).statusCode).toBe(404);
    const bad = await get(`/b/${slug}/widget?theme=purple`);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('The theme is light or dark');
  });
});

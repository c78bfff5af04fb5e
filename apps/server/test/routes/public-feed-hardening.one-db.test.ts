import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import type { LoginRecord } from '@app/contract/auth';
import type { BarDetails } from '@app/contract/bar-details';
import type { AuditPage } from '@app/contract/audit';
import { bars, matches } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { signUpOwner } from '../helpers/console-matches-fixtures.ts';

const FORGED =
  'Café Forge\r\nEND:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY:Free tickets — claim at evil.example\r\nEND:VEVENT';

/** Decision 049: a name cannot forge a calendar feed; public answers leave shared caches at once. */
describe('the public calendar feed and pages of a bar', () => {
  let t: TestApp;
  let owner: LoginRecord;
  let admin: LoginRecord;
  let barId: string;
  let slug: string;
  const profile = (name: string) => ({
    barId,
    name,
    email: 'hi@forge.example',
    telephoneNumber: '+40 1',
    website: 'https://forge.ro',
    facebookUrl: 'https://facebook.com/forge',
    address: {
      country: 'Romania',
      state: 'Cluj',
      city: 'Cluj-Napoca',
      street: 'Strada Lunga',
      number: '1',
      postalCode: '400114',
    },
    barProgram: {
      monday: '18-24',
      tuesday: '18-24',
      wednesday: '18-24',
      thursday: '18-24',
      friday: '18-24',
      saturday: '18-24',
      sunday: '18-24',
    },
  });
  const save = (name: string) => t.request({ method: 'PATCH', url: '/api/bars/', payload: profile(name), as: owner });
  const feed = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/public/bars/${slug}/calendar.ics`, headers });
  const vevents = (body: string) => new ICAL.Component(ICAL.parse(body) as unknown[]).getAllSubcomponents('vevent');

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signUpOwner(t, 'forge@example.com');
    admin = await t.signIn('admin@example.com');
    barId = owner.barId!;
    const saved = await save('Café Forge');
    expect(saved.statusCode, saved.body).toBe(200);
    const accept = await t.request({
      method: 'PUT',
      url: '/api/bar/update-status',
      payload: { barIds: [barId], status: 'accepted', reason: 'Welcome' },
      as: admin,
    });
    expect(accept.statusCode, accept.body).toBe(200);
    const [match] = await t.db
      .insert(matches)
      .values({
        homeTeam: 'Lions FC',
        awayTeam: 'Tigers FC',
        headline: 'Lions FC - Tigers FC',
        scheduledDate: new Date(Date.now() + 3 * 86_400_000),
        status: 'SCHEDULED',
        competitionName: 'Test Cup',
      })
      .returning({ id: matches.id });
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/bars/change-broadcast-status',
          payload: { matchId: match!.id, status: true },
          as: owner,
        })
      ).statusCode,
    ).toBe(200);
    slug = (await t.request({ method: 'GET', url: `/api/bars/${barId}`, as: owner })).json<BarDetails>().slug;
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses a bar name with a line break or another control character (400 with its message); nothing is saved', async () => {
    for (const name of [FORGED, 'Café\nForge', 'Café\u0000Forge', 'Café\u0085Forge']) {
      const res = await save(name);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: 'Name cannot contain control characters',
        messageCode: 'nameControlCharacters',
      });
    }
    const [row] = await t.db.select({ name: bars.name }).from(bars).where(eq(bars.id, barId));
    expect(row?.name).toBe('Café Forge');
  });

  it("refuses control characters in team, competition and people's names too", async () => {
    const refused = [
      await t.request({
        method: 'POST',
        url: '/api/match/teams',
        payload: { name: 'Lions\r\nFC', country: '' },
        as: admin,
      }),
      await t.request({
        method: 'POST',
        url: '/api/match/competitions',
        payload: { name: 'Cup\nX', country: '' },
        as: admin,
      }),
      await t.request({
        method: 'POST',
        url: '/api/users',
        payload: { email: 'ctl@example.com', nickname: 'Ctl\rName', role: 'staff' },
        as: admin,
      }),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ messageCode: 'nameControlCharacters' });
    }
  });

  it('a name written before the rule still cannot forge an event: the feed escapes and folds it (ical.js finds one event)', async () => {
    await t.db.update(bars).set({ name: FORGED }).where(eq(bars.id, barId));
    await t.db
      .update(matches)
      .set({ homeTeam: 'Lions\r\nBEGIN:VEVENT', competitionName: 'Cup\u000bX' })
      .where(eq(matches.headline, 'Lions FC - Tigers FC'));
    const res = await feed();
    expect(res.statusCode).toBe(200);
    const calendar = new ICAL.Component(ICAL.parse(res.body) as unknown[]);
    expect(vevents(res.body)).toHaveLength(1);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(
      'Café Forge END:VCALENDAR BEGIN:VEVENT SUMMARY:Free tickets — claim at evil.example END:VEVENT',
    );
    const [event] = vevents(res.body);
    expect(new ICAL.Event(event).summary).toBe('Lions BEGIN:VEVENT - Tigers FC');
    expect(res.body.split('\r\n').filter((line) => line.startsWith('BEGIN:VEVENT'))).toHaveLength(1);
    expect(res.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    // No control character but the CR LF that ends each line (and the folding that follows it).
    expect(res.body.replaceAll('\r\n', '')).not.toMatch(/\p{Cc}/u);
    await t.db.update(bars).set({ name: 'Café Forge' }).where(eq(bars.id, barId));
  });

  it('a renamed accepted bar stays accepted; the audit log shows the name before and after', async () => {
    await t.db.update(bars).set({ name: 'Café Forge' }).where(eq(bars.id, barId));
    const res = await save('Café Forge Renamed');
    expect(res.statusCode).toBe(200);
    expect(res.json<BarDetails>().name).toBe('Café Forge Renamed');
    const [row] = await t.db.select({ status: bars.status }).from(bars).where(eq(bars.id, barId));
    expect(row?.status).toBe('accepted');
    const audit = await t.request({ method: 'GET', url: `/api/audit-log?entityKind=bar&entityId=${barId}`, as: admin });
    const renamed = audit.json<AuditPage>().items.find((entry) => entry.after?.['name'] === 'Café Forge Renamed');
    expect(renamed).toMatchObject({
      operation: 'update',
      actor: { id: owner.userId },
      before: { name: 'Café Forge' },
      after: { name: 'Café Forge Renamed' },
    });
  });

  it('page, poster and feed: shared caches ask every time (no-cache, ETag, 304); a bar put in the trash is gone at once', async () => {
    const urls = [`/b/${slug}?lang=en`, `/b/${slug}/poster?lang=en`, `/api/public/bars/${slug}/calendar.ics`];
    const etags: string[] = [];
    for (const url of urls) {
      const first = await t.app.inject({ method: 'GET', url });
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('public, no-cache');
      const etag = String(first.headers['etag']);
      expect(etag).toMatch(/^"[\w-]{27}"$/);
      etags.push(etag);
      const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
    const trash = await t.request({ method: 'PUT', url: '/api/bar/delete', payload: { barIds: [barId] }, as: admin });
    expect(trash.statusCode, trash.body).toBe(200);
    for (const [i, url] of urls.entries()) {
      const gone = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etags[i]! } });
      expect(gone.statusCode).toBe(404);
      expect(gone.headers['cache-control']).toBe('public, no-cache');
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LoginRecord } from '@app/contract/auth';
import type { FanBooking } from '@app/contract/bookings';
import type { PublicMatchBars } from '@app/contract/public-matches';
import { barBroadcasts, bars } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { insertMatches, uniqueWord } from '../helpers/admin-match-fixtures.ts';
import { signUpOwner } from '../helpers/console-matches-fixtures.ts';
import { newPlayer } from '../helpers/game-fixtures.ts';

/** The fans going to each bar showing a match, as the match's list of bars tells other fans. */
describe('fans going, in the list of bars showing a match', () => {
  let t: TestApp;
  const word = uniqueWord('gng');
  let owner: LoginRecord;
  let matchId: string;
  const slugs = {} as Record<'lion' | 'crown', string>;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await signUpOwner(t, `owner-${word}@example.com`);
    const other = await signUpOwner(t, `other-${word}@example.com`);
    [matchId] = (await insertMatches(t.db, [
      {
        homeTeam: `Home ${word}`,
        awayTeam: `Away ${word}`,
        competitionName: word,
        status: 'SCHEDULED',
        scheduledDate: new Date(Date.now() + 2 * 86_400_000),
      },
    ])) as [string];
    for (const [key, who] of [
      ['lion', owner],
      ['crown', other],
    ] as const) {
      const [row] = await t.db
        .update(bars)
        .set({ status: 'accepted', name: `${key} ${word}`, city: 'Leeds', takesBookings: true, capacity: 20 })
        .where(eq(bars.id, who.barId!))
        .returning({ slug: bars.slug });
      slugs[key] = row!.slug;
      await t.db.insert(barBroadcasts).values({ barId: who.barId!, matchId });
    }
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  const going = (as: LoginRecord, slug: string, method: 'PUT' | 'DELETE' = 'PUT') =>
    t.request({ method, url: `/api/play/bars/${slug}/matches/${matchId}/going`, as });
  const book = (as: LoginRecord, slug: string) =>
    t.request({ method: 'POST', url: '/api/play/bookings', as, payload: { slug, matchId, seats: 2, name: 'Ana' } });
  const counts = async () => {
    const res = await t.request({ method: 'GET', url: `/api/public/matches/${matchId}/bars` });
    expect(res.statusCode).toBe(200);
    return Object.fromEntries(res.json<PublicMatchBars>().bars.map((b) => [b.slug, b.going]));
  };

  it('counts each fan once per bar, "I\'m going" or a booking waiting or accepted; a declined booking and an undone tap do not count', async () => {
    const [ana, bo, cy, dee] = await Promise.all(['Ana', 'Bo', 'Cy', 'Dee'].map((n) => newPlayer(t, `${n} ${word}`)));
    expect(await counts()).toEqual({ [slugs.lion]: 0, [slugs.crown]: 0 });

    expect((await going(ana!, slugs.lion)).statusCode).toBe(200);
    // Bo books and taps "I'm going" too: one fan.
    expect((await book(bo!, slugs.lion)).statusCode).toBe(201);
    expect((await going(bo!, slugs.lion)).statusCode).toBe(200);
    expect((await going(cy!, slugs.crown)).statusCode).toBe(200);
    const declined = await book(dee!, slugs.lion);
    expect(declined.statusCode).toBe(201);
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/bars/bookings/${declined.json<FanBooking>().id}/decline`,
          as: owner,
          payload: { reason: 'Full that night' },
        })
      ).statusCode,
    ).toBe(200);
    expect(await counts()).toEqual({ [slugs.lion]: 2, [slugs.crown]: 1 });

    const page = await t.request({ method: 'GET', url: `/watch/${matchId}` });
    expect(page.body).toContain('<span class="going">2 fans going</span>');
    expect(page.body).toContain('<span class="going">1 fan going</span>');

    // Read at once, never remembered with the bars: an undone tap is gone from the next answer.
    expect((await going(ana!, slugs.lion, 'DELETE')).statusCode).toBe(200);
    expect(await counts()).toEqual({ [slugs.lion]: 1, [slugs.crown]: 1 });
    const french = await t.request({ method: 'GET', url: `/watch/${matchId}?lang=fr` });
    expect(french.body.match(/<span class="going">1 fan y va<\/span>/g)).toHaveLength(2);
  });
});

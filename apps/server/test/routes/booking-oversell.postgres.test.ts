import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { LoginRecord } from '@app/contract/auth';
import { barBroadcasts, bars, bookings, users } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { insertMatches, uniqueWord } from '../helpers/admin-match-fixtures.ts';
import { signUpOwner } from '../helpers/console-matches-fixtures.ts';
import { newPlayer, PLAYER_PASSWORD } from '../helpers/game-fixtures.ts';

/** Fifty fans asking at once for a bar's last seats (PostgreSQL, parallel connections): none is sold twice. */
describe('bookings never oversell (PostgreSQL, parallel connections)', () => {
  let t: TestApp;
  let fans: LoginRecord[];
  let slug: string;
  let matchId: string;
  let barId: string;

  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
    const word = uniqueWord('race');
    const owner = await signUpOwner(t, `owner-${word}@example.com`);
    barId = owner.barId!;
    await t.db
      .update(bars)
      .set({ status: 'accepted', name: `Race ${word}`, takesBookings: true, bookingSeatsPerMatch: 10 })
      .where(eq(bars.id, barId));
    [{ slug }] = (await t.db.select({ slug: bars.slug }).from(bars).where(eq(bars.id, barId))) as [{ slug: string }];
    [matchId] = (await insertMatches(t.db, [
      {
        homeTeam: `Home ${word}`,
        awayTeam: `Away ${word}`,
        status: 'SCHEDULED',
        scheduledDate: new Date(Date.now() + 86_400_000),
      },
    ])) as [string];
    await t.db.insert(barBroadcasts).values({ barId, matchId });
    // Fifty fan accounts sharing one real player's password hash, each signed in from an address of its own.
    const first = await newPlayer(t, 'Race Fan');
    const [{ passwordHash }] = (await t.db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, first.userId))) as [{ passwordHash: string }];
    const rows = await t.db
      .insert(users)
      .values(
        Array.from({ length: 49 }, (_, i) => ({
          email: `race${i}-${word}@fans.test`,
          role: 'player' as const,
          nickname: `Race ${i} ${word}`,
          nicknameKey: `race ${i} ${word}`,
          passwordHash,
          language: 'en' as const,
        })),
      )
      .returning({ email: users.email });
    fans = [first];
    for (const [i, row] of rows.entries()) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/authentication/signin',
        remoteAddress: `10.81.${Math.floor(i / 200)}.${(i % 200) + 1}`,
        payload: { email: row.email, password: PLAYER_PASSWORD },
      });
      expect(res.statusCode, res.body).toBe(200);
      fans.push(res.json<LoginRecord>());
    }
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  it('of 50 parallel requests for 10 free seats, exactly 10 are taken; the other 40 get 409 saying none is free', async () => {
    const answers = await Promise.all(
      fans.map((fan) =>
        t.request({
          method: 'POST',
          url: '/api/play/bookings',
          as: fan,
          payload: { slug, matchId, seats: 1, name: fan.email.slice(0, 20) },
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(40);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json()).toMatchObject({ message: 'Only 0 of 10 seats are free' });
    const held = await t.db
      .select({ seats: bookings.seats })
      .from(bookings)
      .where(
        and(
          eq(bookings.barId, barId),
          eq(bookings.matchId, matchId),
          inArray(bookings.status, ['requested', 'accepted']),
        ),
      );
    expect(held.reduce((sum, row) => sum + row.seats, 0)).toBe(10);
  });
});

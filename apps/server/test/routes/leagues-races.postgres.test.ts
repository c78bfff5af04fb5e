import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { leagueMembers, leagues, users } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { hours, insertGame, newPlayer } from '../helpers/game-fixtures.ts';
import { createLeague, joinLeague } from '../helpers/league-fixtures.ts';

/** The leagues' limits and codes under requests at once (PostgreSQL, parallel connections). */
describe('leagues joined and made at once (PostgreSQL)', () => {
  let t: TestApp;
  let championshipId: string;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
    championshipId = (await insertGame(t.db, { kickOffs: [hours(24)] })).id;
  });
  afterAll(async () => {
    await t.close();
  });

  const members = async (leagueId: string) =>
    Number((await t.db.select({ n: count() }).from(leagueMembers).where(eq(leagueMembers.leagueId, leagueId)))[0]!.n);

  it('at 498 players, five joining at once: exactly two get in, three are told the league is full, and it holds 500', async () => {
    const owner = await newPlayer(t, 'Full Owner');
    const made = await createLeague(t, owner, championshipId, 'Nearly full');
    const crowd = await t.db
      .insert(users)
      .values(
        Array.from({ length: 497 }, (_, i) => ({
          email: `crowd${i}@fans.test`,
          role: 'player' as const,
          nickname: `Crowd ${i}`,
          nicknameKey: `crowd ${i}`,
        })),
      )
      .returning({ id: users.id });
    await t.db
      .insert(leagueMembers)
      .values(crowd.map((u, i) => ({ leagueId: made.id, userId: u.id, ref: `crowd${String(i).padStart(7, '0')}` })));
    expect(await members(made.id)).toBe(498);

    const late = await Promise.all(['Late A', 'Late B', 'Late C', 'Late D', 'Late E'].map((n) => newPlayer(t, n)));
    const answers = await Promise.all(late.map((p) => joinLeague(t, p, made.code)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json()).toMatchObject({ messageCode: 'leagueFull', params: { max: 500 } });
    expect(await members(made.id)).toBe(500);
  });

  it('one player making five leagues at once at 18: two are made, three refused; the 20 stand', async () => {
    const busy = await newPlayer(t, 'Busy Race');
    for (let i = 0; i < 18; i += 1) await createLeague(t, busy, championshipId, `Race ${i}`);
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((i) =>
        t.request({
          method: 'POST',
          url: `/api/play/championships/${championshipId}/leagues`,
          as: busy,
          payload: { name: `At once ${i}` },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 409, 409, 409]);
    expect(await t.db.select({ id: leagues.id }).from(leagues).where(eq(leagues.ownerId, busy.userId))).toHaveLength(
      20,
    );
  });

  it('leagues made at once get distinct codes, and the database refuses a second league with a taken code', async () => {
    const players = await Promise.all(Array.from({ length: 12 }, (_, i) => newPlayer(t, `Coder ${i}`)));
    const made = await Promise.all(players.map((p, i) => createLeague(t, p, championshipId, `Code club ${i}`)));
    expect(new Set(made.map((l) => l.code)).size).toBe(12);
    await expect(
      t.db.insert(leagues).values({ championshipId, name: 'Copy', code: made[0]!.code, ownerId: players[1]!.userId }),
    ).rejects.toThrow();
    expect(await t.db.select().from(leagues).where(eq(leagues.code, made[0]!.code))).toHaveLength(1);
  });
});

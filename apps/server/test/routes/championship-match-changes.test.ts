import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LoginRecord } from '@app/contract/auth';
import type { ChampionshipDetail, ChampionshipListItem } from '@app/contract/championships';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { insertTestMatches, multipart, validCreateParts, type FormValue } from '../helpers/championship-fixtures.ts';
import { championshipMatches, matches } from '../../src/db/schema/index.ts';

/** Decision 025: a championship says how many of its matches are postponed or cancelled, and drops a cancelled one. */
describe('championships with postponed and cancelled matches', () => {
  let t: TestApp;
  let staff: LoginRecord;
  let ids: string[];
  let created: ChampionshipDetail;

  const send = async (method: 'POST' | 'PATCH', parts: Record<string, FormValue | undefined>) => {
    const { payload, headers } = await multipart(parts);
    return t.request({ method, url: '/api/challenges/official-championship', payload, headers, as: staff });
  };
  const listed = async () =>
    (await t.request({ method: 'GET', url: '/api/challenges/bar-championships', as: staff }))
      .json<ChampionshipListItem[]>()
      .find((c) => c._id === created._id);
  const removing = async (matchId: string) =>
    validCreateParts(ids, {
      challengeId: created._id,
      logo: created.logo,
      cover: created.cover,
      'photo-ball': undefined,
      'photo-shirt': undefined,
      prizes: JSON.stringify(created.prizes),
      questions: '[]',
      matchesToInsert: '[]',
      matchesToRemove: JSON.stringify([matchId]),
    });
  const setStatus = (id: string, status: string, scheduledDate?: Date) =>
    t.db
      .update(matches)
      .set({ status, ...(scheduledDate ? { scheduledDate } : {}) })
      .where(eq(matches.id, id));

  beforeAll(async () => {
    t = await buildTestApp();
    staff = await t.signIn('staff@example.com');
    ids = await insertTestMatches(t.db, [
      { headline: 'Opening - Day' },
      { headline: 'Storm - Washout' },
      { headline: 'Fog - Delay' },
      { headline: 'Late - Show' },
    ]);
    const ok = await send('POST', await validCreateParts(ids));
    expect(ok.statusCode, ok.body).toBe(200);
    created = ok.json<ChampionshipDetail>();
    // The championship has started: its first match was played; then one match is cancelled, one postponed.
    await setStatus(ids[0]!, 'FT', new Date(Date.now() - 3 * 86_400_000));
    await setStatus(ids[1]!, 'CANC');
    await setStatus(ids[2]!, 'POSTP');
  });
  afterAll(async () => {
    await t.close();
  });

  it("counts them on the card and in the editor's detail", async () => {
    expect(await listed()).toMatchObject({ postponedMatches: 1, cancelledMatches: 1 });
    const detail = (
      await t.request({
        method: 'GET',
        url: '/api/challenges/bar-championship-details',
        query: { challengeId: created._id },
        as: staff,
      })
    ).json<ChampionshipDetail>();
    expect(detail).toMatchObject({ postponedMatches: 1, cancelledMatches: 1 });
    expect(new Date(detail.startDate!).getTime()).toBeLessThan(Date.now());
  });

  it('removes a cancelled match after the championship started; a finished one stays', async () => {
    const finished = await send('PATCH', await removing(ids[0]!));
    expect(finished.statusCode).toBe(400);
    expect(finished.json()).toMatchObject({ message: 'Finished matches cannot be removed: Opening - Day' });

    const cancelled = await send('PATCH', await removing(ids[1]!));
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const links = await t.db
      .select()
      .from(championshipMatches)
      .where(eq(championshipMatches.championshipId, created._id));
    expect(links.map((l) => l.matchId).sort()).toEqual([ids[0], ids[2], ids[3]].sort());
    expect(await listed()).toMatchObject({ postponedMatches: 1, cancelledMatches: 0 });
  });
});

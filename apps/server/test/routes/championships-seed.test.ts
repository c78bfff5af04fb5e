import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { LoginRecord } from '@app/contract/auth';
import {
  championshipProblems,
  prizeProblems,
  questionProblems,
  type ChampionshipDetail,
  type ChampionshipListItem,
} from '@app/contract/championships';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

describe('demo championships', () => {
  let t: TestApp;
  let staff: LoginRecord;
  beforeAll(async () => {
    t = await buildTestApp();
    staff = await t.signIn('staff@example.com');
  });
  afterAll(async () => {
    await t.close();
  });

  it('seeds three championships that keep every rule, two published, one QR-eligible', async () => {
    const list = (await t.request({ method: 'GET', url: '/api/challenges/bar-championships', as: staff })).json<
      ChampionshipListItem[]
    >();
    expect(list.map((c) => c.name)).toEqual([
      'SuperLiga Autumn Cup',
      'Champions League Nights',
      'Premier League Predictor',
    ]);
    expect(list.filter((c) => c.published)).toHaveLength(2);
    expect(list.filter((c) => c.qrCodeEligible).map((c) => c.name)).toEqual(['Premier League Predictor']);
    for (const item of list) {
      const detail = (
        await t.request({
          method: 'GET',
          url: `/api/challenges/bar-championship-details?challengeId=${item._id}`,
          as: staff,
        })
      ).json<ChampionshipDetail>();
      const languages = ['en', 'ro'];
      expect(
        championshipProblems(
          { ...detail, hasLogo: true, hasCover: true, matchCount: detail.matches.length },
          languages,
        ),
      ).toEqual([]);
      for (const prize of detail.prizes) expect(prizeProblems(prize, languages)).toEqual([]);
      for (const question of detail.questions) expect(questionProblems(question, languages)).toEqual([]);
      expect(detail.startDate).not.toBeNull();
      for (const url of [detail.logo, detail.cover, ...detail.prizes.map((p) => p.photo)]) {
        const image = await t.request({ method: 'GET', url });
        expect(image.statusCode).toBe(200);
        expect((await sharp(image.rawPayload).metadata()).width).toBeGreaterThan(100);
      }
    }
    // The Premier League one is under way: finished matches already count.
    const running = list.find((c) => c.name === 'Premier League Predictor')!;
    expect(new Date(running.startDate!).getTime()).toBeLessThan(Date.now());
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { PLAYER_PASSWORD } from '../helpers/game-fixtures.ts';

/** Two fans signing up at once with one nickname (in other cases and accents): the unique index lets one through. */
describe('nicknames taken at once (PostgreSQL, parallel connections)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seed: false });
  });
  afterAll(async () => {
    await t.close();
  });

  it('of eight parallel sign-ups for "Zoë", "zoe", "ZOË"… exactly one account is made; the others get 409 with a free suggestion', async () => {
    const names = ['Zoë Race', 'zoe race', 'ZOË RACE', 'Zoe Race', 'zoë  race', 'ZOE RACE', 'Zoé Race', 'zoe RACE'];
    const answers = await Promise.all(
      names.map((nickname, i) =>
        t.request({
          method: 'POST',
          url: '/api/play/signup',
          remoteAddress: `10.80.0.${i + 1}`,
          payload: { nickname, email: `race${i}@fans.test`, password: PLAYER_PASSWORD, language: 'en' },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      const body = refused.json<{ code: string; params: { suggestion: string } }>();
      expect(body.code).toBe('play.NICKNAME_TAKEN');
      expect(body.params.suggestion).toMatch(/2$/);
    }
    expect(await t.db.select({ email: users.email }).from(users).where(eq(users.nicknameKey, 'zoe race'))).toHaveLength(
      1,
    );
  });
});

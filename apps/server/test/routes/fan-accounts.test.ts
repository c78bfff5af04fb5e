import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AUTH_CODES, SIGNUP_ANSWER, type LoginRecord } from '@app/contract/auth';
import type { Leaderboard, PlayAccount } from '@app/contract/game';
import { emailConfirmations, predictions, users, winners } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { editMatch, hours, insertGame, newPlayer, PLAYER_PASSWORD } from '../helpers/game-fixtures.ts';
import { confirmFromMail, signUpConfirmed } from '../helpers/signup-fixtures.ts';
import { linkTokenFor } from '../helpers/team-fixtures.ts';

/** A fan's account on the fans' side: sign-up without an oracle, the confirmation link, nicknames, the account page. */
describe('fan accounts', () => {
  let t: TestApp;
  let admin: LoginRecord;
  let staff: LoginRecord;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.signIn('admin@example.com');
    staff = await t.signIn('staff@example.com');
  });
  afterAll(async () => {
    await t.close();
  });

  let n = 0;
  const fan = (extra: Record<string, unknown> = {}) => {
    n += 1;
    return {
      nickname: `Fan Account ${n}`,
      email: `fan.account${n}@fans.test`,
      password: PLAYER_PASSWORD,
      language: 'en',
      ...extra,
    };
  };
  const signup = (payload: object, remoteAddress = `10.70.0.${n % 250}`) =>
    t.request({ method: 'POST', url: '/api/play/signup', payload, remoteAddress });
  const mailsTo = async (email: string) => (await t.outbox()).filter((m) => m.to === email);
  const userRow = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0];

  describe('sign-up tells nobody which addresses have accounts', () => {
    it('answers a staff address, a player address and a new one alike; each mail says what happened', async () => {
      const player = fan();
      expect((await signup(player)).statusCode).toBe(200);
      const answers = [
        await signup(fan({ email: 'staff@example.com' })),
        await signup(fan({ email: player.email })),
        await signup(fan()),
      ];
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
      expect(new Set(answers.map((a) => a.body))).toEqual(new Set([JSON.stringify({ message: SIGNUP_ANSWER })]));

      // The staff's address holder: a note with the console's way to a new password, no account made.
      const staffNote = (await mailsTo('staff@example.com')).at(-1)!;
      expect(staffNote.subject).toBe('Someone tried to sign up with your address');
      expect(staffNote.text).toContain('http://console.test/forgot-password');
      expect((await userRow('staff@example.com'))!.role).toBe('staff');
      // A fan's address: the fans' side.
      expect((await mailsTo(player.email)).at(-1)!.text).toContain('http://console.test/play/forgot-password');
    });

    it("a new account's link (72 hours, one use, stored as a hash) confirms the address, signs in and names the page to go back to", async () => {
      const body = fan({ returnTo: '/play/some-championship?tab=board' });
      expect((await signup(body)).statusCode).toBe(200);
      const row = (await userRow(body.email))!;
      expect(row.emailConfirmedAt).toBeNull();
      const { token, url } = await linkTokenFor(t, body.email);
      expect(url).toMatch(/^http:\/\/console\.test\/play\/confirm-email\?token=/);
      const [link] = await t.db.select().from(emailConfirmations).where(eq(emailConfirmations.userId, row.id));
      expect(link!.tokenHash).not.toBe(token);
      expect(link!.expiresAt.getTime() - link!.createdAt.getTime()).toBeCloseTo(72 * 3600 * 1000, -4);

      const refused = await t.request({
        method: 'POST',
        url: '/api/authentication/signin',
        payload: { email: body.email, password: PLAYER_PASSWORD },
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        code: AUTH_CODES.emailUnconfirmed,
        message: 'Confirm your email address first: open the link we sent you, or send it again.',
      });

      const confirmed = await t.request({
        method: 'POST',
        url: '/api/authentication/confirm-email',
        payload: { token },
      });
      expect(confirmed.statusCode).toBe(200);
      expect(confirmed.json()).toMatchObject({
        role: 'player',
        returnTo: '/play/some-championship?tab=board',
        session: { nickname: body.nickname },
      });
      expect(confirmed.cookies.map((c) => c.name)).toEqual(expect.arrayContaining(['session', 'refresh']));
      expect((await userRow(body.email))!.emailConfirmedAt).not.toBeNull();

      const again = await t.request({ method: 'POST', url: '/api/authentication/confirm-email', payload: { token } });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ code: AUTH_CODES.invalidConfirmLink });
    });

    it('an expired link answers 400 and confirms nothing', async () => {
      const body = fan();
      await signup(body);
      const { token } = await linkTokenFor(t, body.email);
      const row = (await userRow(body.email))!;
      await t.db
        .update(emailConfirmations)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(emailConfirmations.userId, row.id));
      expect(
        (await t.request({ method: 'POST', url: '/api/authentication/confirm-email', payload: { token } })).statusCode,
      ).toBe(400);
      expect((await userRow(body.email))!.emailConfirmedAt).toBeNull();
    });

    it('refuses a return address of another site (no open redirect)', async () => {
      for (const returnTo of ['//evil.test/play', 'https://evil.test/', '/\\evil.test', 'play']) {
        const res = await signup(fan({ returnTo }));
        expect(res.statusCode, returnTo).toBe(400);
        expect(res.json<{ message: string }>().message).toBe('The return address must be a page of this site');
      }
    });

    it('"Send the link again": a new link for the account\'s holder only, the same answer for anyone, throttled', async () => {
      const body = fan();
      await signup(body);
      const again = (password: string, remoteAddress = '10.71.0.1') =>
        t.request({
          method: 'POST',
          url: '/api/authentication/confirm-email/again',
          payload: { email: body.email, password },
          remoteAddress,
        });
      const before = (await mailsTo(body.email)).length;
      const wrong = await again('Wrong-pass-1');
      const unknown = await t.request({
        method: 'POST',
        url: '/api/authentication/confirm-email/again',
        payload: { email: 'nobody@fans.test', password: PLAYER_PASSWORD },
        remoteAddress: '10.71.0.2',
      });
      const right = await again(PLAYER_PASSWORD);
      expect([wrong.statusCode, unknown.statusCode, right.statusCode]).toEqual([200, 200, 200]);
      expect(new Set([wrong.body, unknown.body, right.body]).size).toBe(1);
      expect(await mailsTo(body.email)).toHaveLength(before + 1);
      // Per account, 3 an hour: the 4th answers alike and sends nothing.
      await again(PLAYER_PASSWORD, '10.71.0.3');
      expect((await again(PLAYER_PASSWORD, '10.71.0.4')).statusCode).toBe(200);
      expect(await mailsTo(body.email)).toHaveLength(before + 2);
      // Per address, 10 in 15 minutes.
      for (let i = 0; i < 10; i += 1)
        await t.request({
          method: 'POST',
          url: '/api/authentication/confirm-email/again',
          payload: { email: `x${i}@fans.test`, password: 'x' },
          remoteAddress: '10.71.0.9',
        });
      const blocked = await t.request({
        method: 'POST',
        url: '/api/authentication/confirm-email/again',
        payload: { email: 'y@fans.test', password: 'x' },
        remoteAddress: '10.71.0.9',
      });
      expect(blocked.statusCode).toBe(429);
      // The newest link works.
      expect((await confirmFromMail(t, body.email)).statusCode).toBe(200);
    });

    it("the owners' /register never makes a player, and a fan's reset mail opens the fans' side", async () => {
      const owner = await signUpConfirmed(t, '/api/authentication/signup', {
        email: 'register.owner@example.com',
        password: 'Owner-Passw0rd',
        username: 'Reg Owner',
      });
      expect(owner.role).toBe('owner');
      expect((await userRow('register.owner@example.com'))!.role).toBe('owner');
      const player = await newPlayer(t, 'Reset Fan');
      await t.request({
        method: 'POST',
        url: '/api/authentication/forgot-password',
        payload: { email: player.email },
        remoteAddress: '10.72.0.1',
      });
      expect((await linkTokenFor(t, player.email)).url).toMatch(
        /^http:\/\/console\.test\/play\/reset-password\?token=/,
      );
    });
  });

  describe('nicknames without regard to case and accents', () => {
    it('answers 409 with a free suggestion for a name held in another case or with other accents, and writes nothing', async () => {
      await newPlayer(t, 'José Núñez');
      const taken = await signup(fan({ nickname: 'JOSE NUNEZ' }));
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({
        code: 'play.NICKNAME_TAKEN',
        messageCode: 'nicknameTaken',
        params: { suggestion: 'JOSE NUNEZ2' },
      });
      await newPlayer(t, 'jose nunez2');
      const next = await signup(fan({ nickname: 'José  Nuñez' }));
      expect(next.json()).toMatchObject({ params: { suggestion: 'José  Nuñez3' } });
      expect((await t.db.select().from(users).where(eq(users.nicknameKey, 'jose nunez'))).length).toBe(1);
    });
  });

  describe('the account page', () => {
    it('reads and changes nickname, language and mails wanted; a taken nickname is refused; a console account gets 403', async () => {
      const player = await newPlayer(t, 'Page Fan');
      const read = await t.request({ method: 'GET', url: '/api/play/account', as: player });
      expect(read.json<PlayAccount>()).toEqual({
        nickname: 'Page Fan',
        email: player.email,
        language: 'en',
        mails: { predictionReminders: true, reminderHours: 3 },
      });
      // On from the sign-up: a player turns the reminders off here or from the mail.
      const changed = await t.request({
        method: 'PATCH',
        url: '/api/play/account',
        as: player,
        payload: { nickname: 'Page Fan Two', language: 'ro', mails: { predictionReminders: false } },
      });
      expect(changed.statusCode).toBe(400);
      const saved = await t.request({
        method: 'PATCH',
        url: '/api/play/account',
        as: player,
        payload: { nickname: 'Page Fan Two', language: 'fr', mails: { predictionReminders: false } },
      });
      expect(saved.json()).toMatchObject({
        nickname: 'Page Fan Two',
        language: 'fr',
        mails: { predictionReminders: false },
      });
      expect(await userRow(player.email)).toMatchObject({
        nicknameKey: 'page fan two',
        mailPredictionReminders: false,
        language: 'fr',
      });
      // The hours alone: the reminders' switch stays as it is; a time not offered is refused and nothing changes.
      const hoursSaved = await t.request({
        method: 'PATCH',
        url: '/api/play/account',
        as: player,
        payload: { mails: { reminderHours: 24 } },
      });
      expect(hoursSaved.json()).toMatchObject({ mails: { predictionReminders: false, reminderHours: 24 } });
      const odd = await t.request({
        method: 'PATCH',
        url: '/api/play/account',
        as: player,
        payload: { mails: { reminderHours: 5 } },
      });
      expect(odd.statusCode).toBe(400);
      expect(odd.json()).toMatchObject({ message: 'Choose a reminder 1, 3, 6, 12 or 24 hours before the lock' });
      expect(await userRow(player.email)).toMatchObject({ mailPredictionReminders: false, reminderHours: 24 });
      const taken = await t.request({
        method: 'PATCH',
        url: '/api/play/account',
        as: player,
        payload: { nickname: 'PAT PLAYER' },
      });
      expect(taken.statusCode).toBe(409);
      expect((await t.request({ method: 'GET', url: '/api/play/account', as: admin })).statusCode).toBe(403);
    });

    it('changes the address once the new one confirms it, without signing anyone in; a taken address answers alike and tells its holder', async () => {
      const player = await newPlayer(t, 'Moving Fan');
      const wrong = await t.request({
        method: 'POST',
        url: '/api/play/account/email',
        as: player,
        payload: { email: 'moved@fans.test', password: 'Wrong-pass-1' },
      });
      expect(wrong.statusCode).toBe(400);
      const asked = await t.request({
        method: 'POST',
        url: '/api/play/account/email',
        as: player,
        payload: { email: 'moved@fans.test', password: PLAYER_PASSWORD },
      });
      const takenAsked = await t.request({
        method: 'POST',
        url: '/api/play/account/email',
        as: player,
        payload: { email: 'owner@example.com', password: PLAYER_PASSWORD },
      });
      expect(asked.body).toBe(takenAsked.body);
      expect((await mailsTo('owner@example.com')).at(-1)!.subject).toBe('Someone tried to sign up with your address');
      expect((await userRow(player.email))!.email).toBe(player.email);
      const confirmed = await confirmFromMail(t, 'moved@fans.test');
      expect(confirmed.json()).toMatchObject({ email: 'moved@fans.test', session: null });
      expect(confirmed.cookies).toEqual([]);
      expect(await userRow('moved@fans.test')).toMatchObject({ nickname: 'Moving Fan' });
      expect((await t.signIn('moved@fans.test', PLAYER_PASSWORD)).userId).toBe(player.userId);
    });

    it("deleting the account takes its predictions off every board at once; an awarded prize keeps the winner's name", async () => {
      const game = await insertGame(t.db, { kickOffs: [hours(-3)], statuses: ['TIMED'], allTime: 1 });
      const [m1] = game.matchIds as [string];
      const [leaving, staying] = await Promise.all([newPlayer(t, 'Leaving Fan'), newPlayer(t, 'Staying Fan')]);
      await t.db.insert(predictions).values([
        { championshipId: game.id, matchId: m1, userId: leaving.userId, home: 1, away: 0 },
        { championshipId: game.id, matchId: m1, userId: staying.userId, home: 2, away: 0 },
      ]);
      // A championship where the leaving player is the only one on the boards.
      const alone = await insertGame(t.db, { kickOffs: [hours(-3)], statuses: ['TIMED'], allTime: 1 });
      const [aloneMatch] = alone.matchIds as [string];
      await t.db
        .insert(predictions)
        .values({ championshipId: alone.id, matchId: aloneMatch, userId: leaving.userId, home: 1, away: 0 });
      await editMatch(t, admin, m1, { status: 'FT', goals: { fullTimeHomeGoals: 1, fullTimeAwayGoals: 0 } });
      await editMatch(t, admin, aloneMatch, { status: 'FT', goals: { fullTimeHomeGoals: 1, fullTimeAwayGoals: 0 } });
      await t.app.scoringRunner.flush();
      const board = async (id = game.id) =>
        (
          await t.request({ method: 'GET', url: `/api/play/championships/${id}/leaderboard?period=allTime` })
        ).json<Leaderboard>();
      expect((await board(alone.id)).total).toBe(1);
      expect((await board()).rows.map((r) => [r.nickname, r.position])).toEqual([
        ['Leaving Fan', 1],
        ['Staying Fan', 2],
      ]);
      const awarded = await t.request({
        method: 'POST',
        url: '/api/challenge-winners/from-leaderboard',
        as: staff,
        payload: {
          challengeId: game.id,
          prizeId: game.prizeId,
          period: 'allTime',
          periodKey: '',
          userId: leaving.userId,
        },
      });
      expect(awarded.statusCode, awarded.body).toBe(201);

      const deleted = await t.request({ method: 'DELETE', url: '/api/play/account', as: leaving });
      expect(deleted.statusCode).toBe(200);
      // No job to wait for: the board is right in the answer's transaction.
      const after = await board();
      expect(after.rows.map((r) => [r.nickname, r.position])).toEqual([['Staying Fan', 1]]);
      expect(after.total).toBe(1);
      // A board left without players is empty, its count too.
      expect(await board(alone.id)).toMatchObject({ rows: [], total: 0 });
      expect(await userRow(leaving.email)).toBeUndefined();
      expect(await t.db.select().from(predictions).where(eq(predictions.userId, leaving.userId))).toEqual([]);
      const [prize] = await t.db.select().from(winners).where(eq(winners.id, awarded.json<{ id: string }>().id));
      expect(prize).toMatchObject({ name: 'Leaving Fan', userId: null });
      expect((await t.request({ method: 'GET', url: '/api/play/account', as: leaving })).statusCode).toBe(401);
    });
  });
});

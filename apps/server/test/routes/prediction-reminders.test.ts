import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { LoginRecord } from '@app/contract/auth';
import { predictions, users } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { insertGame, newPlayer, predict } from '../helpers/game-fixtures.ts';

/**
 * The passes run at the next 06:00 UTC and a few hours after it: "once a day" counts UTC days, so
 * both passes fall on one day whatever the hour the test runs.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const base = Math.floor((Date.now() - 6 * HOUR) / DAY + 1) * DAY + 6 * HOUR;
const hours = (n: number) => new Date(base + n * HOUR);

/** The reminder mails before the lock: who gets one, when, once a day, and the one-click unsubscribe. */
describe('prediction reminders', () => {
  let t: TestApp;
  let game: Awaited<ReturnType<typeof insertGame>>;
  let forgetful: LoginRecord;
  let diligent: LoginRecord;
  let quiet: LoginRecord;
  let early: LoginRecord;
  let stranger: LoginRecord;
  const remindersTo = async (email: string) =>
    (await t.outbox()).filter((m) => m.to === email && m.subject.startsWith('Predictions close soon'));

  beforeAll(async () => {
    t = await buildTestApp();
    // Kicking off in 5 and 30 hours: the first locks within 3 hours once the clock moves 2 hours on.
    game = await insertGame(t.db, { kickOffs: [hours(5), hours(30)] });
    [forgetful, diligent, quiet, early] = [
      await newPlayer(t, 'Forgetful Fan'),
      await newPlayer(t, 'Diligent Fan'),
      await newPlayer(t, 'Quiet Fan'),
      await newPlayer(t, 'Early Fan'),
    ];
    // Wants reminders but has never predicted in this championship: not one of its players.
    stranger = await newPlayer(t, 'Stranger Fan');
    // Each plays the championship (a prediction of the later match); only the diligent one predicted the early match.
    for (const player of [forgetful, diligent, quiet, early])
      expect((await predict(t, player, game.id, game.matchIds[1]!, 1, 0)).statusCode).toBe(200);
    expect((await predict(t, diligent, game.id, game.matchIds[0]!, 2, 2)).statusCode).toBe(200);
    await t.db.update(users).set({ mailPredictionReminders: false }).where(eq(users.id, quiet.userId));
    // A player who chose 24 hours hears of the early match a day ahead; the later one (30 hours) is not due yet.
    await t.db.update(users).set({ reminderHours: 24, language: 'fr' }).where(eq(users.id, early.userId));
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends nothing to the 3-hour players while no match locks within 3 hours; the 24-hour player hears now, in their language', async () => {
    expect(await t.app.predictionReminders.runDue(hours(0))).toBe(1);
    expect(await remindersTo(forgetful.email)).toEqual([]);
    const [mail, ...more] = (await t.outbox()).filter(
      (m) => m.to === early.email && m.subject.startsWith('Les pronostics ferment bientôt'),
    );
    expect(more).toEqual([]);
    expect(mail!.text).toMatch(/d’ici 24\s+heures/);
    // The early match only: the later one locks in 30 hours.
    expect(mail!.text.split('\n').filter((line) => line.startsWith('- '))).toHaveLength(1);
  });

  it('mails the player who has not predicted a match locking within 3 hours, once a day, with a one-click unsubscribe', async () => {
    const soon = hours(2.5);
    // Two passes at once, as two instances would run them: one mail.
    const passes = await Promise.all([t.app.predictionReminders.runDue(soon), t.app.predictionReminders.runDue(soon)]);
    expect(passes.reduce((a, b) => a + b, 0)).toBe(1);
    // Again the same day: nothing more.
    expect(await t.app.predictionReminders.runDue(new Date(soon.getTime() + 60_000))).toBe(0);
    const [mail, ...more] = await remindersTo(forgetful.email);
    expect(more).toEqual([]);
    expect(mail!.text).toContain('Hello Forgetful Fan,');
    expect(mail!.text).toContain(`/play/${game.id}`);
    const unsubscribe = mail!.headers['List-Unsubscribe']!.slice(1, -1);
    expect(mail!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.text).toContain(unsubscribe);
    expect(await remindersTo(diligent.email)).toEqual([]);
    expect(await remindersTo(quiet.email)).toEqual([]);
    expect(await remindersTo(stranger.email)).toEqual([]);

    // The mail client's one-click: a form post, no sign-in; opening the link alone changes nothing.
    const path = unsubscribe.slice(unsubscribe.indexOf('/api/'));
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Stop the reminders');
    const [before] = await t.db
      .select({ on: users.mailPredictionReminders })
      .from(users)
      .where(eq(users.id, forgetful.userId));
    expect(before!.on).toBe(true);
    const posted = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(posted.statusCode).toBe(200);
    const [after] = await t.db
      .select({ on: users.mailPredictionReminders })
      .from(users)
      .where(eq(users.id, forgetful.userId));
    expect(after!.on).toBe(false);
  });

  it("refuses a link whose signature is not the account's, and changes nothing", async () => {
    const forged = await t.app.inject({
      method: 'POST',
      url: `/api/play/reminders/unsubscribe?user=${diligent.userId}&sig=forged`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.statusCode).toBe(404);
    expect(forged.json()).toMatchObject({ message: 'This unsubscribe link is not valid' });
    const [row] = await t.db
      .select({ on: users.mailPredictionReminders })
      .from(users)
      .where(eq(users.id, diligent.userId));
    expect(row!.on).toBe(true);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/play/reminders/unsubscribe?user=not-an-id&sig=x' })).statusCode,
    ).toBe(400);
  });

  it('reads the players in slices by their key: 120 more players due are each mailed once', async () => {
    const slice = await t.db
      .insert(users)
      .values(
        Array.from({ length: 120 }, (_, i) => ({
          email: `slice-${i}@example.com`,
          nickname: `Slice ${i}`,
          role: 'player' as const,
          mailPredictionReminders: true,
        })),
      )
      .returning({ id: users.id });
    await t.db
      .insert(predictions)
      .values(
        slice.map(({ id }) => ({ championshipId: game.id, matchId: game.matchIds[1]!, userId: id, home: 1, away: 0 })),
      );
    expect(await t.app.predictionReminders.runDue(hours(2.5))).toBe(120);
    const mailed = (await t.outbox())
      .filter((m) => m.to.startsWith('slice-') && m.subject.startsWith('Predictions close soon'))
      .map((m) => m.to);
    expect(mailed).toHaveLength(120);
    expect(new Set(mailed).size).toBe(120);
  });
});

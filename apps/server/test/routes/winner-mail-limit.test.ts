import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { LoginRecord } from '@app/contract/auth';
import { mailOutbox } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { insertChampionship, insertWinner } from '../helpers/winners-fixtures.ts';

/** Decision 049: a winner's QR mail is sent at most three times an hour. */
describe("resending a winner's QR mail", () => {
  let t: TestApp;
  let staff: LoginRecord;
  beforeAll(async () => {
    t = await buildTestApp();
    staff = await t.signIn('staff@example.com');
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (id: string) => t.request({ method: 'POST', url: `/api/challenge-winners/${id}/send`, as: staff });
  const queued = async (id: string) =>
    (
      await t.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.kind, 'winner-qr'), eq(mailOutbox.subjectId, id)))
    ).length;

  it('three sends an hour go out; the fourth answers 429 with its message and queues nothing', async () => {
    const { championship, prizes } = await insertChampionship(t.db);
    const winner = await insertWinner(t.db, championship.id, prizes[0]!.id);
    const other = await insertWinner(t.db, championship.id, prizes[0]!.id, 2);
    for (let i = 0; i < 3; i += 1) expect((await send(winner)).statusCode).toBe(200);
    const refused = await send(winner);
    expect(refused.statusCode).toBe(429);
    // The hour runs from the first send: what is left of it is in the answer, in minutes.
    // `count` is the minutes: the console says them in the reader's plural form (decision 056).
    const body = refused.json<{ code: string; messageCode: string; params: { count: number }; message: string }>();
    expect(body).toMatchObject({ code: 'winners.MAIL_THROTTLED', messageCode: 'winnerMailTooOften' });
    expect(body.params.count).toBe(Math.ceil(Number(refused.headers['retry-after']) / 60));
    expect(body.params.count).toBeGreaterThan(1);
    expect(body.message).toBe(
      `This winner's QR mail has been sent too often this hour. Try again in ${body.params.count} minutes.`,
    );
    expect(await queued(winner)).toBe(3);
    // The limit is per winner: another winner's mail still goes out.
    expect((await send(other)).statusCode).toBe(200);
    expect(await queued(other)).toBe(1);
  }, 120_000);
});

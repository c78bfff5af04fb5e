import { eq, sql } from 'drizzle-orm';
import { AUTH_CODES } from '@app/contract/auth';
import type { MessageAnswer } from '@app/contract/common';
import { REMINDER_HOURS, type PlayAccount, type PlayAccountPatch, type PlayEmailChange } from '@app/contract/game';
import { messageText } from '@app/contract/messages';
import { queryRows, type Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { setAuditActor } from '../../db/audit-context.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { lockChampionships, rankBoards, type Board } from '../game/scoring.ts';
import { verifyPassword } from './passwords.ts';
import { nicknameKey } from './nickname-key.ts';
import { assertNicknameFree, withNickname } from './signups.ts';
import { issueConfirmationLink, queueAddressTakenMail } from './email-links.ts';
import { handOverLeaguesOf } from '../leagues/hand-over-leagues.ts';

type UserRow = typeof users.$inferSelect;

/** The column holds one of the choices (its check constraint); the type says so. */
const reminderHoursOf = (hours: number) => REMINDER_HOURS.find((choice) => choice === hours) ?? REMINDER_HOURS[1];

const accountOf = (user: UserRow): PlayAccount => ({
  nickname: user.nickname,
  email: user.email,
  language: user.language,
  mails: { predictionReminders: user.mailPredictionReminders, reminderHours: reminderHoursOf(user.reminderHours) },
});

/** A fan's own account on the fans' side: the player's session only (the routes check the role). */
export function createFanAccount(db: Database, consoleUrl: string) {
  async function player(userId: string): Promise<UserRow> {
    const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) throw notFound(messageText('accountNotFound'), 'auth.ACCOUNT_NOT_FOUND');
    return user;
  }

  return {
    get: async (userId: string) => accountOf(await player(userId)),

    /**
     * A new nickname is held by nobody else, without regard to case and accents (the unique index has the last word).
     */
    async update(userId: string, patch: PlayAccountPatch): Promise<PlayAccount> {
      if (patch.nickname !== undefined) await assertNicknameFree(db, patch.nickname, userId);
      const changes = {
        ...(patch.nickname !== undefined ? { nickname: patch.nickname, nicknameKey: nicknameKey(patch.nickname) } : {}),
        ...(patch.language !== undefined ? { language: patch.language } : {}),
        ...(patch.mails?.predictionReminders !== undefined
          ? { mailPredictionReminders: patch.mails.predictionReminders }
          : {}),
        ...(patch.mails?.reminderHours !== undefined ? { reminderHours: patch.mails.reminderHours } : {}),
      };
      if (Object.keys(changes).length === 0) return accountOf(await player(userId));
      const [user] = await withNickname(db, patch.nickname ?? '', () =>
        db.transaction(async (tx) => {
          await setAuditActor(tx, { id: userId, action: 'PATCH /api/play/account' });
          return tx.update(users).set(changes).where(eq(users.id, userId)).returning();
        }),
      );
      return accountOf(user!);
    },

    /**
     * A new address, changed when its mailed link is opened; the answer is the same whether or not the
     * address has an account (its holder is told by mail instead), so this asks nobody's address.
     */
    async changeEmail(userId: string, change: PlayEmailChange): Promise<MessageAnswer> {
      const user = await player(userId);
      if (!user.passwordHash || !(await verifyPassword(user.passwordHash, change.password))) {
        throw new HttpError(400, messageText('invalidCredentials'), AUTH_CODES.wrongCredentials);
      }
      await db.transaction(async (tx) => {
        const [holder] = await tx.select().from(users).where(eq(users.email, change.email)).limit(1);
        if (holder) {
          if (holder.id !== user.id) await queueAddressTakenMail(tx, holder, consoleUrl);
          return;
        }
        await issueConfirmationLink(tx, user, change.email, { consoleUrl, change: true });
      });
      return { message: messageText('emailChangeSent') };
    },

    /**
     * Deletes the fan's account: their predictions, answers and rows leave the boards, which are
     * ranked again in the same transaction (so every board is right at once); a prize already
     * awarded stays in staff's record with the winner's name and address as written then.
     */
    async delete(userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await setAuditActor(tx, { id: userId, action: 'DELETE /api/play/account' });
        // Every championship the player is in, boards or not yet: a scoring job under way there may be
        // about to write the player's first board rows, and no foreign key refuses them.
        const played = await queryRows<{ championship_id: string }>(
          tx,
          sql`
          select championship_id from standings where user_id = ${userId}
          union select championship_id from predictions where user_id = ${userId}
          union select championship_id from question_answers where user_id = ${userId}`,
        );
        // Under the championships' lock, as scoring is: a scoring job never ranks a board half left.
        await lockChampionships(
          tx,
          played.map((row) => row.championship_id),
        );
        const boards = await queryRows<Board>(
          tx,
          sql`
          with gone as (delete from standings where user_id = ${userId} returning championship_id, period, period_key)
          select distinct championship_id, period, period_key from gone`,
        );
        await handOverLeaguesOf(tx, userId);
        await tx.delete(users).where(eq(users.id, userId));
        await rankBoards(tx, boards);
      });
    },
  };
}
export type FanAccount = ReturnType<typeof createFanAccount>;

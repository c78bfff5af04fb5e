import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { PlaySignupBody } from '@app/contract/game';
import type { SignupBody } from '@app/contract/auth';
import type { Database, Tx } from '../../db/client.ts';
import { bars, users } from '../../db/schema/index.ts';
import { setAuditActor } from '../../db/audit-context.ts';
import { coded, HttpError } from '../../lib/http-error.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { queuePendingBarMails } from '../bars-admin/pending-bar-mails.ts';
import { hashPassword } from './passwords.ts';
import { nicknameKey } from './nickname-key.ts';
import { issueConfirmationLink, queueAddressTakenMail } from './email-links.ts';
import { insertPendingBar } from '../account-bars/account-bars.ts';

const NICKNAME_MAX = 40;
const NICKNAME_TAKEN = 'play.NICKNAME_TAKEN';

/**
 * The first free name of "Nick2", "Nick3"… at the time of asking (a name never longer than the
 * nickname's limit): what the refusal of a taken nickname suggests.
 */
async function freeNickname(db: Database | Tx, nickname: string): Promise<string> {
  for (let from = 2; ; from += 20) {
    const candidates = Array.from({ length: 20 }, (_, i) => {
      const suffix = String(from + i);
      return `${nickname.slice(0, NICKNAME_MAX - suffix.length)}${suffix}`;
    });
    const taken = await db
      .select({ key: users.nicknameKey })
      .from(users)
      .where(inArray(users.nicknameKey, candidates.map(nicknameKey)));
    const takenKeys = new Set(taken.map((row) => row.key));
    const free = candidates.find((candidate) => !takenKeys.has(nicknameKey(candidate)));
    if (free) return free;
  }
}

async function nicknameTaken(db: Database | Tx, nickname: string): Promise<HttpError> {
  const suggestion = await freeNickname(db, nickname);
  return new HttpError(409, coded('nicknameTaken', { suggestion }), NICKNAME_TAKEN);
}

/** Refuses a nickname someone holds (without regard to case and accents) before any work is spent. */
export async function assertNicknameFree(db: Database | Tx, nickname: string, exceptUserId?: string): Promise<void> {
  const [holder] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.nicknameKey, nicknameKey(nickname)))
    .limit(1);
  if (holder && holder.id !== exceptUserId) throw await nicknameTaken(db, nickname);
}

/**
 * A write naming a nickname: the unique index decides between two sign-ups racing for one name,
 * and the loser gets the same refusal as a name already taken.
 */
export async function withNickname<T>(db: Database, nickname: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    // The email is written with ON CONFLICT and the ids are random: the nickname's key is the one that can collide.
    if (isUniqueViolation(error)) throw await nicknameTaken(db, nickname);
    throw error;
  }
}

type NewAccount = {
  email: string;
  password: string;
  nickname: string;
  role: 'owner' | 'player';
  language: PlaySignupBody['language'] | null;
  returnTo: string | null;
};

/**
 * Both sign-ups: the same work and the same answer whether or not the address
 * has an account — the password is hashed, one transaction writes, one mail is queued. A new address
 * gets its account, unconfirmed, and the link that confirms it; a known one a note with the way to
 * a new password. `onCreated` adds what the role brings (an owner's pending bar) in the same transaction.
 */
async function signUp(
  db: Database,
  consoleUrl: string,
  input: NewAccount,
  onCreated?: (tx: Tx, userId: string) => Promise<void>,
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const id = randomUUID();
  const action = input.role === 'player' ? 'POST /api/play/signup' : 'POST /api/authentication/signup';
  await withNickname(db, input.nickname, () =>
    db.transaction(async (tx) => {
      // The new person is the author of their own account in the audit log.
      await setAuditActor(tx, { id, action });
      const [created] = await tx
        .insert(users)
        .values({
          id,
          email: input.email,
          passwordHash,
          role: input.role,
          nickname: input.nickname,
          language: input.language,
          nicknameKey: input.role === 'player' ? nicknameKey(input.nickname) : null,
          emailConfirmedAt: null,
          // A player gets the reminders before the lock until they turn them off (account page, or the mail's link).
          mailPredictionReminders: input.role === 'player',
        })
        .onConflictDoNothing({ target: users.email })
        .returning();
      if (created) {
        await onCreated?.(tx, created.id);
        await issueConfirmationLink(tx, created, created.email, { consoleUrl, returnTo: input.returnTo });
        return;
      }
      const [holder] = await tx.select().from(users).where(eq(users.email, input.email));
      if (holder) await queueAddressTakenMail(tx, holder, consoleUrl);
    }),
  );
}

export function createSignups(db: Database, consoleUrl: string) {
  return {
    /**
     * A bar owner and the empty Pending bar linked to the account; admins hear of the bar once the address is
     * confirmed.
     */
    signup: (body: SignupBody) =>
      signUp(
        db,
        consoleUrl,
        { ...body, nickname: body.username, role: 'owner', language: null, returnTo: null },
        async (tx, userId) => {
          await insertPendingBar(tx, userId, { name: '', email: body.email }, null);
        },
      ),

    /** A player: no bar, their language kept for mails, a nickname nobody else holds. */
    async signupPlayer(body: PlaySignupBody): Promise<void> {
      await assertNicknameFree(db, body.nickname);
      await signUp(db, consoleUrl, { ...body, role: 'player', returnTo: body.returnTo ?? null });
    },
  };
}

/** An owner's address confirmed for the first time: their bar's review starts, and the admins are told. */
export async function queueOwnerBarReview(tx: Tx, userId: string, consoleUrl: string): Promise<void> {
  const [bar] = await tx.select({ id: bars.id }).from(bars).where(eq(bars.ownerUserId, userId)).limit(1);
  if (bar) await queuePendingBarMails(tx, bar.id, consoleUrl);
}

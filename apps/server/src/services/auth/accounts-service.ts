import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { AUTH_CODES } from '@app/contract/auth';
import type { LoginRecord, SignupBody } from '@app/contract/auth';
import type { Role } from '@app/contract/common';
import type { Database } from '../../db/client.ts';
import { HttpError } from '../../lib/http-error.ts';
import { barMembers, bars, passwordResets, users } from '../../db/schema/index.ts';
import { setAuditActor } from '../../db/audit-context.ts';
import type { AccessTokens } from './access-tokens.ts';
import { hashPassword, verifyPassword, burnPasswordCheck } from './passwords.ts';
import { issueRefreshToken, revokeAllSessions, rotateRefreshToken } from './sessions.ts';
import { randomToken, sha256 } from './secrets.ts';

import { INVITATION_LINK_TTL_HOURS, RESET_LINK_TTL_MINUTES } from './password-link-mail.ts';

export { RESET_LINK_TTL_MINUTES };

export class AccountError extends HttpError {
  constructor(statusCode: number, code: string, message: string) {
    super(statusCode, message, code);
  }
}

type UserRow = typeof users.$inferSelect;

export function createAccountsService(db: Database, accessTokens: AccessTokens) {
  /** The bar the user owns, or the bar whose team the user is on. */
  async function barIdOf(userId: string): Promise<string | null> {
    const [bar] = await db.select({ id: bars.id }).from(bars).where(eq(bars.ownerUserId, userId)).limit(1);
    if (bar) return bar.id;
    const [member] = await db.select({ barId: barMembers.barId }).from(barMembers).where(eq(barMembers.userId, userId)).limit(1);
    return member?.barId ?? null;
  }

  async function openSession(user: UserRow): Promise<LoginRecord> {
    const { token, familyId } = await issueRefreshToken(db, user.id);
    const accessToken = await accessTokens.sign({ userId: user.id, role: user.role, familyId });
    return {
      accessToken,
      refreshToken: token,
      authToken: token,
      userId: user.id,
      barId: await barIdOf(user.id),
      nickname: user.nickname,
      email: user.email,
      role: user.role,
    };
  }

  async function findByEmail(email: string): Promise<UserRow | undefined> {
    const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    return user;
  }

  return {
    findByEmail,
    barIdOf,

    /** Returns null on wrong credentials; the caller decides how to answer and what to count. */
    async signin(email: string, password: string): Promise<LoginRecord | null> {
      const user = await findByEmail(email);
      if (!user?.passwordHash) {
        await burnPasswordCheck(password);
        return null;
      }
      if (!(await verifyPassword(user.passwordHash, password))) return null;
      // Said only to whoever knows the password, so it does not tell strangers the account exists.
      if (!user.active) throw new AccountError(403, AUTH_CODES.deactivated, 'This account is deactivated');
      await db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, user.id));
      return openSession(user);
    },

    /** A new owner and the empty Pending bar linked to the account, in one transaction. */
    async signup(body: SignupBody): Promise<LoginRecord> {
      const passwordHash = await hashPassword(body.password);
      const id = randomUUID();
      const user = await db.transaction(async (tx) => {
        // The new owner is the author of their own account and bar in the audit log.
        await setAuditActor(tx, { id, action: 'POST /api/authentication/signup' });
        const inserted = await tx.insert(users)
          .values({ id, email: body.email, passwordHash, role: 'owner', nickname: body.username })
          .onConflictDoNothing({ target: users.email })
          .returning();
        const created = inserted[0];
        if (!created) throw new AccountError(409, 'auth.EMAIL_TAKEN', 'An account with this email already exists');
        await tx.insert(bars).values({ ownerUserId: created.id, status: 'pending', email: body.email, searchText: body.email });
        return created;
      });
      return openSession(user);
    },

    async createUser(input: { email: string; password: string; role: Role; nickname: string }): Promise<UserRow> {
      const passwordHash = await hashPassword(input.password);
      const [user] = await db.insert(users).values({ ...input, passwordHash }).returning();
      if (!user) throw new Error('user insert returned nothing');
      return user;
    },

    async refresh(presented: string): Promise<{ accessToken: string; authToken: string } | null> {
      const rotation = await rotateRefreshToken(db, presented);
      if (!rotation.ok) return null;
      const [user] = await db.select().from(users).where(eq(users.id, rotation.userId)).limit(1);
      if (!user) return null;
      const accessToken = await accessTokens.sign({ userId: user.id, role: user.role, familyId: rotation.familyId });
      return { accessToken, authToken: rotation.token };
    },

    signout: (userId: string) => revokeAllSessions(db, userId),

    async changePassword(userId: string, oldPassword: string, password: string): Promise<void> {
      const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, oldPassword))) {
        throw new AccountError(400, 'auth.WRONG_CREDENTIALS', 'Invalid old password');
      }
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, passwordChangedAt: new Date() }).where(eq(users.id, userId));
        await revokeAllSessions(tx, userId);
      });
    },

    /** Returns the raw token to mail, or null for an unknown email (the caller answers the same). */
    async createResetToken(email: string): Promise<{ token: string; user: UserRow } | null> {
      const user = await findByEmail(email);
      if (!user?.active) return null;
      const token = randomToken();
      await db.insert(passwordResets).values({
        userId: user.id,
        tokenHash: sha256(token),
        expiresAt: new Date(Date.now() + RESET_LINK_TTL_MINUTES * 60 * 1000),
      });
      return { token, user };
    },

    /**
     * A new account without a password and its single-use set-password link (the reset machinery,
     * valid 72 hours), in one transaction; a team member joins the bar in the same one.
     */
    async invite(input: { email: string; nickname: string; role: Role; team?: { barId: string; invitedBy: string } }): Promise<{ token: string; user: UserRow }> {
      const token = randomToken();
      const user = await db.transaction(async (tx) => {
        const [created] = await tx.insert(users).values({ email: input.email, nickname: input.nickname, role: input.role, passwordHash: null })
          .onConflictDoNothing({ target: users.email }).returning();
        if (!created) throw new AccountError(409, AUTH_CODES.emailTaken, 'An account with this email already exists');
        if (input.team) await tx.insert(barMembers).values({ userId: created.id, ...input.team });
        await tx.insert(passwordResets).values({
          userId: created.id,
          tokenHash: sha256(token),
          expiresAt: new Date(Date.now() + INVITATION_LINK_TTL_HOURS * 3600 * 1000),
        });
        return created;
      });
      return { token, user };
    },

    async resetPassword(token: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        // Spending the link and setting the password happen together, and only once.
        const [reset] = await tx.update(passwordResets).set({ usedAt: new Date() })
          .where(and(eq(passwordResets.tokenHash, sha256(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date())))
          .returning();
        if (!reset) throw new AccountError(400, 'auth.INVALID_RESET_LINK', 'This reset link is not valid or has expired. Please ask for a new one.');
        const [holder] = await tx.select({ active: users.active }).from(users).where(eq(users.id, reset.userId));
        if (!holder?.active) throw new AccountError(400, 'auth.INVALID_RESET_LINK', 'This reset link is not valid or has expired. Please ask for a new one.');
        // Whoever holds the link acts as the account's owner (an invitation or a reset).
        await setAuditActor(tx, { id: reset.userId, action: 'POST /api/authentication/reset-password' });
        await tx.update(users).set({ passwordHash, passwordChangedAt: new Date() }).where(eq(users.id, reset.userId));
        await tx.update(passwordResets).set({ usedAt: new Date() })
          .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
        await revokeAllSessions(tx, reset.userId);
      });
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;

import type { ConsoleLanguage } from '@app/contract/languages';
import { and, desc, eq, gt, inArray, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import { AUTH_CODES } from '@app/contract/auth';
import type { LoginRecord, UpdateMeBody } from '@app/contract/auth';
import type { Role } from '@app/contract/common';
import { TEAM_CODES, type TeamRole } from '@app/contract/team';
import type { Database, Tx } from '../../db/client.ts';
import { coded, HttpError } from '../../lib/http-error.ts';
import { barMembers, emailConfirmations, passwordResets, users } from '../../db/schema/index.ts';
import { setAuditActor } from '../../db/audit-context.ts';
import type { AccessTokens } from './access-tokens.ts';
import { hashPassword, verifyPassword, burnPasswordCheck } from './passwords.ts';
import { issueRefreshToken, refreshableSession, revokeAllSessions, rotateRefreshToken } from './sessions.ts';
import { randomToken, sha256 } from './secrets.ts';
import { issueResetLink, queueResetRequest } from './reset-requests.ts';
import { queueMail } from '../mail/mail-outbox.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { createSignups, queueOwnerBarReview } from './signups.ts';
import { issueConfirmationLink, spendConfirmationLink } from './email-links.ts';
import { INVITATION_LINK_TTL_HOURS, invitationMail, teamJoinedMail } from './password-link-mail.ts';
import { accountBars, onlyBarId } from '../account-bars/account-bars.ts';
import type { AccountBar } from '@app/contract/account-bars';

class AccountError extends HttpError {
  constructor(statusCode: number, code: string, message: string) {
    super(statusCode, message, code);
  }
}

type UserRow = typeof users.$inferSelect;

/** Any password change ends every outstanding reset link of the account. */
async function endResetLinks(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/**
 * A person removed from a bar's team (a deactivated manager or scanner on no team now) can be invited
 * again, by that bar or another: the account comes back active with the new role and without a
 * password, so the new invitation's link is the only way in. Any other existing account is taken,
 * and one an admin deactivated stays off until an admin turns it on.
 */
async function rejoinRemovedMember(tx: Tx, email: string, role: Role): Promise<UserRow | undefined> {
  const [revived] = await tx
    .update(users)
    .set({ role, active: true, deactivatedBy: null, passwordHash: null })
    .where(
      and(
        eq(users.email, email),
        eq(users.active, false),
        eq(users.deactivatedBy, 'team'),
        inArray(users.role, ['manager', 'scanner']),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(barMembers)
            .where(and(eq(barMembers.userId, users.id), isNull(barMembers.removedAt))),
        ),
      ),
    )
    .returning();
  return revived;
}

/** An active account of a bar's team (manager, scanner), which may join another bar's team too. */
async function activeTeamAccount(tx: Tx, email: string): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.email, email), eq(users.active, true), inArray(users.role, ['manager', 'scanner'])))
    .limit(1);
  return row;
}

/** A membership's role: a team's invitation is for a manager or a scanner (the contract's choice). */
const teamRoleOf = (role: Role): TeamRole => (role === 'manager' ? 'manager' : 'scanner');

/** A team's account (manager, scanner) an admin turned off: an invitation is told so, not just 'taken'. */
async function deactivatedByAdmin(tx: Tx, email: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.email, email),
        eq(users.active, false),
        eq(users.deactivatedBy, 'admin'),
        inArray(users.role, ['manager', 'scanner']),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Who invites and to what, as an invitation mail says it. */
type InvitationMailFrom = { invitedBy: string; place: string | null; language?: ConsoleLanguage | null };

/** `consoleUrl`: the base of links written into mails. */
export function createAccountsService(db: Database, accessTokens: AccessTokens, options: { consoleUrl: string }) {
  /** The account's bars, and its only one for the clients that know of one. */
  async function barsOf(userId: string): Promise<{ barId: string | null; bars: AccountBar[] }> {
    const held = await accountBars(db, userId);
    return { barId: onlyBarId(held), bars: held };
  }

  async function openSession(user: UserRow): Promise<LoginRecord> {
    const { token, familyId } = await issueRefreshToken(db, user.id);
    const accessToken = await accessTokens.sign({ userId: user.id, role: user.role, familyId });
    return {
      accessToken,
      refreshToken: token,
      authToken: token,
      userId: user.id,
      ...(await barsOf(user.id)),
      nickname: user.nickname,
      email: user.email,
      role: user.role,
      language: user.language,
      theme: user.theme,
      layout: user.layout,
    };
  }

  async function findByEmail(email: string): Promise<UserRow | undefined> {
    const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
    return user;
  }

  return {
    findByEmail,

    /**
     * A new link to confirm the address, for the holder of an unconfirmed account who knows its
     * password; for any other email or password nothing is sent, and it takes as long.
     */
    async sendConfirmationAgain(email: string, password: string): Promise<void> {
      const user = await findByEmail(email);
      if (!user?.passwordHash) {
        await burnPasswordCheck(password);
        return;
      }
      if (!(await verifyPassword(user.passwordHash, password)) || !user.active || user.emailConfirmedAt) return;
      const [latest] = await db
        .select({ returnTo: emailConfirmations.returnTo })
        .from(emailConfirmations)
        .where(and(eq(emailConfirmations.userId, user.id), eq(emailConfirmations.email, user.email)))
        .orderBy(desc(emailConfirmations.createdAt))
        .limit(1);
      await db.transaction((tx) =>
        issueConfirmationLink(tx, user, user.email, {
          consoleUrl: options.consoleUrl,
          returnTo: latest?.returnTo ?? null,
        }),
      );
    },

    /**
     * Spends a confirmation link: a new account's signs its holder in (the session's record) and an
     * owner's bar goes to review; an address change only changes the address. Null: the link is no good.
     */
    async confirmEmail(
      token: string,
    ): Promise<{ user: UserRow; returnTo: string | null; session: LoginRecord | null } | null> {
      const spent = await db.transaction(async (tx) => {
        const link = await spendConfirmationLink(tx, token).catch((error: unknown) => {
          // Another account took the new address since the change was asked for.
          if (isUniqueViolation(error))
            throw new AccountError(409, AUTH_CODES.emailTaken, 'An account with this email already exists');
          throw error;
        });
        if (!link) return null;
        await setAuditActor(tx, { id: link.user.id, action: 'POST /api/authentication/confirm-email' });
        if (!link.wasConfirmed && link.user.role === 'owner')
          await queueOwnerBarReview(tx, link.user.id, options.consoleUrl);
        return link;
      });
      if (!spent) return null;
      if (spent.wasConfirmed) return { user: spent.user, returnTo: spent.returnTo, session: null };
      await db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, spent.user.id));
      return { user: spent.user, returnTo: spent.returnTo, session: await openSession(spent.user) };
    },

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
      if (!user.emailConfirmedAt) throw new HttpError(403, coded('emailUnconfirmed'), AUTH_CODES.emailUnconfirmed);
      await db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, user.id));
      return openSession(user);
    },

    ...createSignups(db, options.consoleUrl),

    async createUser(input: { email: string; password: string; role: Role; nickname: string }): Promise<UserRow> {
      const passwordHash = await hashPassword(input.password);
      const [user] = await db
        .insert(users)
        .values({ ...input, passwordHash })
        .returning();
      if (!user) throw new Error('user insert returned nothing');
      return user;
    },

    /** The new pair, or why the token was refused ('reused' is a replay: its whole family was revoked). */
    async refresh(
      presented: string,
    ): Promise<
      | { ok: true; accessToken: string; authToken: string }
      | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused'; userId?: string }
    > {
      const rotation = await rotateRefreshToken(db, presented);
      if (!rotation.ok) return rotation;
      const [user] = await db.select().from(users).where(eq(users.id, rotation.userId)).limit(1);
      if (!user) return { ok: false, reason: 'unknown' };
      const accessToken = await accessTokens.sign({ userId: user.id, role: user.role, familyId: rotation.familyId });
      return { ok: true, accessToken, authToken: rotation.token };
    },

    signout: (userId: string) => revokeAllSessions(db, userId),

    /** The session a refresh token could refresh, left unspent (a drawn page's reader). */
    refreshableSession: (presented: string) => refreshableSession(db, presented),

    /**
     * The person's console language, theme and layout: the console sends each when they change it, and
     * applies them at sign-in on a browser where they never chose; their mails use the language.
     */
    async setPreferences(userId: string, preferences: UpdateMeBody): Promise<UserRow> {
      return db.transaction(async (tx) => {
        const [user] = await tx.update(users).set(preferences).where(eq(users.id, userId)).returning();
        return user!;
      });
    },

    async changePassword(userId: string, oldPassword: string, password: string): Promise<void> {
      const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
      if (!user?.passwordHash || !(await verifyPassword(user.passwordHash, oldPassword))) {
        throw new AccountError(400, 'auth.WRONG_CREDENTIALS', 'Invalid old password');
      }
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, passwordChangedAt: new Date() }).where(eq(users.id, userId));
        await revokeAllSessions(tx, userId);
        // A reset link asked for before the change must not set a password after it.
        await endResetLinks(tx, userId);
      });
    },

    /**
     * Forgot-password: queues the request (one insert, whatever the email); the mail sender stores
     * the link and queues its mail after the answer, for an active account only (reset-requests.ts).
     */
    queuePasswordReset: (email: string) => queueResetRequest(db, email),

    /**
     * A reset link issued at once, without the queue: the token comes back. For tools and tests only
     * (the route queues with queuePasswordReset, so its answer does the same work for any email).
     */
    async requestPasswordReset(email: string): Promise<{ token: string } | null> {
      const user = await findByEmail(email);
      if (!user?.active) return null;
      const token = await db.transaction((tx) => issueResetLink(tx, user, options.consoleUrl));
      return { token };
    },

    /**
     * A new account without a password and its single-use set-password link (the reset machinery,
     * valid 72 hours), in one transaction; a team member joins the bar in the same one.
     */
    async invite(input: {
      email: string;
      nickname: string;
      role: Role;
      team?: { barId: string; invitedBy: string };
      from: { invitedBy: string; place: string | null; language?: ConsoleLanguage | null };
    }): Promise<{ token: string | null; user: UserRow }> {
      const token = randomToken();
      return db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(users)
          .values({
            email: input.email,
            nickname: input.nickname,
            role: input.role,
            passwordHash: null,
            language: input.from.language ?? null,
          })
          .onConflictDoNothing({ target: users.email })
          .returning();
        const created = inserted ?? (input.team ? await rejoinRemovedMember(tx, input.email, input.role) : undefined);
        // A person on another bar's team joins this one too, with this bar's role, signing in as before.
        const joining = !created && input.team ? await activeTeamAccount(tx, input.email) : undefined;
        if (!created && !joining && input.team && (await deactivatedByAdmin(tx, input.email))) {
          throw new HttpError(409, coded('accountDeactivatedByAdmin'), AUTH_CODES.deactivatedByAdmin);
        }
        const person = created ?? joining;
        if (!person) throw new AccountError(409, AUTH_CODES.emailTaken, 'An account with this email already exists');
        // A removed member's old row on this bar becomes the new membership; a live one is refused.
        if (input.team) {
          const membership = { ...input.team, role: teamRoleOf(input.role), createdAt: new Date(), removedAt: null };
          const joined = await tx
            .insert(barMembers)
            .values({ userId: person.id, ...membership })
            .onConflictDoUpdate({
              target: [barMembers.userId, barMembers.barId],
              set: membership,
              setWhere: isNotNull(barMembers.removedAt),
            })
            .returning({ userId: barMembers.userId });
          if (joined.length === 0) throw new HttpError(409, coded('alreadyOnTeam'), TEAM_CODES.alreadyMember);
          // A person who signs in already is told, in the same transaction: a bar appearing in their
          // menu unannounced is a surprise. One still to choose a password has their invitation.
          if (joining?.passwordHash)
            await queueMail(
              tx,
              teamJoinedMail({
                to: joining.email,
                nickname: joining.nickname,
                consoleUrl: options.consoleUrl,
                invitedBy: input.from.invitedBy,
                place: input.from.place ?? '',
                language: joining.language ?? input.from.language ?? null,
              }),
            );
        }
        if (!created) return { token: null, user: person };
        await tx.insert(passwordResets).values({
          userId: created.id,
          tokenHash: sha256(token),
          expiresAt: new Date(Date.now() + INVITATION_LINK_TTL_HOURS * 3600 * 1000),
        });
        // The invitation mail exists if and only if the account and its link commit.
        await queueMail(
          tx,
          invitationMail({
            to: created.email,
            nickname: created.nickname,
            token,
            consoleUrl: options.consoleUrl,
            ...input.from,
          }),
        );
        return { token, user: created };
      });
    },

    /**
     * A fresh invitation for a person who has not chosen a password yet: their earlier links end,
     * a new one is valid 72 hours, and the mail goes out, all in one transaction. Its expiry, for the
     * team page. False: no such account waiting for a password.
     */
    async resendInvitation(userId: string, from: InvitationMailFrom): Promise<Date | null> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .select()
          .from(users)
          .where(and(eq(users.id, userId), isNull(users.passwordHash), eq(users.active, true)))
          .for('update');
        if (!user) return null;
        await endResetLinks(tx, user.id);
        const token = randomToken();
        const expiresAt = new Date(Date.now() + INVITATION_LINK_TTL_HOURS * 3600 * 1000);
        await tx.insert(passwordResets).values({ userId: user.id, tokenHash: sha256(token), expiresAt });
        const { email: to, nickname } = user;
        await queueMail(tx, invitationMail({ to, nickname, token, consoleUrl: options.consoleUrl, ...from }));
        return expiresAt;
      });
    },

    /**
     * When a reset or invitation link can be used until, without spending it: the page it opens says
     * at once that a used or expired link is no good; null when it is not valid.
     */
    async resetLinkExpiry(token: string): Promise<Date | null> {
      const [link] = await db
        .select({ expiresAt: passwordResets.expiresAt })
        .from(passwordResets)
        .innerJoin(users, eq(users.id, passwordResets.userId))
        .where(
          and(
            eq(passwordResets.tokenHash, sha256(token)),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, new Date()),
            eq(users.active, true),
          ),
        )
        .limit(1);
      return link?.expiresAt ?? null;
    },

    /** Sets the password through a reset link and returns the account's id; null when the link is not valid. */
    async resetPassword(token: string, password: string): Promise<string | null> {
      const tokenHash = sha256(token);
      const live = and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      );
      // The link first: hashing (the expensive part) is spent only on a link that can be used.
      const [candidate] = await db.select({ id: passwordResets.id }).from(passwordResets).where(live).limit(1);
      if (!candidate) return null;
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        // Spending the link and setting the password happen together, and only once.
        const [reset] = await tx.update(passwordResets).set({ usedAt: new Date() }).where(live).returning();
        if (!reset) return null;
        const [holder] = await tx
          .select({ active: users.active, role: users.role, emailConfirmedAt: users.emailConfirmedAt })
          .from(users)
          .where(eq(users.id, reset.userId));
        if (!holder?.active) return null;
        // Whoever holds the link acts as the account's owner (an invitation or a reset).
        await setAuditActor(tx, { id: reset.userId, action: 'POST /api/authentication/reset-password' });
        // A link opened from the mailbox proves the address, as a confirmation link does.
        await tx
          .update(users)
          .set({ passwordHash, passwordChangedAt: new Date(), emailConfirmedAt: holder.emailConfirmedAt ?? new Date() })
          .where(eq(users.id, reset.userId));
        if (!holder.emailConfirmedAt && holder.role === 'owner')
          await queueOwnerBarReview(tx, reset.userId, options.consoleUrl);
        await endResetLinks(tx, reset.userId);
        await revokeAllSessions(tx, reset.userId);
        return reset.userId;
      });
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;

import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Role } from '@app/contract/common';
import type { Tx } from '../../db/client.ts';
import { emailConfirmations, users } from '../../db/schema/index.ts';
import { queueMail, type QueuedMail } from '../mail/mail-outbox.ts';
import { mailTexts } from '../mail/texts/index.ts';
import { randomToken, sha256 } from './secrets.ts';

/** A confirmation link is opened later than a reset the person asked for themselves, as an invitation is. */
const EMAIL_LINK_TTL_HOURS = 72;

type Account = { id: string; role: Role; nickname: string; language: string | null };

/** Fans are looked after on the fans' side: their links open /play pages, everyone else's the console's. */
export const sidePath = (role: Role, path: string) => (role === 'player' ? `/play${path}` : path);

/**
 * A single-use link confirming `email` for the account (a new account's address, or the new address
 * of a change): only the token's hash is stored, as for reset links. Its mail goes to `email`, in
 * the caller's transaction. `returnTo`: the fans' page the link brings them back to.
 */
export async function issueConfirmationLink(
  tx: Tx,
  account: Account,
  email: string,
  options: { consoleUrl: string; returnTo?: string | null; change?: boolean },
): Promise<string> {
  const token = randomToken();
  await tx.insert(emailConfirmations).values({
    userId: account.id,
    email,
    tokenHash: sha256(token),
    returnTo: options.returnTo ?? null,
    expiresAt: new Date(Date.now() + EMAIL_LINK_TTL_HOURS * 3600 * 1000),
  });
  const t = mailTexts(account.language);
  const link = `${options.consoleUrl}${sidePath(account.role, '/confirm-email')}?token=${encodeURIComponent(token)}`;
  const lines = options.change
    ? [t('emailChangeOpen', { hours: EMAIL_LINK_TTL_HOURS }), link, t('resetIgnore')]
    : [t('confirmOpen', { hours: EMAIL_LINK_TTL_HOURS }), link, t('confirmIgnore')];
  const mail: QueuedMail = {
    kind: 'email-confirm',
    to: email,
    subject: t(options.change ? 'emailChangeSubject' : 'confirmSubject'),
    text: `${t('greeting', { name: account.nickname })}\n\n${lines.join('\n\n')}\n`,
  };
  await queueMail(tx, mail);
  return token;
}

/** The mail to the holder of an address someone signed up with again: nothing was made; the way to a new password. */
export async function queueAddressTakenMail(
  tx: Tx,
  account: Account & { email: string },
  consoleUrl: string,
): Promise<void> {
  const t = mailTexts(account.language);
  await queueMail(tx, {
    kind: 'signup-taken',
    to: account.email,
    subject: t('takenSubject'),
    text:
      `${t('greeting', { name: account.nickname })}\n\n${t('takenLine')}\n\n${t('takenForgot')}\n\n` +
      `${consoleUrl}${sidePath(account.role, '/forgot-password')}\n\n${t('resetIgnore')}\n`,
  });
}

/**
 * Spends a confirmation link: the account's address becomes the link's, confirmed. Null when the link
 * is not valid (unknown, used, expired, or its account is deactivated). `wasConfirmed`: the account
 * was confirmed before (an address change), so the link changes the address and signs nobody in.
 */
export async function spendConfirmationLink(tx: Tx, token: string) {
  const [link] = await tx
    .update(emailConfirmations)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailConfirmations.tokenHash, sha256(token)),
        isNull(emailConfirmations.usedAt),
        gt(emailConfirmations.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!link) return null;
  const [before] = await tx.select().from(users).where(eq(users.id, link.userId));
  if (!before?.active) return null;
  const [user] = await tx
    .update(users)
    .set({ email: link.email, emailConfirmedAt: before.emailConfirmedAt ?? new Date() })
    .where(eq(users.id, link.userId))
    .returning();
  // The other links of the account end with this one: an older one must not undo the change.
  await tx
    .update(emailConfirmations)
    .set({ usedAt: new Date() })
    .where(and(eq(emailConfirmations.userId, link.userId), isNull(emailConfirmations.usedAt)));
  return { user: user!, returnTo: link.returnTo, wasConfirmed: before.emailConfirmedAt !== null };
}

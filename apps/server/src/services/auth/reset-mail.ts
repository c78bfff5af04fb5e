import { mailTexts } from '../mail/texts/index.ts';
import type { QueuedMail } from '../mail/mail-outbox.ts';
import type { Role } from '@app/contract/common';
import { sidePath } from './email-links.ts';

export const RESET_LINK_TTL_MINUTES = 30;

/**
 * The password reset mail, in the account's language: the link carries the raw token (only its hash
 * is stored) and opens the reset page of the account's side (a fan's on the fans' side).
 */
export function resetMail(input: {
  to: string;
  nickname: string;
  role: Role;
  token: string;
  consoleUrl: string;
  language?: string | null;
}): QueuedMail {
  const t = mailTexts(input.language);
  const link = `${input.consoleUrl}${sidePath(input.role, '/reset-password')}?token=${encodeURIComponent(input.token)}`;
  return {
    kind: 'password-reset',
    to: input.to,
    subject: t('resetSubject'),
    text: `${t('greeting', { name: input.nickname })}\n\n${t('resetOpen', { minutes: RESET_LINK_TTL_MINUTES })}\n\n${link}\n\n${t('resetIgnore')}\n`,
  };
}

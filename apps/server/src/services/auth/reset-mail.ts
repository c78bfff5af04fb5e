import type { QueuedMail } from '../mail/mail-outbox.ts';

export const RESET_LINK_TTL_MINUTES = 30;

/** The password reset mail: the link carries the raw token (only its hash is stored). */
export function resetMail(input: { to: string; nickname: string; token: string; consoleUrl: string }): QueuedMail {
  const link = `${input.consoleUrl}/reset-password?token=${encodeURIComponent(input.token)}`;
  return {
    kind: 'password-reset',
    to: input.to,
    subject: 'Reset your password',
    text: `Hello ${input.nickname},\n\nTo choose a new password, open this link within ${RESET_LINK_TTL_MINUTES} minutes:\n\n${link}\n\nIf you did not ask for this, you can ignore this message.\n`,
  };
}

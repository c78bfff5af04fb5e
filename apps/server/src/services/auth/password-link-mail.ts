import type { QueuedMail } from '../mail/mail-outbox.ts';

/** An invitation is opened later than a reset the person asked for themselves. */
export const INVITATION_LINK_TTL_HOURS = 72;

export type InvitationMailInput = { to: string; nickname: string; token: string; consoleUrl: string; invitedBy: string; place: string };

/** The set-password page of the console; `invitation=1` makes it say "Choose your password". */
export function invitationLinkUrl(consoleUrl: string, token: string): string {
  return `${consoleUrl}/reset-password?token=${encodeURIComponent(token)}&invitation=1`;
}

/**
 * The invitation mail: the reset machinery's set-password link, valid 72 hours. Queued through
 * the outbox in the transaction that creates the account and its token (as the reset mail is).
 */
export function invitationMail(input: InvitationMailInput): QueuedMail {
  const url = invitationLinkUrl(input.consoleUrl, input.token);
  return {
    kind: 'invitation',
    to: input.to,
    subject: 'You are invited to Matchday Console',
    text: `Hello ${input.nickname},\n\n${input.invitedBy} invited you to ${input.place} on Matchday Console.\n\nTo choose your password and sign in, open this link within ${INVITATION_LINK_TTL_HOURS} hours (it works once):\n\n${url}\n\nIf you did not expect this, you can ignore this message.\n`,
  };
}

import { mailTexts } from '../mail/texts/index.ts';
import type { QueuedMail } from '../mail/mail-outbox.ts';

/** An invitation is opened later than a reset the person asked for themselves. */
export const INVITATION_LINK_TTL_HOURS = 72;

export type InvitationMailInput = {
  to: string;
  nickname: string;
  token: string;
  consoleUrl: string;
  invitedBy: string;
  /** The name of the bar whose team they join ('' for a bar with no name yet); null for the console's staff. */
  place: string | null;
  language?: string | null;
};

/** A bar's team, in the mail's language. */
const teamOfBar = (t: ReturnType<typeof mailTexts>, bar: string) => (bar ? t('teamOf', { bar }) : t('aBarTeam'));

/** The set-password page of the console; `invitation=1` makes it say "Choose your password". */
function invitationLinkUrl(consoleUrl: string, token: string): string {
  return `${consoleUrl}/reset-password?token=${encodeURIComponent(token)}&invitation=1`;
}

/**
 * The invitation mail: the reset machinery's set-password link, valid 72 hours. `place` names the bar
 * a team member joins; null for the console's own staff, who join the team itself. Queued through
 * the outbox in the transaction that creates the account and its token (as the reset mail is).
 */
export function invitationMail(input: InvitationMailInput): QueuedMail {
  const url = invitationLinkUrl(input.consoleUrl, input.token);
  const t = mailTexts(input.language);
  return {
    kind: 'invitation',
    to: input.to,
    subject: t('inviteSubject'),
    text: `${t('greeting', { name: input.nickname })}\n\n${input.place === null ? t('inviteStaff', { invitedBy: input.invitedBy }) : t('inviteWho', { invitedBy: input.invitedBy, place: teamOfBar(t, input.place) })}\n\n${t('inviteOpen', { hours: INVITATION_LINK_TTL_HOURS })}\n\n${url}\n\n${t('inviteIgnore')}\n`,
  };
}

/**
 * A person already on another bar's team, added to this one: no new account and no link, they sign
 * in as before and find the bar in their bar menu. In their own language when they chose one.
 */
export function teamJoinedMail(input: {
  to: string;
  nickname: string;
  consoleUrl: string;
  invitedBy: string;
  place: string;
  language?: string | null;
}): QueuedMail {
  const t = mailTexts(input.language);
  return {
    kind: 'invitation',
    to: input.to,
    subject: t('joinedSubject', { place: teamOfBar(t, input.place) }),
    text: `${t('greeting', { name: input.nickname })}\n\n${t('joinedLine', { invitedBy: input.invitedBy, place: teamOfBar(t, input.place) })}\n\n${t('joinedSignIn')}\n\n${input.consoleUrl}/login\n\n${t('inviteIgnore')}\n`,
  };
}

import type { Mail, Mailer } from '../mail/mailer.ts';

export const RESET_LINK_TTL_MINUTES = 30;
/** An invitation is opened later than a reset the person asked for themselves. */
export const INVITATION_LINK_TTL_HOURS = 72;

export type PasswordLink =
  | { kind: 'reset'; token: string; to: { email: string; nickname: string } }
  | { kind: 'invitation'; token: string; to: { email: string; nickname: string }; invitedBy: string; place: string };

/** The set-password page of the console; `invitation=1` makes it say "Choose your password". */
export function passwordLinkUrl(publicUrl: string, link: PasswordLink): string {
  const query = `token=${encodeURIComponent(link.token)}${link.kind === 'invitation' ? '&invitation=1' : ''}`;
  return `${publicUrl}/reset-password?${query}`;
}

export function passwordLinkMail(publicUrl: string, link: PasswordLink): Mail {
  const url = passwordLinkUrl(publicUrl, link);
  if (link.kind === 'reset') {
    return {
      to: link.to.email,
      subject: 'Reset your password',
      text: `Hello ${link.to.nickname},\n\nTo choose a new password, open this link within ${RESET_LINK_TTL_MINUTES} minutes:\n\n${url}\n\nIf you did not ask for this, you can ignore this message.\n`,
    };
  }
  return {
    to: link.to.email,
    subject: 'You are invited to Matchday Console',
    text: `Hello ${link.to.nickname},\n\n${link.invitedBy} invited you to ${link.place} on Matchday Console.\n\nTo choose your password and sign in, open this link within ${INVITATION_LINK_TTL_HOURS} hours (it works once):\n\n${url}\n\nIf you did not expect this, you can ignore this message.\n`,
  };
}

/** The one path of every set-password mail (reset and invitation), so both go the same way out. */
export async function sendPasswordLinkMail(mailer: Mailer, publicUrl: string, link: PasswordLink): Promise<void> {
  await mailer.send(passwordLinkMail(publicUrl, link));
}

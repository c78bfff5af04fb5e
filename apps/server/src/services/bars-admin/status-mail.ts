import type { BarStatus } from '@app/contract/bars-admin';
import type { Mail } from '../mail/mailer.ts';

const WHAT: Record<BarStatus, { subject: string; line: string }> = {
  accepted: { subject: 'has been accepted', line: 'has been accepted. It is now listed and can broadcast matches.' },
  pending: { subject: 'is waiting for review again', line: 'has been moved back to review. An administrator will look at it again soon.' },
  rejected: { subject: 'has been rejected', line: 'has been rejected.' },
};

/** The mail an owner gets when an admin moves their bar (PRODUCT.md: the owner is told). */
export function statusMail(input: { to: string; barName: string; status: BarStatus; reason: string; consoleUrl: string }): Mail {
  const name = input.barName.trim() ? `"${input.barName.trim()}"` : '';
  const what = WHAT[input.status];
  const subject = name ? `Your bar ${name} ${what.subject}` : `Your bar ${what.subject}`;
  const lines = [
    'Hello,',
    '',
    `Your bar${name ? ` ${name}` : ''} ${what.line}`,
    ...(input.reason ? ['', `Reason: ${input.reason}`] : []),
    '',
    `You can see and edit your bar at ${input.consoleUrl}/edit-bar`,
    '',
  ];
  return { to: input.to, subject, text: lines.join('\n') };
}

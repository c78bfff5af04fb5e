import type { BarStatus } from '@app/contract/bars-admin';
import type { Mail } from '../mail/mailer.ts';
import { mailTexts, type MailTextKey } from '../mail/texts/index.ts';

const WHAT: Record<BarStatus, { subject: MailTextKey; line: MailTextKey }> = {
  accepted: { subject: 'barAcceptedSubject', line: 'barAcceptedLine' },
  pending: { subject: 'barPendingSubject', line: 'barPendingLine' },
  rejected: { subject: 'barRejectedSubject', line: 'barRejectedLine' },
};

/**
 * The mail an owner gets when an admin moves their bar (docs/product.md: the owner is told), in the owner's language.
 */
export function statusMail(input: {
  to: string;
  barName: string;
  status: BarStatus;
  reason: string;
  consoleUrl: string;
  language?: string | null;
}): Mail {
  const t = mailTexts(input.language);
  const bar = input.barName.trim() ? `"${input.barName.trim()}"` : '';
  const what = WHAT[input.status];
  const lines = [
    t('greetingNoName'),
    '',
    t(what.line, { bar }),
    ...(input.reason ? ['', t('barReason', { reason: input.reason })] : []),
    '',
    t('barEditLink', { url: `${input.consoleUrl}/edit-bar` }),
    '',
  ];
  return { to: input.to, subject: t(what.subject, { bar }), text: lines.join('\n') };
}

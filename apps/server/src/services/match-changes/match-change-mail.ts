import type { MatchChangeKind } from '@app/contract/notices';
import type { QueuedMail } from '../mail/mail-outbox.ts';

export type MatchChangeMailInput = {
  to: string;
  nickname: string;
  barName: string;
  kind: MatchChangeKind;
  headline: string;
  previousDate: Date;
  scheduledDate: Date;
  matchId: string;
  consoleUrl: string;
};

/** "18:00 - 5 Dec 2026 (UTC)": SPEC.md's date pattern; the recipient's zone is not known yet. */
function kickOff(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'UTC', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', day: 'numeric', month: 'short', year: 'numeric',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('hour')}:${part('minute')} - ${part('day')} ${part('month')} ${part('year')} (UTC)`;
}

const SUBJECT: Record<MatchChangeKind, (headline: string) => string> = {
  postponed: (h) => `Postponed: ${h}`,
  cancelled: (h) => `Cancelled: ${h}`,
  moved: (h) => `New kick-off: ${h}`,
};

function whatHappened(input: MatchChangeMailInput): string {
  const was = kickOff(input.previousDate);
  switch (input.kind) {
    case 'postponed': return `${input.headline}, planned for ${was}, has been postponed. A new date is not known yet.`;
    case 'cancelled': return `${input.headline}, planned for ${was}, has been cancelled. It will not be played.`;
    case 'moved': return `${input.headline} now kicks off at ${kickOff(input.scheduledDate)} (it was ${was}).`;
  }
}

/**
 * The mail a bar's owner or manager gets when a match the bar broadcasts changes (issue 16).
 * The one place its text is written, so it can be put in the recipient's language.
 */
export function matchChangeMail(input: MatchChangeMailInput): QueuedMail {
  const bar = input.barName.trim() ? ` "${input.barName.trim()}"` : '';
  const advice = input.kind === 'moved'
    ? 'Check that your bar can still show it at the new time.'
    : 'You may want to switch its broadcast off on your match list.';
  return {
    kind: 'match-change',
    subjectId: input.matchId,
    to: input.to,
    subject: SUBJECT[input.kind](input.headline),
    text: [
      `Hello ${input.nickname},`,
      '',
      `Your bar${bar} broadcasts a match that has changed:`,
      '',
      whatHappened(input),
      '',
      advice,
      `${input.consoleUrl}/matches`,
      '',
    ].join('\n'),
  };
}

import type { MatchChangeKind } from '@app/contract/notices';
import type { QueuedMail } from '../mail/mail-outbox.ts';
import { mailKickOff, mailLanguage, mailTexts, type MailTextKey } from '../mail/texts/index.ts';

export type MatchChangeMailInput = {
  to: string;
  nickname: string;
  barName: string;
  /** The recipient's language (`users.language`; English when they never chose one). */
  language: string | null;
  /** The bar's time zone: the kick-offs are written where the bar shows the match. */
  timeZone: string;
  kind: MatchChangeKind;
  headline: string;
  previousDate: Date;
  scheduledDate: Date;
  matchId: string;
  consoleUrl: string;
};

const SUBJECT: Record<MatchChangeKind, MailTextKey> = {
  postponed: 'changePostponedSubject',
  cancelled: 'changeCancelledSubject',
  moved: 'changeMovedSubject',
};
const WHAT_HAPPENED: Record<MatchChangeKind, MailTextKey> = {
  postponed: 'changePostponed',
  cancelled: 'changeCancelled',
  moved: 'changeMoved',
};

/**
 * The mail a bar's owner or manager gets when a match the bar broadcasts changes, in the
 * recipient's language with the kick-offs in the bar's time zone, the zone named.
 */
export function matchChangeMail(input: MatchChangeMailInput): QueuedMail {
  const language = mailLanguage(input.language);
  const t = mailTexts(language);
  const at = (date: Date) => mailKickOff(language, date, input.timeZone);
  const bar = input.barName.trim() ? `"${input.barName.trim()}"` : '';
  return {
    kind: 'match-change',
    subjectId: input.matchId,
    to: input.to,
    subject: t(SUBJECT[input.kind], { headline: input.headline }),
    text: [
      t('greeting', { name: input.nickname }),
      '',
      t('changeIntro', { bar }),
      '',
      t(WHAT_HAPPENED[input.kind], {
        headline: input.headline,
        was: at(input.previousDate),
        at: at(input.scheduledDate),
      }),
      '',
      t(input.kind === 'moved' ? 'changeAdviceMoved' : 'changeAdviceOff'),
      `${input.consoleUrl}/matches`,
      '',
    ].join('\n'),
  };
}

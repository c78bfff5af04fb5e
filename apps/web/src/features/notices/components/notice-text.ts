import type { TFunction } from 'i18next';
import type { BarDecisionNotice, Notice } from '@app/contract/notices';
import { formatDateTime } from '../../../lib/format-date.ts';

/** The sentence a notice reads as, in the console's language. */
export function noticeText(t: TFunction<'notices'>, notice: Notice): string {
  if (notice.kind === 'prize_redeemed_elsewhere')
    return notice.redeemedBar
      ? t('kind.prize_redeemed_elsewhere_bar', {
          prize: isolated(notice.headline),
          bar: isolated(notice.redeemedBar),
          date: formatDateTime(notice.redeemedAt),
        })
      : t('kind.prize_redeemed_elsewhere', {
          prize: isolated(notice.headline),
          date: formatDateTime(notice.redeemedAt),
        });
  if (!('matchId' in notice)) return barDecisionText(t, notice);
  if (notice.kind === 'booking_requested')
    return t('kind.booking_requested', {
      name: isolated(notice.name),
      count: notice.seats,
      headline: notice.headline,
      date: formatDateTime(notice.scheduledDate),
    });
  const values = {
    headline: notice.headline,
    date: formatDateTime(notice.scheduledDate),
    was: formatDateTime(notice.previousDate),
  };
  switch (notice.kind) {
    case 'postponed':
      return t('kind.postponed', values);
    case 'cancelled':
      return t('kind.cancelled', values);
    case 'moved':
      return t('kind.moved', values);
  }
}

/**
 * Typed text inside a sentence of another language keeps its own direction (Unicode's first-strong
 * isolate): an English reason reads whole in an Arabic sentence, its full stop where it belongs.
 */
const isolated = (text: string) => `\u2068${text}\u2069`;

/** A bar decision: what the admin did, and their reason when they gave one. */
function barDecisionText(t: TFunction<'notices'>, notice: BarDecisionNotice): string {
  // A bar saved without a name yet is 'Your bar'.
  const bar = notice.headline.trim() ? isolated(notice.headline.trim()) : t('yourBar');
  const what =
    notice.kind === 'bar_accepted'
      ? t('kind.bar_accepted', { bar })
      : notice.kind === 'bar_pending'
        ? t('kind.bar_pending', { bar })
        : t('kind.bar_rejected', { bar });
  return notice.reason ? `${what} ${t('reason', { reason: isolated(notice.reason) })}` : what;
}

import type { TFunction } from 'i18next';
import type { Notice } from '@app/contract/notices';
import { formatDateTime } from '../../../lib/format-date.ts';

/** The sentence a notice reads as, in the console's language. */
export function noticeText(t: TFunction<'notices'>, notice: Notice): string {
  const values = { headline: notice.headline, date: formatDateTime(notice.scheduledDate), was: formatDateTime(notice.previousDate) };
  switch (notice.kind) {
    case 'postponed': return t('kind.postponed', values);
    case 'cancelled': return t('kind.cancelled', values);
    case 'moved': return t('kind.moved', values);
  }
}

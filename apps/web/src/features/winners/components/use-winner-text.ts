import { useTranslation } from 'react-i18next';
import type { Winner } from '@app/contract/winners';
import { formatDate } from '../../../lib/format-date.ts';

/** The winners' shared wording: "1st", "Daily · 10 Mar 2026", "Weekly · week of 9 Mar 2026". */
export function useWinnerText() {
  const { t } = useTranslation('winners');
  return {
    place: (position: number) => t('place', { count: position, ordinal: true }),
    period: (winner: Pick<Winner, 'period' | 'periodDate'>) =>
      t(`periodWithDate.${winner.period}`, { date: winner.periodDate ? formatDate(winner.periodDate) : '' }),
  };
}

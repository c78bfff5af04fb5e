import { useTranslation } from 'react-i18next';
import { Box, Typography } from '@mui/material';
import type { AdminMatch } from '@app/contract/matches-admin';
import { formatNumber } from '../../../../lib/format-date.ts';

type Demand = NonNullable<AdminMatch['demand']>;

/**
 * The admin's match detail shows what owners see of its demand, how many bars show it, and what fans did at all of
 * them.
 */
export function MatchDemandSummary({ demand }: { demand: Demand }) {
  const { t } = useTranslation('matches-admin');
  const figures = [
    ['views', demand.views7d],
    ['followers', demand.followers],
    ['bars', demand.bars],
    ['goers', demand.goers],
  ] as const;
  const seats = `${formatNumber(demand.bookings.accepted)} · ${formatNumber(demand.bookings.requested)}`;
  return (
    <Box component="section" aria-label={t('demand.title')} sx={{ mb: 2 }}>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: 1, m: 0 }}
      >
        {[...figures.map(([key, value]) => [key, formatNumber(value)] as const), ['bookings', seats] as const].map(
          ([key, value]) => (
            <Box key={key} sx={{ p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
              <Typography component="dt" variant="caption" color="text.secondary">
                {t(`demand.${key}`)}
              </Typography>
              <Typography component="dd" variant="h6" sx={{ m: 0 }}>
                {value}
              </Typography>
            </Box>
          ),
        )}
      </Box>
    </Box>
  );
}

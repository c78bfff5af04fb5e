import { useTranslation } from 'react-i18next';
import { Box, Typography } from '@mui/material';
import type { AdminMatch } from '@app/contract/matches-admin';
import { formatNumber } from '../../../../lib/format-date.ts';

type Demand = NonNullable<AdminMatch['demand']>;

/** The admin's match detail shows what owners see of its demand, and how many bars show it. */
export function MatchDemandSummary({ demand }: { demand: Demand }) {
  const { t } = useTranslation('matches-admin');
  const figures = [
    ['views', demand.views7d],
    ['followers', demand.followers],
    ['bars', demand.bars],
  ] as const;
  return (
    <Box component="section" aria-label={t('demand.title')} sx={{ mb: 2 }}>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))', gap: 1, m: 0 }}
      >
        {figures.map(([key, value]) => (
          <Box key={key} sx={{ p: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}>
            <Typography component="dt" variant="caption" color="text.secondary">
              {t(`demand.${key}`)}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0 }}>
              {formatNumber(value)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Typography } from '@mui/material';
import { formatDate } from '../../../lib/format-date.ts';

/** "Week of 7 Dec – 13 Dec 2026" and a line under it (the zone the times are in, and more). */
export function WeekHeading({ days, weekStart, note }: { days: string[]; weekStart: string; note: ReactNode }) {
  const { t } = useTranslation('planner');
  return (
    <Box>
      <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('weekOf', {
          from: formatDate(days[0] ?? weekStart, 'd MMM'),
          to: formatDate(days[6] ?? weekStart, 'd MMM yyyy'),
        })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {note}
      </Typography>
    </Box>
  );
}

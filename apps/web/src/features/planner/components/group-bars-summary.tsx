import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Box, Chip, Link, Paper, Typography } from '@mui/material';
import { BAR_PARAM } from '@app/contract/bar-header';
import type { GroupBar } from '@app/contract/group-week';
import { barName } from './group-bar-name.ts';

/** Each bar of the group with its week in figures: broadcasts, clashes, fans going and seats booked. */
export function GroupBarsSummary({ bars }: { bars: GroupBar[] }) {
  const { t } = useTranslation('planner');
  return (
    <Box
      component="ul"
      aria-label={t('group.bars')}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
        gap: 1.5,
        listStyle: 'none',
        m: 0,
        p: 0,
      }}
    >
      {bars.map((bar) => (
        <Paper
          key={bar.id}
          component="li"
          variant="outlined"
          aria-label={barName(bar, t)}
          sx={{ p: 1.5, borderColor: bar.clashes > 0 ? 'error.main' : 'divider' }}
        >
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
              {barName(bar, t)}
            </Typography>
            {bar.status !== 'accepted' ? (
              <Chip size="small" variant="outlined" label={t(`common:bars.status.${bar.status}`)} />
            ) : null}
          </Box>
          <Typography variant="body2">{t('group.broadcasts', { count: bar.broadcasts })}</Typography>
          <Typography variant="body2" sx={{ color: bar.clashes > 0 ? 'error.main' : 'text.secondary' }}>
            {bar.clashes > 0 ? t('group.clashes', { count: bar.clashes }) : t('group.noClash')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('group.fans', { count: bar.going })} ·{' '}
            {t('group.seats', { accepted: bar.seats.accepted, requested: bar.seats.requested })}
          </Typography>
          <Link component={RouterLink} to={`/planner?${BAR_PARAM}=${bar.id}`} variant="body2">
            {t('group.openPlanner', { bar: barName(bar, t) })}
          </Link>
        </Paper>
      ))}
    </Box>
  );
}

import { useTranslation } from 'react-i18next';
import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import type { DemandMatch } from '@app/contract/bar-demand';
import { formatDateTime } from '../../../lib/format-date.ts';

type Props = { matches: DemandMatch[]; km: number; onShow: (match: DemandMatch) => void; busy: boolean };

/**
 * The coming matches, strongest demand first: what fans near the bar and anywhere did, and whether the bar shows it.
 */
export function DemandList({ matches, km, onShow, busy }: Props) {
  const { t } = useTranslation('matches');
  return (
    <Stack component="ol" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {matches.map((match) => (
        <Paper
          key={match.matchId}
          component="li"
          variant="outlined"
          aria-label={match.headline}
          sx={{ p: 1.25, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
        >
          <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
            <Typography variant="caption" component="p" color="text.secondary">
              {formatDateTime(match.kickoff)} · {match.competitionName}
            </Typography>
            <Typography variant="body2" component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {match.headline}
            </Typography>
            {match.near ? (
              <Typography variant="body2" component="p">
                {t('demandView.near', {
                  km,
                  going: t('demandView.going', { count: match.near.going }),
                  viewers: t('demandView.viewers', { count: match.near.viewers }),
                  seats: t('demandView.seats', { count: match.near.seats }),
                })}
              </Typography>
            ) : null}
            <Typography variant="caption" component="p" color="text.secondary">
              {t('demand.label', {
                views: t('demand.views', { count: match.viewers }),
                followers: t('demand.followers', { count: match.followers }),
              })}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexShrink: 0 }}>
            {match.shownHere ? (
              <Chip size="small" color="success" variant="outlined" label={t('demandView.shown')} />
            ) : (
              <>
                <Chip size="small" color="warning" variant="outlined" label={t('demandView.notShown')} />
                <Button
                  size="small"
                  variant="contained"
                  disabled={busy}
                  onClick={() => onShow(match)}
                  aria-label={t('demandView.showIt', { match: match.headline })}
                >
                  {t('demandView.show')}
                </Button>
              </>
            )}
          </Box>
        </Paper>
      ))}
    </Stack>
  );
}

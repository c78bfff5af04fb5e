import { useTranslation } from 'react-i18next';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import type { GroupMatch, GroupWeekAnswer } from '@app/contract/group-week';
import { formatDate } from '../../../lib/format-date.ts';
import { barName } from './group-bar-name.ts';

type Props = { week: GroupWeekAnswer; onShow: (match: GroupMatch) => void };

/**
 * The group's week by day: each match some bar shows, where it shows (screen, clashes, fans), and more bars to show it
 * in.
 */
export function GroupDayList({ week, onShow }: Props) {
  const { t } = useTranslation(['planner', 'matches']);
  const names = new Map(week.bars.map((bar) => [bar.id, barName(bar, t)]));
  const days = week.days
    .map((day) => ({ day, matches: week.matches.filter((m) => m.localDate === day) }))
    .filter((d) => d.matches.length > 0);
  return (
    <Stack spacing={1.5}>
      {days.map(({ day, matches }) => (
        <Box key={day} component="section" aria-label={formatDate(day, 'EEEE d MMMM')}>
          <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
            {formatDate(day, 'EEEE d MMMM')}
          </Typography>
          <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {matches.map((match) => (
              <Paper
                key={match.matchId}
                component="li"
                variant="outlined"
                aria-label={match.headline}
                sx={{ p: 1.25, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
              >
                <Box sx={{ flex: '1 1 14rem', minWidth: 0 }}>
                  <Typography variant="caption" component="p" color="text.secondary">
                    {match.localTime} · {match.competitionName}
                  </Typography>
                  <Typography variant="body2" component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {match.headline}
                  </Typography>
                  <Typography variant="caption" component="p" color="text.secondary">
                    {t('matches:demand.label', {
                      views: t('matches:demand.views', { count: match.demand.views7d }),
                      followers: t('matches:demand.followers', { count: match.demand.followers }),
                    })}
                  </Typography>
                </Box>
                <Stack component="ul" spacing={0.5} sx={{ flex: '1 1 16rem', m: 0, p: 0, listStyle: 'none' }}>
                  {match.shownAt.map((showing) => {
                    const clash = showing.clashes.length > 0;
                    return (
                      <Typography
                        key={showing.barId}
                        component="li"
                        variant="body2"
                        sx={{
                          color: clash ? 'error.main' : undefined,
                          display: 'flex',
                          gap: 0.5,
                          alignItems: 'center',
                        }}
                      >
                        {clash ? <WarningAmberIcon sx={{ fontSize: 16 }} aria-hidden /> : null}
                        <span>
                          {t('group.showing', {
                            bar: names.get(showing.barId) ?? '',
                            screen: t(showing.withSound ? 'screenWithSound' : 'screen', { n: showing.screen }),
                            fans: t('group.fans', { count: showing.going }),
                          })}
                          {clash ? ` · ${showing.clashes.map((c) => t(`clash.${c}`)).join(' · ')}` : ''}
                        </span>
                      </Typography>
                    );
                  })}
                </Stack>
                {match.shownAt.length < week.bars.length ? (
                  <Button size="small" variant="outlined" onClick={() => onShow(match)} sx={{ alignSelf: 'center' }}>
                    {t('group.showInMore')}
                  </Button>
                ) : null}
              </Paper>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

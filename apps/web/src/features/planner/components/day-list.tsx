import { useTranslation } from 'react-i18next';
import { Box, Paper, Stack, Typography } from '@mui/material';
import type { PlannedBroadcast, PlannerWeekAnswer } from '@app/contract/planner';
import { formatDate } from '../../../lib/format-date.ts';
import { BroadcastSummary } from './broadcast-summary.tsx';
import { ScreenMenuButton } from './screen-menu-button.tsx';
import { byDay, openingsText, type ScreenChoice } from './week-layout.ts';

type Props = {
  week: PlannerWeekAnswer;
  onAssign: (broadcast: PlannedBroadcast, choice: ScreenChoice) => void;
  busy: boolean;
};

/** The week on a phone: one section per day, its broadcasts in kick-off order, each with its screen. */
export function DayList({ week, onAssign, busy }: Props) {
  const { t } = useTranslation('planner');
  return (
    <Stack spacing={1.5}>
      {byDay(week).map(({ day, broadcasts, openings }) => (
        <Box key={day} component="section" aria-label={formatDate(day, 'EEEE d MMMM')}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap', mb: 0.5 }}>
            <Typography component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
              {formatDate(day, 'EEEE d MMMM')}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {openings.length > 0 ? t('open', { hours: openingsText(openings) }) : t('closed')}
            </Typography>
          </Box>
          {broadcasts.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('nothingThatDay')}
            </Typography>
          ) : (
            <Stack component="ul" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {broadcasts.map((b) => (
                <Paper
                  key={b.matchId}
                  component="li"
                  variant="outlined"
                  data-testid="planned-broadcast"
                  sx={{
                    p: 1,
                    display: 'flex',
                    gap: 1,
                    alignItems: 'center',
                    borderColor:
                      b.clashes.length > 0 ? 'error.main' : b.overlapsWith.length > 0 ? 'warning.main' : 'divider',
                    borderWidth: b.clashes.length > 0 ? 2 : 1,
                  }}
                >
                  <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                    <BroadcastSummary broadcast={b} />
                  </Box>
                  <Box sx={{ flexShrink: 0, maxWidth: 150 }}>
                    <ScreenMenuButton broadcast={b} week={week} onChoose={(c) => onAssign(b, c)} disabled={busy} />
                  </Box>
                </Paper>
              ))}
            </Stack>
          )}
        </Box>
      ))}
    </Stack>
  );
}

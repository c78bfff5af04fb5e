import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert, Box, CircularProgress, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import type { PlannedBroadcast } from '@app/contract/planner';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { useNotify } from '../../../components/feedback/notifier.tsx';
import { useAssignScreen } from '../api/assign-screen.ts';
import { useWeek } from '../api/get-week.ts';
import { WEEK_PARAM, weekOfAddress } from './planner-first-data.ts';
import { WeekGrid } from '../components/week-grid.tsx';
import { DayList } from '../components/day-list.tsx';
import { RulesSection } from '../components/rules-section.tsx';
import { WeekNavigation } from '../components/week-navigation.tsx';
import { WeekHeading } from '../components/week-heading.tsx';
import type { ScreenChoice } from '../components/week-layout.ts';

/** /planner: the bar's week of broadcasts on screens (a time grid; a day list on phones), then the rules. */
export function PlannerPage() {
  const { t } = useTranslation('planner');
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const week = useWeek(weekOfAddress(params));
  const assign = useAssignScreen();
  const data = week.data;

  const goTo = (start: string | null) => setParams(start ? { [WEEK_PARAM]: start } : {}, { replace: true });
  const onAssign = (b: PlannedBroadcast, choice: ScreenChoice) =>
    assign.mutate(
      { matchId: b.matchId, ...choice },
      {
        onSuccess: () =>
          notify.success(t(choice.withSound ? 'movedWithSound' : 'moved', { match: b.headline, n: choice.screen })),
      },
    );
  const clashes = data?.broadcasts.filter((b) => b.clashes.length > 0).length ?? 0;

  return (
    <Box>
      <PageHeader
        title={t('title')}
        actions={data ? <WeekNavigation weekStart={data.weekStart} onGo={goTo} /> : null}
      />
      {week.isPending ? <CircularProgress aria-label={t('loading')} /> : null}
      {week.refusal ? <Alert severity="error">{week.refusal}</Alert> : null}
      {data ? (
        <Stack spacing={2}>
          <WeekHeading
            days={data.days}
            weekStart={data.weekStart}
            note={t('capacity', {
              zone: data.timeZone,
              screens: data.screens,
              count: data.screens,
              sound: data.soundZones,
            })}
          />
          {clashes > 0 ? (
            <Alert severity="error" role="status">
              {t('clashSummary', { count: clashes })}
            </Alert>
          ) : data.broadcasts.length > 0 ? (
            <Alert severity="success" role="status">
              {t('noClash')}
            </Alert>
          ) : null}
          {data.broadcasts.length === 0 ? <Typography color="text.secondary">{t('emptyWeek')}</Typography> : null}
          {wide ? (
            <WeekGrid week={data} onAssign={onAssign} busy={assign.isPending} />
          ) : (
            <DayList week={data} onAssign={onAssign} busy={assign.isPending} />
          )}
          <RulesSection />
        </Stack>
      ) : null}
    </Box>
  );
}

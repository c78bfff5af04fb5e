import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert, Box, CircularProgress, Stack, Typography } from '@mui/material';
import type { GroupMatch } from '@app/contract/group-week';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { useGroupWeek } from '../api/get-group-week.ts';
import { GroupBarsSummary } from '../components/group-bars-summary.tsx';
import { GroupDayList } from '../components/group-day-list.tsx';
import { ShowInBarsDialog } from '../components/show-in-bars-dialog.tsx';
import { WeekNavigation } from '../components/week-navigation.tsx';
import { WeekHeading } from '../components/week-heading.tsx';
import { WEEK_PARAM, weekOfAddress } from './planner-first-data.ts';

/** /group-week: the week across every bar the person owns or manages, and a match shown in more of them at once. */
export function GroupWeekPage() {
  const { t } = useTranslation('planner');
  const [params, setParams] = useSearchParams();
  const week = useGroupWeek(weekOfAddress(params));
  const [showing, setShowing] = useState<GroupMatch | null>(null);
  const data = week.data;
  const goTo = (start: string | null) => setParams(start ? { [WEEK_PARAM]: start } : {}, { replace: true });

  return (
    <Box>
      <PageHeader
        title={t('group.title')}
        actions={data ? <WeekNavigation weekStart={data.weekStart} onGo={goTo} /> : null}
      />
      {week.isPending ? <CircularProgress aria-label={t('loading')} /> : null}
      {week.refusal ? <Alert severity="error">{week.refusal}</Alert> : null}
      {data ? (
        <Stack spacing={2}>
          <WeekHeading days={data.days} weekStart={data.weekStart} note={t('group.timesIn', { zone: data.timeZone })} />
          <GroupBarsSummary bars={data.bars} />
          {data.matches.length === 0 ? (
            <Typography color="text.secondary">{t('group.emptyWeek')}</Typography>
          ) : (
            <GroupDayList week={data} onShow={setShowing} />
          )}
        </Stack>
      ) : null}
      {showing && data ? <ShowInBarsDialog match={showing} bars={data.bars} onClose={() => setShowing(null)} /> : null}
    </Box>
  );
}

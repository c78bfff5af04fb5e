import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import SyncIcon from '@mui/icons-material/Sync';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { useNotify } from '../../../components/feedback/notifier.tsx';
import { formatDateTime, formatNumber } from '../../../lib/format-date.ts';
import { localMessage } from '../../../lib/message-text.ts';
import { isBusy, useFeedStatus } from '../api/get-feed-status.ts';
import { useSyncNow } from '../api/sync-feed.ts';
import { FeedJobsTable } from '../components/feed-jobs-table.tsx';
import { IgnoredMatchesList } from '../components/ignored-matches-list.tsx';
import { LatestFeedMatches } from '../components/latest-feed-matches.tsx';

/** The seasons an admin may ask for besides the current one: the last five, by their starting year. */
function pastSeasons(now = new Date()): number[] {
  const current = now.getUTCMonth() >= 6 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
  return Array.from({ length: 5 }, (_, i) => current - 1 - i);
}

/** The fixtures feed: how each competition's sync went, and Sync now (this season or an earlier one); admins only. */
export function DataFeedPage() {
  const { t } = useTranslation('feed');
  const notify = useNotify();
  const [waitingSince, setWaitingSince] = useState<number | null>(null);
  const status = useFeedStatus(waitingSince);
  const sync = useSyncNow();
  const busy = isBusy(status.data, waitingSince);
  const [season, setSeason] = useState<number | 'current'>('current');

  const syncNow = () => {
    const pressedAt = Date.now();
    sync.mutate(season === 'current' ? {} : { season }, {
      onSuccess: (answer) => {
        setWaitingSince(pressedAt);
        notify.success(localMessage(answer.message));
      },
    });
  };

  return (
    <Box>
      <PageHeader
        title={t('title')}
        actions={
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <TextField
              select
              size="small"
              label={t('season.label')}
              value={season}
              sx={{ minWidth: 160 }}
              onChange={(e) => setSeason(e.target.value === 'current' ? 'current' : Number(e.target.value))}
            >
              <MenuItem value="current">{t('season.current')}</MenuItem>
              {pastSeasons().map((year) => (
                <MenuItem key={year} value={year}>{`${year}–${String(year + 1).slice(2)}`}</MenuItem>
              ))}
            </TextField>
            <Button
              variant="contained"
              startIcon={<SyncIcon />}
              onClick={syncNow}
              disabled={!status.data?.enabled || sync.isPending || busy}
            >
              {busy ? t('syncing') : t('syncNow')}
            </Button>
          </Box>
        }
      />
      {status.data && !status.data.enabled ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('off.title')}
          </Typography>
          <Typography variant="body2">{t('off.how')}</Typography>
        </Alert>
      ) : null}
      {status.data ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('period', { hours: formatNumber(status.data.syncMinutes / 60, { maximumFractionDigits: 1 }) })}
            {' · '}
            {status.data.requestsAvailable === null
              ? t('budgetUnknown')
              : t('budget', { count: status.data.requestsAvailable, at: formatDateTime(status.data.requestsReadAt) })}
          </Typography>
          <FeedJobsTable status={status.data} />
          <LatestFeedMatches latest={status.data.latest} />
          <IgnoredMatchesList matches={status.data.ignored} />
        </>
      ) : null}
    </Box>
  );
}

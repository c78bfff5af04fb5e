import { useTranslation } from 'react-i18next';
import {
  Box,
  Chip,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { FeedJob, FeedStatus } from '@app/contract/feed';
import { formatDateTime } from '../../../lib/format-date.ts';
import { localMessage } from '../../../lib/message-text.ts';

type Row = FeedJob & { key: string; title: string; subtitle: string };

const OUTCOME_COLOUR = { ok: 'success', refused: 'error', failed: 'warning' } as const;

function OutcomeChip({ job }: { job: FeedJob }) {
  const { t } = useTranslation('feed');
  if (job.running) return <Chip size="small" color="info" label={t('outcome.running')} />;
  if (!job.outcome) return <Chip size="small" variant="outlined" label={t('outcome.never')} />;
  return <Chip size="small" color={OUTCOME_COLOUR[job.outcome]} label={t(`outcome.${job.outcome}`)} />;
}

/** Per competition (and the live poll): the last run, its outcome and counts, the last error, the next run. */
export function FeedJobsTable({ status }: { status: FeedStatus }) {
  const { t } = useTranslation('feed');
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const rows: Row[] = [
    ...status.competitions.map((c) => ({ ...c, key: c.code, title: c.name ?? c.code, subtitle: c.code })),
    { ...status.live, key: 'live', title: t('live.title'), subtitle: t('live.subtitle') },
  ];
  const when = (value: string | null) => (value ? formatDateTime(value) : '—');
  // The server keeps why a run gave up as a code: written here in the reader's language.
  const errorText = (job: FeedJob) =>
    job.lastError ? localMessage(job.lastError.message, job.lastError.code, job.lastError.params) : '';
  // Each count in the language's plural form ('1 nouveau', '14 nouveaux').
  const counts = (job: FeedJob) =>
    t('counts', {
      created: t('created', { count: job.created }),
      updated: t('updated', { count: job.updated }),
      unchanged: t('unchanged', { count: job.unchanged }),
    });

  if (narrow) {
    return (
      <Stack spacing={1.5}>
        {rows.map((row) => (
          <Paper key={row.key} variant="outlined" sx={{ p: 2 }} data-testid="feed-job" aria-label={row.title}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }} noWrap>
                  {row.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {row.subtitle}
                </Typography>
              </Box>
              <OutcomeChip job={row} />
            </Stack>
            <Typography variant="body2" sx={{ mt: 1 }}>
              {t('columns.lastRun')}: {when(row.lastRunAt)}
            </Typography>
            {row.outcome === 'ok' ? <Typography variant="body2">{counts(row)}</Typography> : null}
            <Typography variant="body2">
              {t('columns.nextRun')}: {when(row.nextRunAt)}
            </Typography>
            {row.lastError ? (
              <Typography variant="body2" color="error" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                {errorText(row)} ({when(row.lastErrorAt)})
              </Typography>
            ) : null}
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label={t('title')}>
          <TableHead>
            <TableRow>
              {(['competition', 'lastRun', 'outcome', 'rows', 'nextRun', 'lastError'] as const).map((col) => (
                <TableCell key={col} sx={{ fontWeight: 600 }}>
                  {t(`columns.${col}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.key} data-testid="feed-job" aria-label={row.title}>
                <TableCell>
                  <Typography sx={{ fontWeight: 600 }} variant="body2">
                    {row.title}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {row.subtitle}
                  </Typography>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(row.lastRunAt)}</TableCell>
                <TableCell>
                  <OutcomeChip job={row} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.outcome === 'ok' ? counts(row) : '—'}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(row.nextRunAt)}</TableCell>
                <TableCell sx={{ maxWidth: 360, overflowWrap: 'anywhere' }}>
                  {row.lastError ? (
                    <>
                      <Typography variant="body2" color="error">
                        {errorText(row)}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {when(row.lastErrorAt)}
                      </Typography>
                    </>
                  ) : (
                    '—'
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Paper>
  );
}

import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert, Box, Paper } from '@mui/material';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { useAuditLog } from '../../../components/audit/audit-query.ts';
import { AuditEntryList } from '../../../components/audit/audit-entry-list.tsx';
import { useAuditFilter } from '../hooks/use-audit-filter.ts';
import { AuditFilters } from '../components/audit-filters.tsx';

/** The audit log: every write by a signed-in person, newest first, filtered, page after page. */
export function AuditPage() {
  const { t } = useTranslation('audit');
  const navigate = useNavigate();
  const filter = useAuditFilter();
  const log = useAuditLog(filter.filters);
  const knownActor = log.entries.find((e) => e.actor?.id === filter.actorId)?.actor ?? null;
  return (
    <Box>
      <PageHeader title={t('title')} />
      <AuditFilters
        filter={filter}
        knownActor={knownActor}
        onClear={() => void navigate({ search: '' }, { replace: true })}
      />
      {log.isError && !log.data ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('common:somethingWentWrong')}
        </Alert>
      ) : null}
      <Paper variant="outlined">
        <AuditEntryList
          entries={log.entries}
          label={t('title')}
          showRecord
          loaded={log.isSuccess}
          emptyText={t('empty')}
          hasMore={log.hasNextPage}
          loadingMore={log.isFetchingNextPage}
          onLoadMore={() => void log.fetchNextPage()}
        />
      </Paper>
    </Box>
  );
}

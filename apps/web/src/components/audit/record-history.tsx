import { useTranslation } from 'react-i18next';
import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import type { AuditEntityKind } from '@app/contract/audit';
import { useSessionUser } from '../../lib/session/session-provider.tsx';
import { useAuditLog } from './audit-query.ts';
import { AuditEntryList } from './audit-entry-list.tsx';

/**
 * One record's history in its detail dialog (bar, match, championship): who changed what, newest
 * first. The audit log is the admins' (the server answers 403 to anyone else), so others see nothing.
 */
export function RecordHistory({ entityKind, entityId }: { entityKind: AuditEntityKind; entityId: string }) {
  const user = useSessionUser();
  return user?.role === 'admin' ? <History entityKind={entityKind} entityId={entityId} /> : null;
}

function History({ entityKind, entityId }: { entityKind: AuditEntityKind; entityId: string }) {
  const { t } = useTranslation('audit');
  const log = useAuditLog({ entityKind, entityId }, { limit: 10 });
  return (
    <Box component="section" aria-labelledby={`history-${entityId}`}>
      <Typography id={`history-${entityId}`} component="h3" variant="subtitle2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('history.title')}
      </Typography>
      {log.isPending ? <CircularProgress size={20} aria-label={t('history.loading')} /> : null}
      {log.isError ? <Alert severity="error">{t('common:somethingWentWrong')}</Alert> : null}
      {log.isSuccess ? (
        <AuditEntryList
          entries={log.entries}
          label={t('history.title')}
          showRecord={false}
          loaded
          emptyText={t('history.empty')}
          hasMore={log.hasNextPage}
          loadingMore={log.isFetchingNextPage}
          onLoadMore={() => void log.fetchNextPage()}
        />
      ) : null}
    </Box>
  );
}

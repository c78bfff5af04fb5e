import { useTranslation } from 'react-i18next';
import { Box, Button, Typography } from '@mui/material';
import type { AuditEntry } from '@app/contract/audit';
import { AuditEntryItem } from './audit-entry-item.tsx';

type Props = {
  entries: AuditEntry[];
  label: string;
  showRecord: boolean;
  loaded: boolean;
  emptyText: string;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
};

/** Entries newest first, then 'Load more' while the server has a next cursor. */
export function AuditEntryList(props: Props) {
  const { t } = useTranslation('audit');
  return (
    <Box>
      <Box component="ul" aria-label={props.label} sx={{ m: 0, p: 0 }}>
        {props.entries.map((entry) => (
          <AuditEntryItem key={entry.id} entry={entry} showRecord={props.showRecord} />
        ))}
      </Box>
      {props.loaded && props.entries.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
          {props.emptyText}
        </Typography>
      ) : null}
      {props.hasMore ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 1.5 }}>
          <Button variant="outlined" onClick={props.onLoadMore} loading={props.loadingMore}>
            {t('loadMore')}
          </Button>
        </Box>
      ) : null}
    </Box>
  );
}

import { useTranslation } from 'react-i18next';
import { Box, Button, Chip, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import CloudDoneIcon from '@mui/icons-material/CloudDone';
import { formatDateTime } from '../../../lib/format-date.ts';
import type { QueuedScanRecord } from '../offline/scan-queue.ts';

type Props = {
  scans: QueuedScanRecord[];
  online: boolean;
  onClear: () => void;
};

/**
 * The scans this device queued offline and what became of them: the count still waiting, then each
 * scan with its time and, once the server answered, the prize confirmed or why it was refused (a prize
 * redeemed elsewhere says where and when).
 */
export function ScanQueuePanel({ scans, online, onClear }: Props) {
  const { t } = useTranslation('scan');
  const queued = scans.filter((scan) => scan.state === 'queued').length;
  const answered = scans.length - queued;
  if (online && scans.length === 0) return null;
  return (
    <Stack spacing={1} data-testid="scan-queue">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Chip
          size="small"
          color={online ? 'success' : 'warning'}
          icon={online ? <CloudDoneIcon /> : <CloudOffIcon />}
          label={online ? t('offline.online') : t('offline.offline')}
        />
        <Typography variant="body2" role="status" aria-live="polite" data-testid="scan-queue-count">
          {queued > 0 || !online ? t('offline.queuedCount', { count: queued }) : t('offline.allSent')}
        </Typography>
      </Box>
      {scans.length > 0 ? (
        <List dense disablePadding>
          {scans.map((scan) => (
            <ListItem key={scan.idempotencyKey} disableGutters data-testid="scan-queue-item" data-state={scan.state}>
              <ListItemText
                primary={<ScanLine scan={scan} />}
                secondary={
                  <>
                    {formatDateTime(scan.scannedAt)}{' '}
                    <Box component="span" sx={{ fontFamily: 'ui-monospace, monospace' }}>
                      {scan.code.slice(0, 8)}…
                    </Box>
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      ) : null}
      {answered > 0 ? (
        <Box>
          <Button size="small" onClick={onClear}>
            {t('offline.clear')}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}

function ScanLine({ scan }: { scan: QueuedScanRecord }) {
  const { t } = useTranslation('scan');
  if (scan.state === 'confirmed' && scan.answer)
    return (
      <Box component="span" sx={{ color: 'success.main', fontWeight: 700 }}>
        {t('offline.confirmed', { prize: scan.answer.prize.name, name: scan.answer.winner.name })}
      </Box>
    );
  if (scan.state === 'refused')
    return (
      <Box component="span" sx={{ color: 'error.main', fontWeight: 700 }}>
        {scan.refusal}
      </Box>
    );
  return <Box component="span">{t('offline.queued')}</Box>;
}

import { useTranslation } from 'react-i18next';
import { Box, Button, Stack, Typography } from '@mui/material';
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
        {/*
          Plain text and an icon rather than MUI's chip and list: this page's parts stay out of the shared file every
          page loads.
        */}
        <Typography
          variant="body2"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 700 }}
          color={online ? 'success.main' : 'warning.dark'}
        >
          {online ? <CloudDoneIcon fontSize="small" /> : <CloudOffIcon fontSize="small" />}
          {online ? t('offline.online') : t('offline.offline')}
        </Typography>
        <Typography variant="body2" role="status" aria-live="polite" data-testid="scan-queue-count">
          {queued > 0 || !online ? t('offline.queuedCount', { count: queued }) : t('offline.allSent')}
        </Typography>
      </Box>
      {scans.length > 0 ? (
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
          {scans.map((scan) => (
            <Box component="li" key={scan.idempotencyKey} data-testid="scan-queue-item" data-state={scan.state}>
              <Typography variant="body2">
                <ScanLine scan={scan} />
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {formatDateTime(scan.scannedAt)}{' '}
                <Box component="span" sx={{ fontFamily: 'ui-monospace, monospace' }}>
                  {scan.code.slice(0, 8)}…
                </Box>
              </Typography>
            </Box>
          ))}
        </Box>
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

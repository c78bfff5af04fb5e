import { useTranslation } from 'react-i18next';
import { Box, Button, Chip, Typography } from '@mui/material';
import ScheduleSendIcon from '@mui/icons-material/ScheduleSend';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import ReplayIcon from '@mui/icons-material/Replay';
import type { MailState } from '@app/contract/mail';
import { formatDateTime } from '../../lib/format-date.ts';

type Props = { state: MailState; onRetry: () => void; retrying: boolean; retryLabel?: string };

/**
 * Where a mail someone waits for stands (the winner's QR mail, the owner's decision mail):
 * queued (the server retries on its own), sent, or failed — with Retry for a failed one.
 */
export function MailStateLine({ state, onRetry, retrying, retryLabel }: Props) {
  const { t } = useTranslation('mail');
  if (state.status === 'sent') {
    return (
      <Typography
        variant="caption"
        component="div"
        color="text.secondary"
        data-testid="mail-state"
        data-status="sent"
        sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
      >
        <MarkEmailReadOutlinedIcon fontSize="inherit" color="success" aria-hidden />
        {t('sent', { date: formatDateTime(state.sentAt ?? state.queuedAt) })}
      </Typography>
    );
  }
  if (state.status === 'queued') {
    return (
      <Box
        data-testid="mail-state"
        data-status="queued"
        sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
      >
        <Chip size="small" variant="outlined" color="info" icon={<ScheduleSendIcon />} label={t('queued')} />
        <Typography variant="caption" color="text.secondary">
          {t('queuedHint')}
        </Typography>
      </Box>
    );
  }
  return (
    <Box
      data-testid="mail-state"
      data-status="failed"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}
    >
      <Chip size="small" color="error" icon={<ErrorOutlineIcon />} label={t('failed')} />
      <Button
        size="small"
        startIcon={<ReplayIcon />}
        onClick={onRetry}
        loading={retrying}
        aria-label={retryLabel ?? t('retry')}
      >
        {t('retry')}
      </Button>
    </Box>
  );
}

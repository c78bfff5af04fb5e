import { useTranslation } from 'react-i18next';
import { Alert, AlertTitle, Button } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';
import type { BarDetails } from '@app/contract/bar-details';
import { formatDate } from '../../../lib/format-date.ts';

type Props = { bar: BarDetails; sending: boolean; onSendForReview: () => void };

/** Where the owner's bar stands in the review, and what to do about it. */
export function BarStatusBanner({ bar, sending, onSendForReview }: Props) {
  const { t } = useTranslation('bar');
  const since = bar.statusChangedAt ? formatDate(bar.statusChangedAt) : null;
  if (bar.status === 'pending') {
    return (
      <Alert severity="info" role="status" sx={{ mb: 2 }}>
        <AlertTitle>{t('banner.pendingTitle')}</AlertTitle>
        {t('banner.pending')}
      </Alert>
    );
  }
  if (bar.status === 'rejected') {
    return (
      <Alert
        severity="error"
        role="status"
        sx={{ mb: 2, '& .MuiAlert-action': { alignItems: 'center' } }}
        action={
          <Button
            color="inherit"
            variant="outlined"
            size="small"
            startIcon={<SendIcon />}
            loading={sending}
            onClick={onSendForReview}
          >
            {t('sendForReview')}
          </Button>
        }
      >
        <AlertTitle>{since ? t('banner.rejectedTitleOn', { date: since }) : t('banner.rejectedTitle')}</AlertTitle>
        {bar.statusReason ? <strong>{t('banner.reason', { reason: bar.statusReason })}</strong> : null}
        <div>{t('banner.rejectedHelp')}</div>
      </Alert>
    );
  }
  return (
    <Alert severity="success" role="status" sx={{ mb: 2 }}>
      <AlertTitle>{t('banner.acceptedTitle')}</AlertTitle>
      {t('banner.accepted')}
    </Alert>
  );
}

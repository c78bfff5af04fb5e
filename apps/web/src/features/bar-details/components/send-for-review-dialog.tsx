import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import SendIcon from '@mui/icons-material/Send';

type Props = { open: boolean; sending: boolean; onClose: () => void; onSend: () => void };

/** Offered after a rejected bar's details are saved: the fix is done, send it back for review now. */
export function SendForReviewDialog({ open, sending, onClose, onSend }: Props) {
  const { t } = useTranslation('bar');
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="send-for-review-title">
      <DialogTitle id="send-for-review-title">{t('sendDialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('sendDialog.body')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('sendDialog.later')}</Button>
        <Button variant="contained" startIcon={<SendIcon />} loading={sending} onClick={onSend}>
          {t('sendForReview')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

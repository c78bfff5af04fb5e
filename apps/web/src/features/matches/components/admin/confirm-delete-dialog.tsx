import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

/** Deleting for good cannot be undone: it is asked once more. */
export function ConfirmDeleteDialog({ open, count, onCancel, onConfirm }: { open: boolean; count: number; onCancel: () => void; onConfirm: () => void }) {
  const { t } = useTranslation('matches-admin');
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="confirm-delete-title">
      <DialogTitle id="confirm-delete-title">{t('confirmDeleteTitle')}</DialogTitle>
      <DialogContent><DialogContentText>{t('confirmDeleteText', { count })}</DialogContentText></DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('form.cancel')}</Button>
        <Button color="error" variant="contained" onClick={onConfirm}>{t('toolbar.deleteForGood')}</Button>
      </DialogActions>
    </Dialog>
  );
}

import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';

type Props = { open: boolean; busy: boolean; onCancel: () => void; onConfirm: () => void };

export function DeleteChampionshipDialog({ open, busy, onCancel, onConfirm }: Props) {
  const { t } = useTranslation('championships');
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="delete-championship-title" aria-describedby="delete-championship-text">
      <DialogTitle id="delete-championship-title">{t('deleteDialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-championship-text">{t('deleteDialog.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('deleteDialog.cancel')}</Button>
        <Button color="error" variant="contained" onClick={onConfirm} loading={busy}>{t('deleteDialog.confirm')}</Button>
      </DialogActions>
    </Dialog>
  );
}

import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { Winner } from '@app/contract/winners';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useNotify } from '../../../components/feedback/notifier.tsx';
import { useRemoveWinner } from '../api/remove-winner.ts';

export function RemoveWinnerDialog({ winner, onClose }: { winner: Winner | null; onClose: () => void }) {
  const { t } = useTranslation('winners');
  const notify = useNotify();
  const remove = useRemoveWinner();
  const confirm = () => {
    if (!winner) return;
    remove.mutate(winner.id, {
      onSuccess: () => {
        notify.success(t('remove.done'));
        onClose();
      },
      onError: (error) => notify.error(error instanceof ApiRequestError && error.status < 500 ? error.message : t('common:somethingWentWrong')),
    });
  };
  return (
    <Dialog open={winner !== null} onClose={onClose} aria-labelledby="remove-winner-title">
      <DialogTitle id="remove-winner-title">{t('remove.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('remove.message', { name: winner?.name ?? '' })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
        <Button color="error" variant="contained" onClick={confirm} loading={remove.isPending}>{t('common:actions.delete')}</Button>
      </DialogActions>
    </Dialog>
  );
}

import { useTranslation } from 'react-i18next';
import type { Winner } from '@app/contract/winners';
import { Alert } from '@mui/material';
import { useNotify } from '../../../components/feedback/notifier.tsx';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog.tsx';
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
    });
  };
  return (
    <ConfirmDialog
      open={winner !== null}
      title={t('remove.title')}
      text={t('remove.message', { name: winner?.name ?? '' })}
      confirmLabel={t('common:actions.delete')}
      busy={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      {remove.refusal ? <Alert severity="error">{remove.refusal}</Alert> : null}
    </ConfirmDialog>
  );
}

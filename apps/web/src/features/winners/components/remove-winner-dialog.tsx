import { useTranslation } from 'react-i18next';
import type { Winner } from '@app/contract/winners';
import { ConfirmRemovalDialog } from '../../../components/feedback/confirm-removal-dialog.tsx';
import { useRemoveWinner } from '../api/remove-winner.ts';

export function RemoveWinnerDialog({ winner, onClose }: { winner: Winner | null; onClose: () => void }) {
  const { t } = useTranslation('winners');
  const remove = useRemoveWinner();
  return (
    <ConfirmRemovalDialog
      removes={winner?.id ?? null}
      removal={remove}
      title={t('remove.title')}
      text={t('remove.message', { name: winner?.name ?? '' })}
      confirmLabel={t('common:actions.delete')}
      doneMessage={() => t('remove.done')}
      onClose={onClose}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/feedback/confirm-dialog.tsx';

/** Deleting for good cannot be undone: it is asked once more. */
export function ConfirmDeleteDialog({
  open,
  count,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  count: number;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('matches-admin');
  return (
    <ConfirmDialog
      open={open}
      title={t('confirmDeleteTitle')}
      text={t('confirmDeleteText', { count })}
      confirmLabel={t('toolbar.deleteForGood')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

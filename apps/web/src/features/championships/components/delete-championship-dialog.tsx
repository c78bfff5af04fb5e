import { useTranslation } from 'react-i18next';
import { Alert } from '@mui/material';
import type { ChampionshipListItem } from '@app/contract/championships';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog.tsx';

type Props = { championship: ChampionshipListItem | null; busy: boolean; onCancel: () => void; onConfirm: () => void };

/**
 * docs/product.md's 'Are you sure?' dialog, saying what the championship holds: with winners it
 * is archived (their codes stay valid), without winners it is deleted for good.
 */
export function DeleteChampionshipDialog({ championship: c, busy, onCancel, onConfirm }: Props) {
  const { t } = useTranslation('championships');
  const archives = (c?.winners ?? 0) > 0;
  const text =
    c && archives
      ? t('deleteDialog.holds', {
          name: c.name,
          winners: t('deleteDialog.winnersCount', { count: c.winners }),
          redeemed: t('deleteDialog.redeemedCount', { count: c.redeemed }),
        })
      : t(c?.archivedAt ? 'deleteDialog.forGoodText' : 'deleteDialog.text');
  return (
    <ConfirmDialog
      open={c !== null}
      title={archives ? t('deleteDialog.archiveTitle') : t('deleteDialog.title')}
      text={text}
      confirmLabel={archives ? t('deleteDialog.archive') : t('deleteDialog.confirm')}
      tone={archives ? 'primary' : 'error'}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {archives ? <Alert severity="info">{t('deleteDialog.archiveText')}</Alert> : null}
    </ConfirmDialog>
  );
}

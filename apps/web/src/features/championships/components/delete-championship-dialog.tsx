import { useTranslation } from 'react-i18next';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { ChampionshipListItem } from '@app/contract/championships';

type Props = { championship: ChampionshipListItem | null; busy: boolean; onCancel: () => void; onConfirm: () => void };

/**
 * docs/product.md's 'Are you sure?' dialog, saying what the championship holds (decision 017): with winners it
 * is archived (their codes stay valid), without winners it is deleted for good.
 */
export function DeleteChampionshipDialog({ championship: c, busy, onCancel, onConfirm }: Props) {
  const { t } = useTranslation('championships');
  const archives = (c?.winners ?? 0) > 0;
  return (
    <Dialog open={c !== null} onClose={onCancel} aria-labelledby="delete-championship-title" aria-describedby="delete-championship-text">
      <DialogTitle id="delete-championship-title">{archives ? t('deleteDialog.archiveTitle') : t('deleteDialog.title')}</DialogTitle>
      <DialogContent>
        {c && archives ? (
          <>
            <DialogContentText id="delete-championship-text" sx={{ mb: 2 }}>
              {t('deleteDialog.holds', { name: c.name, winners: t('deleteDialog.winnersCount', { count: c.winners }), redeemed: t('deleteDialog.redeemedCount', { count: c.redeemed }) })}
            </DialogContentText>
            <Alert severity="info">{t('deleteDialog.archiveText')}</Alert>
          </>
        ) : (
          <DialogContentText id="delete-championship-text">{t(c?.archivedAt ? 'deleteDialog.forGoodText' : 'deleteDialog.text')}</DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('deleteDialog.cancel')}</Button>
        <Button color={archives ? 'primary' : 'error'} variant="contained" onClick={onConfirm} loading={busy}>
          {archives ? t('deleteDialog.archive') : t('deleteDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

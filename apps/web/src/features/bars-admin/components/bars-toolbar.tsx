import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, IconButton, Paper, Tooltip, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import LabelOutlinedIcon from '@mui/icons-material/LabelOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import BlockIcon from '@mui/icons-material/Block';
import type { AdminBar, BarStatus } from '@app/contract/bars-admin';
import type { Label } from '@app/contract/labels';
import { ApplyLabelsPopover, labelPresence } from '../../../components/labels/apply-labels-popover.tsx';
import { useNotify } from '../../../components/feedback/notifier.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import {
  useDeleteBarsForever, useRestoreBars, useTrashBars, useUpdateBarsLabels, useUpdateBarsStarred, useUpdateBarsStatus,
} from '../api/bar-mutations.ts';
import { StatusReasonDialog } from './status-reason-dialog.tsx';

type Props = { bars: AdminBar[]; labels: Label[]; onClear: () => void };

const STATUS_ACTIONS: { status: BarStatus; key: string; Icon: typeof BlockIcon; color: 'success' | 'warning' | 'error' }[] = [
  { status: 'accepted', key: 'accept', Icon: CheckCircleOutlinedIcon, color: 'success' },
  { status: 'pending', key: 'toPending', Icon: HourglassEmptyIcon, color: 'warning' },
  { status: 'rejected', key: 'reject', Icon: BlockIcon, color: 'error' },
];

/** What can be done to the checked bars: star, labels, accept / pending / reject, trash, restore, delete for good. */
export function BarsToolbar({ bars, labels, onClear }: Props) {
  const { t } = useTranslation('bars-admin');
  const notify = useNotify();
  const ids = bars.map((b) => b.id);
  const inTrash = bars.every((b) => b.folder === 'trash');
  const anyInTrash = bars.some((b) => b.folder === 'trash');
  const allStarred = bars.every((b) => b.starred);
  const [labelsAnchor, setLabelsAnchor] = useState<HTMLElement | null>(null);
  const [moveTo, setMoveTo] = useState<BarStatus | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const star = useUpdateBarsStarred();
  const applyLabels = useUpdateBarsLabels();
  const move = useUpdateBarsStatus();
  const trash = useTrashBars();
  const restore = useRestoreBars();
  const deleteForever = useDeleteBarsForever();
  const done = (result: { message: string } | void) => {
    if (result) notify.success(result.message);
    onClear();
  };

  return (
    <Paper variant="outlined" className="no-print" sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, px: 1.5, py: 1, mb: 1.5 }} role="toolbar" aria-label={t('selected', { count: bars.length })}>
      <Typography variant="body2" sx={{ fontWeight: 600, mr: 1 }}>{t('selected', { count: bars.length })}</Typography>
      <Button size="small" startIcon={allStarred ? <StarBorderIcon /> : <StarIcon />} onClick={() => star.mutate({ barIds: ids, status: !allStarred }, { onSuccess: done })} loading={star.isPending}>
        {allStarred ? t('unstar') : t('star')}
      </Button>
      <Button size="small" startIcon={<LabelOutlinedIcon />} onClick={(e) => setLabelsAnchor(e.currentTarget)}>{t('actions.labels')}</Button>
      {anyInTrash ? null : STATUS_ACTIONS.filter((a) => !bars.every((b) => b.status === a.status)).map(({ status, key, Icon, color }) => (
        <Button key={status} size="small" color={color} startIcon={<Icon />} onClick={() => setMoveTo(status)}>{t(`actions.${key}`)}</Button>
      ))}
      {inTrash ? (
        <>
          <Button size="small" startIcon={<RestoreFromTrashIcon />} onClick={() => restore.mutate(ids, { onSuccess: done })} loading={restore.isPending}>{t('actions.restore')}</Button>
          <Button size="small" color="error" startIcon={<DeleteForeverIcon />} onClick={() => setConfirmDelete(true)}>{t('actions.deleteForever')}</Button>
        </>
      ) : (
        <Button size="small" startIcon={<DeleteOutlinedIcon />} onClick={() => trash.mutate(ids, { onSuccess: done })} loading={trash.isPending}>{t('actions.trash')}</Button>
      )}
      <Box sx={{ flexGrow: 1 }} />
      <Tooltip title={t('clearSelection')}>
        <IconButton size="small" aria-label={t('clearSelection')} onClick={onClear}><CloseIcon fontSize="small" /></IconButton>
      </Tooltip>

      <ApplyLabelsPopover
        anchorEl={labelsAnchor}
        open={labelsAnchor !== null}
        labels={labels}
        presence={labelPresence(bars.map((b) => b.labels))}
        onCancel={() => setLabelsAnchor(null)}
        busy={applyLabels.isPending}
        onApply={(changes) => applyLabels.mutate({ barIds: ids, changes }, {
          onSuccess: () => {
            setLabelsAnchor(null);
            notify.success(t('labelsApplied'));
          },
        })}
      />
      <StatusReasonDialog
        status={moveTo}
        count={bars.length}
        busy={move.isPending}
        onCancel={() => setMoveTo(null)}
        onConfirm={(reason) => moveTo && move.mutate({ barIds: ids, status: moveTo, reason }, {
          onSuccess: (result) => {
            setMoveTo(null);
            done(result);
          },
        })}
      />
      <Dialog open={confirmDelete} onClose={() => setConfirmDelete(false)} maxWidth="xs">
        <DialogTitle>{t('deleteDialog.title')}</DialogTitle>
        <DialogContent><DialogContentText>{t('deleteDialog.text', { count: bars.length })}</DialogContentText></DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmDelete(false)}>{t('actions.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            loading={deleteForever.isPending}
            onClick={() => deleteForever.mutate(ids, {
              onSuccess: (result) => {
                setConfirmDelete(false);
                done(result);
              },
              onError: (error) => {
                setConfirmDelete(false);
                notify.error(error instanceof ApiRequestError && error.status < 500 ? error.message : t('common:somethingWentWrong'), t('common:errorTitle'));
              },
            })}
          >
            {t('actions.deleteForever')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, IconButton, Tooltip } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import LabelOutlinedIcon from '@mui/icons-material/LabelOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import type { AdminBar, BarStatus } from '@app/contract/bars-admin';
import type { Label } from '@app/contract/labels';
import { ApplyLabelsPopover, labelPresence } from '../../../components/admin-collection/apply-labels-popover.tsx';
import { CollectionToolbar } from '../../../components/admin-collection/collection-toolbar.tsx';
import { useNotify } from '../../../components/feedback/notifier.tsx';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog.tsx';
import { useDeleteBarsForever } from '../api/delete-bars-forever.ts';
import { useRestoreBars } from '../api/restore-bars.ts';
import { useTrashBars } from '../api/trash-bars.ts';
import { useUpdateBarsLabels } from '../api/update-bars-label.ts';
import { useUpdateBarsStarred } from '../api/update-bars-starred.ts';
import { useUpdateBarsStatus } from '../api/update-bars-status.ts';
import { StatusReasonDialog } from './status-reason-dialog.tsx';
import { STATUS_MOVES } from './bar-folders.ts';

type Props = { bars: AdminBar[]; labels: Label[]; onClear: () => void };

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
    <CollectionToolbar label={t('selected', { count: bars.length })} countText={t('selected', { count: bars.length })}>
      <Button
        size="small"
        startIcon={allStarred ? <StarBorderIcon /> : <StarIcon />}
        onClick={() => star.mutate({ barIds: ids, status: !allStarred }, { onSuccess: done })}
        loading={star.isPending}
      >
        {allStarred ? t('unstar') : t('star')}
      </Button>
      <Button size="small" startIcon={<LabelOutlinedIcon />} onClick={(e) => setLabelsAnchor(e.currentTarget)}>
        {t('actions.labels')}
      </Button>
      {anyInTrash
        ? null
        : STATUS_MOVES.filter((a) => !bars.every((b) => b.status === a.status)).map(({ status, key, Icon, color }) => (
            <Button key={status} size="small" color={color} startIcon={<Icon />} onClick={() => setMoveTo(status)}>
              {t(`actions.${key}`)}
            </Button>
          ))}
      {inTrash ? (
        <>
          <Button
            size="small"
            startIcon={<RestoreFromTrashIcon />}
            onClick={() => restore.mutate(ids, { onSuccess: done })}
            loading={restore.isPending}
          >
            {t('actions.restore')}
          </Button>
          <Button size="small" color="error" startIcon={<DeleteForeverIcon />} onClick={() => setConfirmDelete(true)}>
            {t('actions.deleteForever')}
          </Button>
        </>
      ) : (
        <Button
          size="small"
          startIcon={<DeleteOutlinedIcon />}
          onClick={() => trash.mutate(ids, { onSuccess: done })}
          loading={trash.isPending}
        >
          {t('actions.trash')}
        </Button>
      )}
      <Tooltip title={t('clearSelection')}>
        <IconButton size="small" aria-label={t('clearSelection')} onClick={onClear}>
          <CloseIcon fontSize="small" />
        </IconButton>
      </Tooltip>

      <ApplyLabelsPopover
        anchorEl={labelsAnchor}
        open={labelsAnchor !== null}
        labels={labels}
        presence={labelPresence(bars.map((b) => b.labels))}
        onCancel={() => setLabelsAnchor(null)}
        busy={applyLabels.isPending}
        onApply={(changes) =>
          applyLabels.mutate(
            { barIds: ids, changes },
            {
              onSuccess: () => {
                setLabelsAnchor(null);
                notify.success(t('labelsApplied'));
              },
            },
          )
        }
      />
      <StatusReasonDialog
        status={moveTo}
        count={bars.length}
        busy={move.isPending}
        onCancel={() => setMoveTo(null)}
        onConfirm={(reason) =>
          moveTo &&
          move.mutate(
            { barIds: ids, status: moveTo, reason },
            {
              onSuccess: (result) => {
                setMoveTo(null);
                done(result);
              },
            },
          )
        }
      />
      <ConfirmDialog
        open={confirmDelete}
        title={t('deleteDialog.title')}
        text={t('deleteDialog.text', { count: bars.length })}
        confirmLabel={t('actions.deleteForever')}
        busy={deleteForever.isPending}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() =>
          deleteForever.mutate(ids, {
            onSuccess: (result) => {
              setConfirmDelete(false);
              done(result);
            },
          })
        }
      >
        {deleteForever.refusal ? <Alert severity="error">{deleteForever.refusal}</Alert> : null}
      </ConfirmDialog>
    </CollectionToolbar>
  );
}

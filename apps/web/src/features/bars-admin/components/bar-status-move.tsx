import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Paper, Typography } from '@mui/material';
import type { AdminBarDetail, BarStatus } from '@app/contract/bars-admin';
import { useNotify } from '../../../components/feedback/notifier.tsx';
import { useUpdateBarsStatus } from '../api/update-bars-status.ts';
import { STATUS_MOVES } from './bar-folders.ts';
import { StatusReasonField, useStatusMoveForm } from './status-reason-dialog.tsx';

/** A bar's detail: accept, set pending or reject it with a reason (docs/product.md §2); a trashed bar cannot move. */
export function BarStatusMove({ bar }: { bar: Pick<AdminBarDetail, 'id' | 'status' | 'folder'> }) {
  const { t } = useTranslation('bars-admin');
  const notify = useNotify();
  const move = useUpdateBarsStatus();
  const [moveTo, setMoveTo] = useState<BarStatus | null>(null);
  // The typed reason stays when the admin switches to another move, as the status is only a field of the form.
  const {
    form: {
      register,
      handleSubmit,
      reset,
      setValue,
      formState: { errors },
    },
    ready,
  } = useStatusMoveForm(bar.status);

  const choose = (status: BarStatus) => {
    setMoveTo(status);
    setValue('status', status);
  };
  const close = () => {
    setMoveTo(null);
    reset();
  };
  const confirm = handleSubmit(({ status, reason }) => {
    move.mutate(
      { barIds: [bar.id], status, reason },
      {
        onSuccess: (result) => {
          notify.success(result.message);
          close();
        },
      },
    );
  });

  if (bar.folder === 'trash') return <Alert severity="info">{t('detail.inTrash')}</Alert>;
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {STATUS_MOVES.filter((m) => m.status !== bar.status).map(({ status, key, Icon, color }) => (
          <Button
            key={status}
            variant={moveTo === status ? 'contained' : 'outlined'}
            color={color}
            startIcon={<Icon />}
            onClick={() => choose(status)}
          >
            {t(`actions.${key}`)}
          </Button>
        ))}
      </Box>
      {moveTo ? (
        <Paper
          variant="outlined"
          component="form"
          noValidate
          onSubmit={confirm}
          sx={{ p: 2, mt: 1.5, display: 'grid', gap: 1.5 }}
        >
          <Typography variant="subtitle2">{t(`statusDialog.${moveTo}`, { count: 1 })}</Typography>
          <StatusReasonField status={moveTo} field={register('reason')} error={errors.reason?.message} />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
            <Button onClick={close}>{t('actions.cancel')}</Button>
            <Button type="submit" variant="contained" loading={move.isPending} disabled={!ready}>
              {t('actions.confirm')}
            </Button>
          </Box>
        </Paper>
      ) : null}
    </>
  );
}

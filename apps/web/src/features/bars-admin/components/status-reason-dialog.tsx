import { useTranslation } from 'react-i18next';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import {
  STATUS_REASON_MAX,
  statusMoveSchema,
  statusReasonAccepted,
  type BarStatus,
  type StatusMove,
  type StatusMoveInput,
} from '@app/contract/bars-admin';
import { translatedResolver } from '../../../lib/translated-resolver.ts';

type Props = {
  status: BarStatus | null;
  count: number;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
};

/**
 * The form of a status move, checked with the contract's schema (the server's own rule). `ready`:
 * Confirm stays disabled while rejecting has no reason.
 */
export function useStatusMoveForm(status: BarStatus) {
  const form = useForm<StatusMoveInput, unknown, StatusMove>({
    resolver: translatedResolver(zodResolver(statusMoveSchema)),
    defaultValues: { status, reason: '' },
  });
  const [moveTo, reason] = useWatch({ control: form.control, name: ['status', 'reason'] });
  return { form, ready: statusReasonAccepted(moveTo, reason ?? '') };
}

/**
 * The reason an admin gives when moving bars between Accepted, Pending and Rejected: it goes to the
 * owner, and rejecting needs one. The one field for it, in the toolbar's dialog and in a bar's detail.
 */
export function StatusReasonField({
  status,
  field,
  error,
  fullWidth = false,
}: {
  status: BarStatus;
  field: UseFormRegisterReturn<'reason'>;
  error?: string;
  fullWidth?: boolean;
}) {
  const { t } = useTranslation('bars-admin');
  return (
    <TextField
      label={t(status === 'rejected' ? 'statusDialog.reasonRequired' : 'statusDialog.reason')}
      {...field}
      required={status === 'rejected'}
      error={error !== undefined}
      helperText={error ?? (status === 'rejected' ? t('statusDialog.reasonHelp') : undefined)}
      multiline
      minRows={2}
      fullWidth={fullWidth}
      autoFocus
      slotProps={{ htmlInput: { maxLength: STATUS_REASON_MAX } }}
    />
  );
}

/** Moving bars between Accepted, Pending and Rejected from the toolbar: the reason, then Confirm. */
export function StatusReasonDialog({ status, count, busy, onCancel, onConfirm }: Props) {
  const { t } = useTranslation('bars-admin');
  return (
    <Dialog open={status !== null} onClose={onCancel} fullWidth maxWidth="xs" aria-labelledby="status-reason-title">
      {status ? (
        <StatusReasonForm
          key={status}
          status={status}
          count={count}
          busy={busy}
          onCancel={onCancel}
          onConfirm={onConfirm}
          t={t}
        />
      ) : null}
    </Dialog>
  );
}

function StatusReasonForm({
  status,
  count,
  busy,
  onCancel,
  onConfirm,
  t,
}: Omit<Props, 'status'> & { status: BarStatus; t: ReturnType<typeof useTranslation>['t'] }) {
  const {
    form: {
      register,
      handleSubmit,
      formState: { errors },
    },
    ready,
  } = useStatusMoveForm(status);
  return (
    <form noValidate onSubmit={handleSubmit((move) => onConfirm(move.reason))}>
      <DialogTitle id="status-reason-title">{t(`statusDialog.${status}`, { count })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('statusDialog.intro', { count, folder: t(`status.${status}`) })}
        </DialogContentText>
        <StatusReasonField status={status} field={register('reason')} error={errors.reason?.message} fullWidth />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('actions.cancel')}</Button>
        <Button type="submit" variant="contained" loading={busy} disabled={!ready}>
          {t('actions.confirm')}
        </Button>
      </DialogActions>
    </form>
  );
}

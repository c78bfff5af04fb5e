import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { STATUS_REASON_MAX, statusReasonAccepted, type BarStatus } from '@app/contract/bars-admin';

type Props = {
  status: BarStatus | null;
  count: number;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
};

/**
 * The reason an admin gives when moving bars between Accepted, Pending and Rejected: it goes to the
 * owner, and rejecting needs one. The one field for it, in the toolbar's dialog and in a bar's detail.
 */
export function StatusReasonField({ status, value, onChange, fullWidth = false }: { status: BarStatus; value: string; onChange: (reason: string) => void; fullWidth?: boolean }) {
  const { t } = useTranslation('bars-admin');
  return (
    <TextField
      label={t(status === 'rejected' ? 'statusDialog.reasonRequired' : 'statusDialog.reason')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      required={status === 'rejected'}
      helperText={status === 'rejected' ? t('statusDialog.reasonHelp') : undefined}
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
    <Dialog open={status !== null} onClose={onCancel} fullWidth maxWidth="xs">
      {status ? <StatusReasonForm key={status} status={status} count={count} busy={busy} onCancel={onCancel} onConfirm={onConfirm} t={t} /> : null}
    </Dialog>
  );
}

function StatusReasonForm({ status, count, busy, onCancel, onConfirm, t }: Omit<Props, 'status'> & { status: BarStatus; t: ReturnType<typeof useTranslation>['t'] }) {
  const [reason, setReason] = useState('');
  const ready = statusReasonAccepted(status, reason);
  return (
    <form noValidate onSubmit={(e) => { e.preventDefault(); if (ready) onConfirm(reason.trim()); }}>
      <DialogTitle>{t(`statusDialog.${status}`, { count })}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('statusDialog.intro', { count, folder: t(`status.${status}`) })}</DialogContentText>
        <StatusReasonField status={status} value={reason} onChange={setReason} fullWidth />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('actions.cancel')}</Button>
        <Button type="submit" variant="contained" loading={busy} disabled={!ready}>{t('actions.confirm')}</Button>
      </DialogActions>
    </form>
  );
}

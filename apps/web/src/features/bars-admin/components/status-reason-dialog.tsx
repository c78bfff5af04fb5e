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

/** Moving bars between Accepted, Pending and Rejected: a reason that goes to the owner (required to reject). */
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
        <TextField
          label={t(status === 'rejected' ? 'statusDialog.reasonRequired' : 'statusDialog.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required={status === 'rejected'}
          helperText={status === 'rejected' ? t('statusDialog.reasonHelp') : undefined}
          multiline
          minRows={2}
          fullWidth
          autoFocus
          slotProps={{ htmlInput: { maxLength: STATUS_REASON_MAX } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('actions.cancel')}</Button>
        <Button type="submit" variant="contained" loading={busy} disabled={!ready}>{t('actions.confirm')}</Button>
      </DialogActions>
    </form>
  );
}

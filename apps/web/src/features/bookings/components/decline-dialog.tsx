import { useState } from 'react';
import { Alert, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { BOOKING_LIMITS, type BarBooking } from '@app/contract/bookings';
import { useNotify } from '../../../components/feedback/notifier.tsx';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog.tsx';
import { useDeclineBooking } from '../api/bar-bookings.ts';

/** Declining asks for the reason the fan reads in their mail. */
export function DeclineDialog({ booking, onClose }: { booking: BarBooking | null; onClose: () => void }) {
  const { t } = useTranslation('bookings');
  const notify = useNotify();
  const decline = useDeclineBooking();
  const [reason, setReason] = useState('');
  const close = () => {
    setReason('');
    decline.reset();
    onClose();
  };
  const confirm = () => {
    if (!booking) return;
    decline.mutate(
      { id: booking.id, reason },
      {
        onSuccess: () => {
          notify.success(t('declined'));
          close();
        },
      },
    );
  };
  return (
    <ConfirmDialog
      open={booking !== null}
      title={t('declineTitle')}
      text={t('declineText', { name: booking?.name ?? '', count: booking?.seats ?? 0 })}
      confirmLabel={t('decline')}
      busy={decline.isPending}
      onConfirm={confirm}
      onCancel={close}
    >
      <TextField
        label={t('reason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        multiline
        minRows={2}
        fullWidth
        required
        autoFocus
        slotProps={{ htmlInput: { maxLength: BOOKING_LIMITS.reasonMax } }}
        sx={{ mt: 2 }}
      />
      {decline.refusal ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {decline.refusal}
        </Alert>
      ) : null}
    </ConfirmDialog>
  );
}

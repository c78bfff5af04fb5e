import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { BOOKING_LIMITS, bookingRequestBodySchema, type BookingRequestBody } from '@app/contract/bookings';
import { MESSAGES_NAMESPACE } from '../../../lib/i18n.ts';
import { translatedResolver } from '../../../lib/translated-resolver.ts';
import { useRequestBooking } from '../api/fan-bookings.ts';

const PARTY_SIZES = Array.from({ length: BOOKING_LIMITS.seatsMax }, (_, i) => i + 1);

/** A table for a match at a bar: how many, the name to ask for, a note. A refusal (seats left) shows in place. */
export function BookingForm({
  slug,
  matchId,
  seatsLeft,
  nickname,
}: {
  slug: string;
  matchId: string;
  seatsLeft: number;
  nickname: string;
}) {
  const { t } = useTranslation(['play', MESSAGES_NAMESPACE]);
  const request = useRequestBooking();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<BookingRequestBody>({
    resolver: translatedResolver(zodResolver(bookingRequestBodySchema)),
    defaultValues: { slug, matchId, seats: Math.min(2, Math.max(1, seatsLeft)), name: nickname.slice(0, 60), note: '' },
  });
  const field = (name: 'name' | 'note') => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref };
  };
  const { ref: seatsRef, ...seats } = register('seats', { valueAsNumber: true });
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => void handleSubmit((body) => request.mutate(body))(e)}
      sx={{ display: 'grid', gap: 2, maxWidth: 480 }}
      aria-label={t('booking.formLabel')}
    >
      <Typography variant="body2" color="text.secondary">
        {t('booking.seatsLeft', { count: seatsLeft })}
      </Typography>
      {request.refusal ? <Alert severity="error">{request.refusal}</Alert> : null}
      <TextField
        select
        label={t('booking.people')}
        {...seats}
        inputRef={seatsRef}
        slotProps={{ select: { native: true } }}
        error={!!errors.seats}
        helperText={errors.seats?.message}
      >
        {PARTY_SIZES.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </TextField>
      <TextField
        label={t('booking.name')}
        required
        autoComplete="name"
        {...field('name')}
        slotProps={{ htmlInput: { maxLength: BOOKING_LIMITS.nameMax } }}
        error={!!errors.name}
        helperText={errors.name?.message ?? t('booking.nameHelp')}
      />
      <TextField
        label={t('booking.note')}
        multiline
        minRows={2}
        {...field('note')}
        slotProps={{ htmlInput: { maxLength: BOOKING_LIMITS.noteMax } }}
        error={!!errors.note}
        helperText={errors.note?.message ?? t('booking.noteHelp')}
      />
      <Button type="submit" variant="contained" loading={request.isPending} sx={{ justifySelf: 'start' }}>
        {t('booking.send')}
      </Button>
    </Box>
  );
}

import { useEffect, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { translatedResolver } from '../../../lib/translated-resolver.ts';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { format, parseISO, startOfWeek } from 'date-fns';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { emailSchema } from '@app/contract/common';
import {
  isoDateSchema,
  PERIOD_DATE_REQUIRED,
  WINNER_NAME_REQUIRED,
  winnerPeriodSchema,
  type Winner,
  type WinnerPeriod,
  type WinnersList,
} from '@app/contract/winners';
import { localMessage } from '../../../lib/message-text.ts';
import { awardDayRule, dayInside, NO_MATCH_DAYS } from './award-day.ts';
import { useAwardWinner } from '../api/award-winner.ts';
import { useWinnerText } from './use-winner-text.ts';
import { DayPicker } from '../../../components/date-picker/day-picker.tsx';

const PERIODS: WinnerPeriod[] = ['daily', 'weekly', 'allTime'];

type Props = { list: WinnersList; open: boolean; onClose: () => void; onAwarded: (winner: Winner) => void };

/** Weekly prizes are kept under the Monday of their week (as the server does). */
function periodKey(period: WinnerPeriod, date: string): string {
  if (period === 'allTime') return 'allTime';
  if (!isoDateSchema.safeParse(date).success) return `${period}:?`;
  return period === 'daily'
    ? `daily:${date}`
    : `weekly:${format(startOfWeek(parseISO(date), { weekStartsOn: 1 }), 'yyyy-MM-dd')}`;
}

export function AwardWinnerDialog({ list, open, onClose, onAwarded }: Props) {
  const { t } = useTranslation('winners');
  const text = useWinnerText();
  const award = useAwardWinner();
  const counts = list.championship.prizeTypesCounts;
  const days = list.championship.matchDays;
  // Without match days a championship has no day for a daily or weekly prize (the server refuses them too).
  const periods = PERIODS.filter((p) => counts[p] > 0 && (p === 'allTime' || days !== null));
  const dayPeriodsWithoutDays = days === null && (counts.daily > 0 || counts.weekly > 0);

  const schema = useMemo(
    () =>
      z
        .object({
          prizeId: z.string().min(1, t('form.prizeRequired')),
          period: winnerPeriodSchema,
          periodDate: z.string(),
          position: z.number().int().min(1),
          name: z.string().trim().min(1, WINNER_NAME_REQUIRED).max(120, 'Winner name is too long'),
          email: emailSchema,
        })
        .refine((v) => v.period === 'allTime' || isoDateSchema.safeParse(v.periodDate).success, {
          message: PERIOD_DATE_REQUIRED,
          path: ['periodDate'],
        })
        .superRefine(awardDayRule(days)),
    [t, days],
  );
  type FormInput = z.input<typeof schema>;
  type FormOutput = z.output<typeof schema>;

  const {
    control,
    register,
    handleSubmit,
    reset,
    setValue,
    getValues,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: translatedResolver(zodResolver(schema)),
    defaultValues: {
      prizeId: list.prizes[0]?.id ?? '',
      period: periods[0] ?? 'allTime',
      periodDate: dayInside(format(new Date(), 'yyyy-MM-dd'), days),
      position: 1,
      name: '',
      email: '',
    },
  });
  const [period = 'allTime', periodDate = ''] = useWatch({ control, name: ['period', 'periodDate'] });
  const taken = new Set(
    list.winners
      .filter((w) => periodKey(w.period, w.periodDate ?? '') === periodKey(period, periodDate))
      .map((w) => w.position),
  );
  const positions = Array.from({ length: counts[period] }, (_, i) => i + 1);
  const firstFree = positions.find((n) => !taken.has(n));
  const takenList = [...taken].join(',');
  const positionCount = positions.length;

  // Another period or day: offer its first free position.
  useEffect(() => {
    const current = getValues('position');
    const takenNow = takenList.split(',').map(Number);
    if (firstFree !== undefined && (current > positionCount || takenNow.includes(current)))
      setValue('position', firstFree);
  }, [takenList, positionCount, firstFree, getValues, setValue]);

  const close = () => {
    award.reset();
    onClose();
  };
  const submit = handleSubmit((values) => {
    award.mutate(
      {
        challengeId: list.championship.id,
        ...values,
        periodDate: values.period === 'allTime' ? null : values.periodDate,
      },
      {
        onSuccess: (winner) => {
          reset({ ...values, name: '', email: '' });
          award.reset();
          onAwarded(winner);
        },
      },
    );
  });

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="award-winner-title">
      <DialogTitle id="award-winner-title">{t('form.title')}</DialogTitle>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          void submit(event);
        }}
      >
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {award.refusal ? <Alert severity="error">{award.refusal}</Alert> : null}
          {dayPeriodsWithoutDays ? <Alert severity="info">{localMessage(NO_MATCH_DAYS)}</Alert> : null}
          {/* MUI's TextField takes the field's ref as inputRef: a refused select takes the focus. */}
          <Controller
            control={control}
            name="prizeId"
            render={({ field: { ref, ...field } }) => (
              <TextField
                select
                label={t('form.prize')}
                {...field}
                inputRef={ref}
                error={!!errors.prizeId}
                helperText={errors.prizeId?.message}
              >
                {list.prizes.map((p) => (
                  <MenuItem key={p.id} value={p.id}>
                    {p.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <Controller
              control={control}
              name="period"
              render={({ field: { ref, ...field } }) => (
                <TextField select label={t('form.period')} {...field} inputRef={ref}>
                  {periods.map((p) => (
                    <MenuItem key={p} value={p}>
                      {t(`periods.${p}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            {period === 'allTime' ? null : (
              <Controller
                control={control}
                name="periodDate"
                render={({ field }) => (
                  <DayPicker
                    label={period === 'weekly' ? t('form.week') : t('form.day')}
                    name={field.name}
                    value={field.value ?? ''}
                    onChange={field.onChange}
                    minDay={days?.first}
                    maxDay={days?.last}
                    error={!!errors.periodDate}
                    helperText={errors.periodDate?.message}
                  />
                )}
              />
            )}
          </Box>
          <Controller
            control={control}
            name="position"
            render={({ field: { ref, ...field } }) => (
              <TextField
                select
                label={t('form.position')}
                {...field}
                inputRef={ref}
                value={positions.includes(field.value) ? field.value : ''}
              >
                {positions.map((n) => (
                  <MenuItem key={n} value={n} disabled={taken.has(n)}>
                    {taken.has(n) ? t('form.positionTaken', { place: text.place(n) }) : text.place(n)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <TextField
            label={t('form.name')}
            autoComplete="off"
            {...register('name')}
            error={!!errors.name}
            helperText={errors.name?.message}
          />
          <TextField
            label={t('form.email')}
            type="email"
            autoComplete="off"
            {...register('email')}
            error={!!errors.email}
            helperText={errors.email?.message}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close}>{t('common:actions.cancel')}</Button>
          <Button type="submit" variant="contained" loading={award.isPending}>
            {t('form.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

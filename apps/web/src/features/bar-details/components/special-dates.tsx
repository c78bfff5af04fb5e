import { useTranslation } from 'react-i18next';
import { Box, Button, IconButton, Stack, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { MAX_INTERVALS_PER_DAY, MAX_SPECIAL_DATES, type HoursInterval, type SpecialDay } from '@app/contract/bar-profile';

type Props = { days: SpecialDay[]; onChange: (days: SpecialDay[]) => void };

const NEW_INTERVAL: HoursInterval = { opens: '18:00', closes: '23:00' };
/** A new special date starts as tomorrow, closed: the usual case is a holiday. */
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/**
 * Issue 17: dates with hours of their own (a holiday's hours) or none (closed that day). They win
 * over the weekday's hours; 'Open longer that day' on /matches writes one too. The server checks
 * the dates and times and answers its message.
 */
export function SpecialDates({ days, onChange }: Props) {
  const { t } = useTranslation('bar');
  const setDay = (index: number, day: SpecialDay) => onChange(days.map((d, i) => (i === index ? day : d)));
  const setTime = (index: number, at: number, key: keyof HoursInterval, value: string) => {
    const day = days[index]!;
    setDay(index, { ...day, intervals: day.intervals.map((iv, i) => (i === at ? { ...iv, [key]: value } : iv)) });
  };

  return (
    <Box sx={{ mt: 3 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>{t('hours.special')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{t('hours.specialHint')}</Typography>
      <Stack sx={{ gap: 1.5 }}>
        {days.map((day, index) => (
          <Box key={index} role="group" aria-label={t('hours.specialDay', { date: day.date })} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <TextField type="date" size="small" label={t('hours.date')} value={day.date} onChange={(e) => setDay(index, { ...day, date: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
            {day.intervals.length === 0 ? <Typography color="text.secondary">{t('hours.closed')}</Typography> : null}
            {day.intervals.map((iv, i) => (
              <Stack key={i} direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
                <TextField type="time" size="small" label={t('hours.opens')} value={iv.opens} onChange={(e) => setTime(index, i, 'opens', e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
                <TextField type="time" size="small" label={t('hours.closes')} value={iv.closes} onChange={(e) => setTime(index, i, 'closes', e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
                <IconButton aria-label={t('hours.removeSpecialInterval', { date: day.date })} onClick={() => setDay(index, { ...day, intervals: day.intervals.filter((_, j) => j !== i) })}>
                  <DeleteOutlineIcon />
                </IconButton>
              </Stack>
            ))}
            {day.intervals.length < MAX_INTERVALS_PER_DAY ? (
              <Button size="small" startIcon={<AddIcon />} onClick={() => setDay(index, { ...day, intervals: [...day.intervals, NEW_INTERVAL] })} aria-label={t('hours.addSpecialInterval', { date: day.date })}>
                {t('hours.addInterval')}
              </Button>
            ) : null}
            <Button size="small" color="inherit" onClick={() => onChange(days.filter((_, i) => i !== index))} aria-label={t('hours.removeSpecial', { date: day.date })}>
              {t('hours.removeSpecialShort')}
            </Button>
          </Box>
        ))}
      </Stack>
      {days.length < MAX_SPECIAL_DATES ? (
        <Button size="small" startIcon={<AddIcon />} sx={{ mt: 1 }} onClick={() => onChange([...days, { date: tomorrow(), intervals: [] }])}>
          {t('hours.addSpecial')}
        </Button>
      ) : null}
    </Box>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Box, Button, Card, CardContent, Checkbox, FormControlLabel, IconButton, Link, Stack, Switch, TextField, Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { WEEKDAYS, type BarDetails, type Weekday } from '@app/contract/bar-details';
import type { HoursInterval, OpeningHours, Viewing } from '@app/contract/bar-profile';
import { MAX_INTERVALS_PER_DAY } from '@app/contract/bar-profile';
import { SpecialDates } from './special-dates.tsx';

type Props = {
  bar: BarDetails;
  saving: boolean;
  /** Saves the hours, the zone (null follows the country) and the viewing with the bar's other fields unchanged. */
  onSave: (profile: { openingHours: OpeningHours; timeZone: string | null; viewing: Viewing }) => void;
};

const NEW_INTERVAL: HoursInterval = { opens: '18:00', closes: '23:00' };

/**
 * Issue 17 on /edit-bar: per weekday one or more intervals (closing after midnight belongs to the
 * same evening), the temporarily closed switch, the time zone, and how the bar shows football.
 * The server checks the rules (overlaps, bad times) and answers their message.
 */
export function BarHoursCard({ bar, saving, onSave }: Props) {
  const { t } = useTranslation('bar');
  const [hours, setHours] = useState<OpeningHours>(bar.openingHours);
  const [zone, setZone] = useState(bar.timeZoneFromCountry ? '' : bar.timeZone);
  const [viewing, setViewing] = useState<Viewing>(bar.viewing);

  const setDay = (day: Weekday, intervals: HoursInterval[]) => setHours((h) => ({ ...h, weekly: { ...h.weekly, [day]: intervals } }));
  const setTime = (day: Weekday, index: number, key: keyof HoursInterval, value: string) =>
    setDay(day, hours.weekly[day].map((iv, i) => (i === index ? { ...iv, [key]: value } : iv)));
  const setNumber = (key: 'screens' | 'soundZones', value: string) => setViewing((v) => ({ ...v, [key]: Number(value) }));

  return (
    <Card variant="outlined" sx={{ mt: 3 }}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: 1, mb: 2 }}>
          <Typography variant="h6" component="h2">{t('hours.title')}</Typography>
          <Stack direction="row" sx={{ gap: 2 }}>
            <Link href={bar.publicUrl} target="_blank" rel="noopener">{t('hours.publicPage')}</Link>
            <Link href={`${bar.publicUrl}/poster`} target="_blank" rel="noopener">{t('hours.poster')}</Link>
          </Stack>
        </Stack>
        <FormControlLabel
          control={<Switch checked={hours.temporarilyClosed} onChange={(e) => setHours((h) => ({ ...h, temporarilyClosed: e.target.checked }))} />}
          label={t('hours.temporarilyClosed')}
        />
        <Stack sx={{ gap: 1.5, mt: 1 }}>
          {WEEKDAYS.map((day) => (
            <Box key={day} role="group" aria-label={t(`days.${day}`)} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Typography sx={{ width: 110, fontWeight: 600 }}>{t(`days.${day}`)}</Typography>
              {hours.weekly[day].length === 0 ? <Typography color="text.secondary">{t('hours.closed')}</Typography> : null}
              {hours.weekly[day].map((iv, i) => (
                <Stack key={i} direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
                  <TextField type="time" size="small" label={t('hours.opens')} value={iv.opens} onChange={(e) => setTime(day, i, 'opens', e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
                  <TextField type="time" size="small" label={t('hours.closes')} value={iv.closes} onChange={(e) => setTime(day, i, 'closes', e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
                  <IconButton aria-label={t('hours.removeInterval', { day: t(`days.${day}`) })} onClick={() => setDay(day, hours.weekly[day].filter((_, j) => j !== i))}>
                    <DeleteOutlineIcon />
                  </IconButton>
                </Stack>
              ))}
              {hours.weekly[day].length < MAX_INTERVALS_PER_DAY ? (
                <Button size="small" startIcon={<AddIcon />} onClick={() => setDay(day, [...hours.weekly[day], NEW_INTERVAL])} aria-label={t('hours.addIntervalTo', { day: t(`days.${day}`) })}>
                  {t('hours.addInterval')}
                </Button>
              ) : null}
            </Box>
          ))}
        </Stack>
        <SpecialDates days={hours.special} onChange={(special) => setHours((h) => ({ ...h, special }))} />
        <TextField
          sx={{ mt: 3, minWidth: 280 }} label={t('hours.timeZone')} value={zone} placeholder={bar.timeZone}
          helperText={bar.timeZoneFromCountry ? t('hours.timeZoneHint', { zone: bar.timeZone }) : t('hours.timeZoneHintChosen')}
          onChange={(e) => setZone(e.target.value)}
        />
        <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>{t('viewing.title')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, flexWrap: 'wrap' }}>
          <TextField type="number" label={t('viewing.screens')} value={viewing.screens} onChange={(e) => setNumber('screens', e.target.value)} slotProps={{ htmlInput: { min: 0, max: 50 } }} />
          <TextField type="number" label={t('viewing.soundZones')} value={viewing.soundZones} onChange={(e) => setNumber('soundZones', e.target.value)} slotProps={{ htmlInput: { min: 0, max: 50 } }} />
          <TextField
            type="number" label={t('viewing.capacity')} value={viewing.capacity ?? ''}
            onChange={(e) => setViewing((v) => ({ ...v, capacity: e.target.value === '' ? null : Number(e.target.value) }))}
          />
        </Stack>
        <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
          <FormControlLabel control={<Checkbox checked={viewing.bigScreen} onChange={(e) => setViewing((v) => ({ ...v, bigScreen: e.target.checked }))} />} label={t('viewing.bigScreen')} />
          <FormControlLabel control={<Checkbox checked={viewing.outdoorScreen} onChange={(e) => setViewing((v) => ({ ...v, outdoorScreen: e.target.checked }))} />} label={t('viewing.outdoorScreen')} />
        </Stack>
        <Button variant="contained" sx={{ mt: 2 }} disabled={saving} onClick={() => onSave({ openingHours: hours, timeZone: zone.trim() === '' ? null : zone.trim(), viewing })}>
          {t('hours.save')}
        </Button>
      </CardContent>
    </Card>
  );
}

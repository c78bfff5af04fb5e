import { useMemo, useState, type FocusEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  alpha,
  Box,
  Button,
  Chip,
  FormControlLabel,
  IconButton,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { WEEKDAYS, type Weekday } from '@app/contract/bar-details';
import {
  MAX_INTERVALS_PER_DAY,
  MAX_SPECIAL_DATES,
  openingHoursSchema,
  timeOfDaySchema,
  type HoursInterval,
  type OpeningHours,
  type SpecialDay,
} from '@app/contract/bar-profile';
import { proposeInterval, sortIntervals } from '@app/contract/opening-hours';
import { localMessage } from '../../../lib/message-text.ts';
import { formatDay } from '../../../lib/format-date.ts';
import { DayPicker } from '../../../components/date-picker/day-picker.tsx';
import { normalizeTime, TimeOfDayField } from './time-of-day-field.tsx';

/** One row's problem: the message and the intervals (by index) and fields it is about. */
type RowIssue = { message: string; marks: { index: number; field: 'opens' | 'closes' | 'date' | null }[] };
/** Issues by row: 'weekly.saturday', 'special.2'. */
export type HoursIssues = Map<string, RowIssue>;

/**
 * The contract's rules over the hours, per row: the same schema the server
 * applies, so a row is marked before anything is sent and stays marked until it is fixed.
 */
function hoursIssuesOf(hours: OpeningHours): HoursIssues {
  const issues: HoursIssues = new Map();
  const parsed = openingHoursSchema.safeParse(hours);
  if (parsed.success) return issues;
  for (const issue of parsed.error.issues) {
    const [group, key, ...rest] = issue.path;
    if (group !== 'weekly' && group !== 'special') continue;
    const row = `${group}.${String(key)}`;
    // weekly.<day>.<i>.<field> or special.<n>.intervals.<i>.<field> or special.<n>.date
    const tail = group === 'special' && rest[0] === 'intervals' ? rest.slice(1) : rest;
    const index = typeof tail[0] === 'number' ? tail[0] : -1;
    const field = tail[1] === 'opens' || tail[1] === 'closes' ? tail[1] : rest[0] === 'date' ? 'date' : null;
    const found = issues.get(row) ?? { message: issue.message, marks: [] };
    found.marks.push({ index, field });
    issues.set(row, found);
  }
  return issues;
}

/** The row a path of the form's values is about ('openingHours.weekly.saturday.1.opens' → 'weekly.saturday'). */
export function hoursRowOf(path: readonly PropertyKey[]): string | null {
  const [root, group, key] = path;
  return root === 'openingHours' && (group === 'weekly' || group === 'special') ? `${group}.${String(key)}` : null;
}

type Props = {
  hours: OpeningHours;
  onChange: (hours: OpeningHours) => void;
  editing: boolean;
  /** After a first 'Update Bar': every row's problem is shown, and stays until it is fixed. */
  showIssues: boolean;
  /** The zone as typed ('' follows the country); `countryZone` is what the country gives. */
  zone: string;
  onZoneChange: (zone: string) => void;
  zoneFromCountry: boolean;
  countryZone: string;
  zoneError: string | undefined;
};

const text = (iv: HoursInterval) => `${iv.opens}\u2013${iv.closes}`;
/** A day's hours as read: earliest first, whatever order they were added in. */
const dayText = (intervals: readonly HoursInterval[]) => sortIntervals(intervals).map(text).join(', ');

/**
 * The bar's opening hours in the bar form's one edit model: read as text until
 * 'Edit Bar', then per weekday one or more intervals (closing after midnight belongs to the same
 * evening), special dates, the temporarily closed switch and the time zone. 'Update Bar' saves them
 * with the rest; docs/product.md's seven strings are written by the server from this structure.
 */
export function HoursEditor({
  hours,
  onChange,
  editing,
  showIssues,
  zone,
  onZoneChange,
  zoneFromCountry,
  countryZone,
  zoneError,
}: Props) {
  const { t } = useTranslation('bar');
  const issues = useMemo(() => (showIssues ? hoursIssuesOf(hours) : (new Map() as HoursIssues)), [hours, showIssues]);
  // The day whose 'Add hours' found no free half hour: said beside it until the hours change.
  const [full, setFull] = useState<string | null>(null);
  const change = (next: OpeningHours) => {
    setFull(null);
    onChange(next);
  };

  const setDay = (day: Weekday, intervals: HoursInterval[]) =>
    change({ ...hours, weekly: { ...hours.weekly, [day]: intervals } });
  const addTo = (day: Weekday) => {
    const before = WEEKDAYS[(WEEKDAYS.indexOf(day) + 6) % 7]!;
    const proposed = proposeInterval(hours.weekly[day], hours.weekly[before]);
    if (proposed) setDay(day, [...hours.weekly[day], proposed]);
    else setFull(`weekly.${day}`);
  };
  const setSpecial = (special: SpecialDay[]) => change({ ...hours, special });

  if (!editing) {
    return (
      <Box>
        {hours.temporarilyClosed ? (
          <Chip color="warning" variant="outlined" label={t('hours.temporarilyClosed')} sx={{ mb: 1 }} />
        ) : null}
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(7rem, max-content) 1fr',
            columnGap: 2,
            rowGap: 0.5,
            m: 0,
          }}
        >
          {WEEKDAYS.map((day) => (
            <Box key={day} sx={{ display: 'contents' }}>
              <Typography component="dt" sx={{ fontWeight: 600 }}>
                {t(`days.${day}`)}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }} dir="auto">
                {hours.weekly[day].length === 0 ? t('hours.closed') : dayText(hours.weekly[day])}
              </Typography>
            </Box>
          ))}
        </Box>
        {hours.special.length > 0 ? (
          <>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 2 }}>
              {t('hours.special')}
            </Typography>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'minmax(7rem, max-content) 1fr',
                columnGap: 2,
                rowGap: 0.5,
                m: 0,
              }}
            >
              {hours.special.map((day) => (
                <Box key={day.date} sx={{ display: 'contents' }}>
                  <Typography component="dt" sx={{ fontWeight: 600 }}>
                    {formatDay(day.date)}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0 }}>
                    {day.intervals.length === 0 ? t('hours.closed') : dayText(day.intervals)}
                  </Typography>
                </Box>
              ))}
            </Box>
          </>
        ) : null}
        <Typography sx={{ mt: 2 }} color="text.secondary">
          {t('hours.timeZone')}: <bdi dir="ltr">{zone === '' ? countryZone : zone}</bdi>
          {zone === '' || zoneFromCountry ? ` (${t('hours.fromCountry')})` : ''}
        </Typography>
      </Box>
    );
  }

  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={hours.temporarilyClosed}
            onChange={(e) => change({ ...hours, temporarilyClosed: e.target.checked })}
          />
        }
        label={t('hours.temporarilyClosed')}
      />
      <Stack sx={{ gap: 1, mt: 1 }}>
        {WEEKDAYS.map((day) => {
          const row = `weekly.${day}`;
          return (
            <IntervalsRow
              key={day}
              name={t(`days.${day}`)}
              intervals={hours.weekly[day]}
              issue={issues.get(row)}
              full={full === row}
              onChange={(intervals) => setDay(day, intervals)}
              onAdd={() => addTo(day)}
              addLabel={t('hours.addIntervalTo', { day: t(`days.${day}`) })}
              removeLabel={t('hours.removeInterval', { day: t(`days.${day}`) })}
              id={`hours-${day}`}
            />
          );
        })}
      </Stack>
      <Box sx={{ mt: 3 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {t('hours.special')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('hours.specialHint')}
        </Typography>
        <Stack sx={{ gap: 1 }}>
          {hours.special.map((day, index) => {
            const row = `special.${index}`;
            const setOne = (next: SpecialDay) => setSpecial(hours.special.map((d, i) => (i === index ? next : d)));
            return (
              <IntervalsRow
                key={index}
                name={t('hours.specialDay', { date: formatDay(day.date) })}
                intervals={day.intervals}
                issue={issues.get(row)}
                full={full === row}
                id={`hours-special-${index}`}
                lead={
                  <Box sx={{ width: 190 }}>
                    <DayPicker
                      size="small"
                      label={t('hours.date')}
                      value={day.date}
                      error={issues.get(row)?.marks.some((m) => m.field === 'date')}
                      onChange={(date) => setOne({ ...day, date })}
                    />
                  </Box>
                }
                onChange={(intervals) => setOne({ ...day, intervals })}
                onAdd={() => {
                  const proposed = proposeInterval(day.intervals);
                  if (proposed) setOne({ ...day, intervals: [...day.intervals, proposed] });
                  else setFull(row);
                }}
                addLabel={t('hours.addSpecialInterval', { date: formatDay(day.date) })}
                removeLabel={t('hours.removeSpecialInterval', { date: formatDay(day.date) })}
                trailing={
                  <Button
                    size="small"
                    color="inherit"
                    onClick={() => setSpecial(hours.special.filter((_, i) => i !== index))}
                    aria-label={t('hours.removeSpecial', { date: formatDay(day.date) })}
                  >
                    {t('hours.removeSpecialShort')}
                  </Button>
                }
              />
            );
          })}
        </Stack>
        {hours.special.length < MAX_SPECIAL_DATES ? (
          <Button
            size="small"
            startIcon={<AddIcon />}
            sx={{ mt: 1 }}
            onClick={() => setSpecial([...hours.special, { date: tomorrow(), intervals: [] }])}
          >
            {t('hours.addSpecial')}
          </Button>
        ) : null}
      </Box>
      <TextField
        sx={{ mt: 3, width: '100%', maxWidth: 360 }}
        label={t('hours.timeZone')}
        value={zone}
        placeholder={countryZone}
        error={zoneError !== undefined}
        helperText={
          zoneError ??
          (zoneFromCountry ? t('hours.timeZoneHint', { zone: countryZone }) : t('hours.timeZoneHintChosen'))
        }
        onChange={(e) => onZoneChange(e.target.value.trim())}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: 'ltr', autoComplete: 'off' } }}
      />
    </Box>
  );
}

/** A new special date starts as tomorrow, closed: the usual case is a holiday. */
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

type RowProps = {
  id: string;
  /** The row's name: the weekday, or the special date. */
  name: string;
  intervals: HoursInterval[];
  issue: RowIssue | undefined;
  /** 'Add hours' found no free half hour on this day. */
  full: boolean;
  onChange: (intervals: HoursInterval[]) => void;
  onAdd: () => void;
  addLabel: string;
  removeLabel: string;
  lead?: ReactNode;
  trailing?: ReactNode;
};

function IntervalsRow({
  id,
  name,
  intervals,
  issue,
  full,
  onChange,
  onAdd,
  addLabel,
  removeLabel,
  lead,
  trailing,
}: RowProps) {
  const { t } = useTranslation('bar');
  const setTime = (index: number, key: keyof HoursInterval, value: string) =>
    onChange(intervals.map((iv, i) => (i === index ? { ...iv, [key]: value } : iv)));
  const marked = (index: number, field: 'opens' | 'closes') =>
    issue?.marks.some((m) => m.index === index && (m.field === field || m.field === null)) ?? false;
  const noteId = `${id}-note`;
  // Leaving the row puts its hours in time order, as every page lists them; moving within it keeps them still.
  const sortOnLeave = (event: FocusEvent<HTMLElement>) => {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    const tidy = intervals.map((iv) => ({ opens: normalizeTime(iv.opens), closes: normalizeTime(iv.closes) }));
    if (
      !tidy.every((iv) => timeOfDaySchema.safeParse(iv.opens).success && timeOfDaySchema.safeParse(iv.closes).success)
    )
      return;
    const sorted = sortIntervals(tidy);
    if (sorted.some((iv, i) => iv !== tidy[i])) onChange(sorted);
  };
  return (
    <Box
      id={id}
      role="group"
      aria-label={name}
      aria-describedby={issue || full ? noteId : undefined}
      data-invalid={issue ? 'true' : undefined}
      onBlur={sortOnLeave}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        py: 0.5,
        px: 1,
        mx: -1,
        borderRadius: 1,
        borderInlineStart: 3,
        borderColor: issue ? 'error.main' : 'transparent',
        bgcolor: issue ? (theme) => alpha(theme.palette.error.main, 0.08) : undefined,
      }}
    >
      {lead ?? <Typography sx={{ width: 110, fontWeight: 600 }}>{name}</Typography>}
      {intervals.length === 0 ? <Typography color="text.secondary">{t('hours.closed')}</Typography> : null}
      {intervals.map((iv, i) => (
        <Stack key={i} direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
          <TimeOfDayField
            label={t('hours.opens')}
            value={iv.opens}
            onChange={(v) => setTime(i, 'opens', v)}
            error={marked(i, 'opens')}
            placeholder={t('hours.timePlaceholder')}
            describedBy={issue ? noteId : undefined}
          />
          <span aria-hidden="true">–</span>
          <TimeOfDayField
            label={t('hours.closes')}
            value={iv.closes}
            onChange={(v) => setTime(i, 'closes', v)}
            error={marked(i, 'closes')}
            placeholder={t('hours.timePlaceholder')}
            describedBy={issue ? noteId : undefined}
          />
          <IconButton aria-label={removeLabel} onClick={() => onChange(intervals.filter((_, j) => j !== i))}>
            <DeleteOutlineIcon />
          </IconButton>
        </Stack>
      ))}
      {intervals.length < MAX_INTERVALS_PER_DAY ? (
        <Button size="small" startIcon={<AddIcon />} onClick={onAdd} aria-label={addLabel}>
          {t('hours.addInterval')}
        </Button>
      ) : null}
      {trailing}
      {issue ? (
        <Typography id={noteId} variant="body2" color="error" sx={{ flexBasis: '100%' }}>
          {t('hours.rowIssue', { day: name, message: localMessage(issue.message) })}
        </Typography>
      ) : full ? (
        <Typography id={noteId} role="status" variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
          {t('hours.noFreeTime', { day: name })}
        </Typography>
      ) : null}
    </Box>
  );
}

import { Box, Paper, Typography } from '@mui/material';
import type { PlannedBroadcast, PlannerWeekAnswer } from '@app/contract/planner';
import { formatDate } from '../../../lib/format-date.ts';
import { BroadcastSummary } from './broadcast-summary.tsx';
import { ScreenMenuButton } from './screen-menu-button.tsx';
import { byDay, clock, dayColumns, hourRange, openingsText, type ScreenChoice } from './week-layout.ts';

const HOUR_PX = 56;
const HEAD_PX = 40;

type Props = {
  week: PlannerWeekAnswer;
  onAssign: (broadcast: PlannedBroadcast, choice: ScreenChoice) => void;
  busy: boolean;
};

/**
 * The week as a time grid in the bar's time zone: days are columns, hours rows. Overlapping
 * broadcasts stand side by side (a busy day gets a wider column than an empty one); each says its
 * screen, and a clash (same screen, too much sound) is drawn in red, an overlap with a dashed edge.
 */
export function WeekGrid({ week, onAssign, busy }: Props) {
  const { first, last } = hourRange(week.broadcasts);
  const days = byDay(week).map((d) => ({ ...d, ...dayColumns(d.broadcasts) }));
  // An empty day keeps a narrow column; a day with broadcasts grows with its side-by-side columns.
  const widths = days
    .map((d) => (d.broadcasts.length === 0 ? '1fr' : `${1 + 1.5 * d.columns}fr`))
    .map((w) => `minmax(0, ${w})`)
    .join(' ');
  const hours = Array.from({ length: last - first }, (_, i) => first + i);
  const height = (last - first) * HOUR_PX;

  return (
    <Paper variant="outlined" sx={{ display: 'grid', gridTemplateColumns: `52px ${widths}`, overflow: 'hidden' }}>
      <Box sx={{ height: HEAD_PX, borderBottom: 1, borderColor: 'divider' }} />
      {week.days.map((day) => (
        <Typography
          key={day}
          component="h3"
          variant="subtitle2"
          sx={{
            height: HEAD_PX,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            borderBottom: 1,
            borderInlineStart: 1,
            borderColor: 'divider',
            fontWeight: 700,
          }}
        >
          {formatDate(day, 'EEE d')}
        </Typography>
      ))}
      <Box aria-hidden sx={{ position: 'relative', height }}>
        {hours.map((h, i) => (
          <Typography
            key={h}
            variant="caption"
            sx={{ position: 'absolute', top: i * HOUR_PX - 8, insetInlineEnd: 6, color: 'text.secondary' }}
          >
            {i === 0 ? '' : clock(h * 60)}
          </Typography>
        ))}
      </Box>
      {days.map(({ day, broadcasts, openings, columnOf, columns }) => (
        <Box key={day} sx={{ position: 'relative', borderInlineStart: 1, borderColor: 'divider' }}>
          {/* The bar's openings, shaded behind the broadcasts (hours past the grid's end are cut). */}
          {openings.map((o) => (
            <Box
              key={o.startMinute}
              aria-hidden
              data-testid="opening"
              title={openingsText([o])}
              sx={{
                position: 'absolute',
                insetInline: 0,
                top: ((Math.max(o.startMinute, first * 60) - first * 60) / 60) * HOUR_PX,
                height: Math.max(
                  0,
                  ((Math.min(o.endMinute, last * 60) - Math.max(o.startMinute, first * 60)) / 60) * HOUR_PX,
                ),
                bgcolor: 'success.main',
                opacity: 0.08,
              }}
            />
          ))}
          <Box
            component="ul"
            aria-label={formatDate(day, 'EEEE d MMMM')}
            sx={{
              position: 'relative',
              height,
              m: 0,
              p: 0,
              listStyle: 'none',
              backgroundImage: (theme) =>
                `repeating-linear-gradient(to bottom, transparent 0, transparent ${HOUR_PX - 1}px, ${theme.palette.divider} ${HOUR_PX - 1}px, ${theme.palette.divider} ${HOUR_PX}px)`,
            }}
          >
            {broadcasts.map((b) => {
              const column = columnOf.get(b.matchId) ?? 0;
              const clash = b.clashes.length > 0;
              return (
                <Box
                  key={b.matchId}
                  component="li"
                  data-testid="planned-broadcast"
                  sx={{
                    position: 'absolute',
                    top: ((b.startMinute - first * 60) / 60) * HOUR_PX,
                    height: Math.min(((b.endMinute - b.startMinute) / 60) * HOUR_PX, height) - 2,
                    insetInlineStart: `calc(${(column * 100) / columns}% + 2px)`,
                    width: `calc(${100 / columns}% - 4px)`,
                    border: 2,
                    borderColor: clash ? 'error.main' : b.overlapsWith.length > 0 ? 'warning.main' : 'primary.light',
                    borderStyle: clash ? 'solid' : b.overlapsWith.length > 0 ? 'dashed' : 'solid',
                    borderRadius: 1,
                    p: 0.5,
                    display: 'flex',
                    flexDirection: 'column',
                    gap: 0.25,
                    overflow: 'hidden',
                    boxShadow: 1,
                    backgroundColor: (theme) =>
                      clash ? theme.palette.error.light + '33' : theme.palette.background.paper,
                  }}
                >
                  <BroadcastSummary broadcast={b} dense />
                  <Box sx={{ mt: 'auto' }}>
                    <ScreenMenuButton
                      broadcast={b}
                      week={week}
                      onChoose={(c) => onAssign(b, c)}
                      disabled={busy}
                      fullWidth
                    />
                  </Box>
                </Box>
              );
            })}
          </Box>
        </Box>
      ))}
    </Paper>
  );
}

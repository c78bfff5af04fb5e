import { useTranslation } from 'react-i18next';
import { Box, Button, Chip, Typography, darken, type SxProps, type Theme } from '@mui/material';
import { formatDateTime } from '../../../lib/format-date.ts';
import { matchChangeOf, type BroadcastControl, type ListMatch } from './match-row.ts';

const COLOR = { postponed: 'warning', cancelled: 'error', moved: 'info' } as const;
// Under the headline, lined up with it (past the two 24 px emblems and their gaps).
const line: SxProps<Theme> = { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 0.5, pl: '60px' };

/**
 * A match the bar shows that was postponed, cancelled or moved carries a chip (a moved
 * one says from when), and the offer to switch its broadcast off, under the match's name. Only in
 * a bar's own list (the table and the grid card).
 */
export function MatchChangeMark({ match, broadcast }: { match: ListMatch; broadcast: BroadcastControl }) {
  const { t } = useTranslation('matches');
  const change = matchChangeOf(match);
  if (!change || !match.broadcasted) return null;
  const color = COLOR[change];
  // The outlined chip writes its word in the colour itself: orange and light blue on white are
  // under 4.5:1, so in the light theme the word is a darker shade of it (the border keeps the colour).
  const chip = (
    <Chip
      size="small"
      variant="outlined"
      color={color}
      label={t(`change.${change}`)}
      sx={{
        color: (theme) =>
          theme.palette.mode === 'light' ? darken(theme.palette[color].main, 0.35) : theme.palette[color].light,
      }}
    />
  );
  return (
    <Box sx={line}>
      {chip}
      {change === 'moved' && match.kickOffMovedFrom ? (
        <Typography variant="caption" color="text.secondary">
          {t('change.movedFrom', { date: formatDateTime(match.kickOffMovedFrom) })}
        </Typography>
      ) : null}
      <Button
        size="small"
        color="inherit"
        sx={{ whiteSpace: 'nowrap', minWidth: 0, py: 0 }}
        onClick={() => broadcast.onChange(match, false)}
        aria-label={t('change.switchOffLabel', { headline: match.headline })}
      >
        {t('change.switchOff')}
      </Button>
    </Box>
  );
}

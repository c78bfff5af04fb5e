import { useTranslation } from 'react-i18next';
import { Box, Button, Chip, Typography, type SxProps, type Theme } from '@mui/material';
import { formatDateTime } from '../../../lib/format-date.ts';
import { matchChangeOf, type BroadcastControl, type ListMatch } from './match-row.ts';

const COLOR = { postponed: 'warning', cancelled: 'error', moved: 'info' } as const;
// Under the headline, lined up with it (past the two 24 px emblems and their gaps).
const line: SxProps<Theme> = { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 0.5, pl: '60px' };

/**
 * Issue 16: a match the bar shows that was postponed, cancelled or moved carries a chip (a moved
 * one says from when), and the offer to switch its broadcast off, under the match's name. Only in
 * a bar's own list (the table and the grid card).
 */
export function MatchChangeMark({ match, broadcast }: { match: ListMatch; broadcast: BroadcastControl }) {
  const { t } = useTranslation('matches');
  const change = matchChangeOf(match);
  if (!change || !match.broadcasted) return null;
  const chip = <Chip size="small" variant="outlined" color={COLOR[change]} label={t(`change.${change}`)} />;
  return (
    <Box sx={line}>
      {chip}
      {change === 'moved' && match.kickOffMovedFrom ? (
        <Typography variant="caption" color="text.secondary">{t('change.movedFrom', { date: formatDateTime(match.kickOffMovedFrom) })}</Typography>
      ) : null}
      <Button size="small" color="inherit" sx={{ whiteSpace: 'nowrap', minWidth: 0, py: 0 }}
        onClick={() => broadcast.onChange(match, false)} aria-label={t('change.switchOffLabel', { headline: match.headline })}>
        {t('change.switchOff')}
      </Button>
    </Box>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Card, CardActions, CardContent, Checkbox, IconButton, Tooltip, Typography } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { formatDateTime } from '../../../lib/format-date.ts';
import { MatchName } from './match-name.tsx';
import { MatchChangeMark } from './match-change-mark.tsx';
import { scoreOf, type BroadcastControl, type ListMatch, type MatchSelection } from './match-row.ts';

type Props<T extends ListMatch> = {
  match: T;
  showScore: boolean;
  broadcast?: BroadcastControl;
  selection?: MatchSelection;
  renderActions?: (match: T) => ReactNode;
};

// Module constants: one style object for all 50 cards, not one per card and render.
const cardSx = { height: '100%', display: 'flex', flexDirection: 'column' } as const;
const contentSx = { flexGrow: 1, display: 'grid', gap: 0.75 } as const;
const actionsSx = { pt: 0 } as const;
const pushEnd = { marginLeft: 'auto' } as const;

/** A grid card: headline, competition, date and the broadcast star (SPEC.md section 2). */
export function MatchCard<T extends ListMatch>({ match, showScore, broadcast, selection, renderActions }: Props<T>) {
  const { t } = useTranslation('matches');
  const label = t('broadcastLabel', { headline: match.headline });
  return (
    <Card variant="outlined" component="article" aria-label={match.headline} sx={cardSx}>
      <CardContent sx={contentSx}>
        <Box>
          <MatchName match={match} />
          {broadcast ? <MatchChangeMark match={match} broadcast={broadcast} /> : null}
        </Box>
        <Typography variant="body2" color="text.secondary">{match.competitionName}</Typography>
        <Typography variant="body2">{formatDateTime(match.scheduledDate)}</Typography>
        {showScore ? <Typography variant="h6" component="p" aria-label={t('columns.score')}>{scoreOf(match)}</Typography> : null}
      </CardContent>
      {broadcast || selection || renderActions ? (
        <CardActions sx={actionsSx}>
          {selection ? (
            <Checkbox checked={selection.selectedIds.has(match.id)} onChange={() => selection.onToggle(match.id)} slotProps={{ input: { 'aria-label': t('select', { headline: match.headline }) } }} />
          ) : null}
          {broadcast ? (
            <Tooltip title={t(match.broadcasted ? 'broadcastOn' : 'broadcastOff')}>
              <span>
                <IconButton
                  aria-label={label}
                  aria-pressed={match.broadcasted}
                  disabled={broadcast.isLocked(match)}
                  onClick={() => broadcast.onChange(match, !match.broadcasted)}
                  color={match.broadcasted ? 'warning' : 'default'}
                >
                  {match.broadcasted ? <StarIcon /> : <StarBorderIcon />}
                </IconButton>
              </span>
            </Tooltip>
          ) : null}
          {renderActions ? <span style={pushEnd}>{renderActions(match)}</span> : null}
        </CardActions>
      ) : null}
    </Card>
  );
}

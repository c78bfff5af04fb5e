import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardActions, CardContent, Checkbox, FormControlLabel, Switch } from '@mui/material';
import { styled } from '@mui/material/styles';
import { formatDateTime } from '../../../lib/format-date.ts';
import { MatchName } from './match-name.tsx';
import { MatchChangeMark } from './match-change-mark.tsx';
import { MatchDemand } from './match-demand.tsx';
import { MatchBookingsLink } from './match-bookings-link.tsx';
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
const actionsSx = { pt: 0 } as const;
const pushEnd = { marginLeft: 'auto' } as const;

// The card's lines as plain paragraphs under one styled element, not a Typography each: 50 cards
// render on a phone, and every styled component costs a style pass per render (match-name.tsx).
const CardBody = styled(CardContent)(({ theme }) => ({
  flexGrow: 1,
  display: 'grid',
  gap: theme.spacing(0.75),
  '& .match-card-line': { ...theme.typography.body2, margin: 0 },
  '& .match-card-competition': { color: theme.palette.text.secondary },
  '& .match-card-score': { ...theme.typography.h6, margin: 0 },
}));

/** A grid card: headline, competition, date and the same Broadcast switch as the table's row (docs/product.md §2). */
export function MatchCard<T extends ListMatch>({ match, showScore, broadcast, selection, renderActions }: Props<T>) {
  const { t } = useTranslation('matches');
  return (
    <Card variant="outlined" component="article" aria-label={match.headline} sx={cardSx}>
      <CardBody>
        <div>
          <MatchName match={match} />
          {broadcast ? <MatchChangeMark match={match} broadcast={broadcast} /> : null}
        </div>
        <p className="match-card-line match-card-competition">{match.competitionName}</p>
        <p className="match-card-line">{formatDateTime(match.scheduledDate)}</p>
        {match.demand ? <MatchDemand demand={match.demand} goers={match.goers} /> : null}
        {match.bookings && (match.broadcasted || match.bookings.requested + match.bookings.accepted > 0) ? (
          <MatchBookingsLink matchId={match.id} seats={match.bookings} />
        ) : null}
        {showScore ? (
          <p className="match-card-score" aria-label={t('columns.score')}>
            {scoreOf(match)}
          </p>
        ) : null}
      </CardBody>
      {broadcast || selection || renderActions ? (
        <CardActions sx={actionsSx}>
          {selection ? (
            <Checkbox
              checked={selection.selectedIds.has(match.id)}
              onChange={() => selection.onToggle(match.id)}
              slotProps={{ input: { 'aria-label': t('select', { headline: match.headline }) } }}
            />
          ) : null}
          {broadcast ? (
            // The table's switch, named as there ('Broadcast Liverpool - Arsenal'), its word in view.
            <FormControlLabel
              label={t('columns.broadcast')}
              control={
                <Switch
                  checked={match.broadcasted}
                  disabled={broadcast.isLocked(match)}
                  onChange={(_e, on) => broadcast.onChange(match, on)}
                  slotProps={{ input: { 'aria-label': t('broadcastLabel', { headline: match.headline }) } }}
                />
              }
            />
          ) : null}
          {renderActions ? <span style={pushEnd}>{renderActions(match)}</span> : null}
        </CardActions>
      ) : null}
    </Card>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Box,
  Checkbox,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  type SxProps,
  type Theme,
} from '@mui/material';
import { printListProps, printRowProps } from '../../../lib/collection/print-selection.ts';
import { formatDateTime } from '../../../lib/format-date.ts';
import { MatchName } from './match-name.tsx';
import { MatchChangeMark } from './match-change-mark.tsx';
import { MatchDemand } from './match-demand.tsx';
import { MatchBookingsLink } from './match-bookings-link.tsx';
import { scoreOf, type BroadcastControl, type ListMatch, type MatchSelection } from './match-row.ts';
import { columnFrom, FIT_CONTAINER, lineBelow, WRAP_ANYWHERE } from '../../../lib/fit-columns.ts';

export type MatchesTableProps<T extends ListMatch> = {
  matches: readonly T[];
  showScore: boolean;
  broadcast?: BroadcastControl;
  selection?: MatchSelection;
  renderRowActions?: (match: T) => ReactNode;
};

/**
 * Wherever the table is wider than its box (a phone, or the boxed and framed layouts at 1280 px
 * where the sidebar and the folders leave ~600 px) it scrolls sideways, and the last column — the
 * owner's Broadcast switch, the admin's row buttons and menu — stays pinned to the end edge
 * (sticky; the RTL style plugin mirrors `right`), so the row's main action is always in reach.
 * Sticky costs nothing when the table fits. Module constants: one style object for every row.
 */
const pinnedEnd: SxProps<Theme> = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  boxShadow: (theme) => `inset 1px 0 0 ${theme.palette.divider}`,
};
const score: SxProps<Theme> = { fontWeight: 600, whiteSpace: 'nowrap' };
/**
 * Narrower than these, the competition and then the date are second lines under the name:
 * the boxed and framed layouts, a phone. The name, the switch and the row's
 * buttons stay in view and the competition is never cut behind the pinned column.
 */
const COMPETITION_FROM = 720;
const DATE_FROM = 520;
const competitionCell: SxProps<Theme> = { minWidth: 110, ...columnFrom(COMPETITION_FROM) };
const dateCell: SxProps<Theme> = { whiteSpace: 'nowrap', ...columnFrom(DATE_FROM) };
const competitionLine: SxProps<Theme> = {
  ...lineBelow(COMPETITION_FROM),
  color: 'text.secondary',
  typography: 'body2',
};
const dateLine: SxProps<Theme> = { ...lineBelow(DATE_FROM), color: 'text.secondary', typography: 'body2' };
/** At a phone's width the cells' padding halves, and a long club name breaks rather than pushing the buttons out. */
const fitTable: SxProps<Theme> = { [`@container (max-width: ${DATE_FROM - 0.02}px)`]: { '& td, & th': { px: 1 } } };
const nameCell: SxProps<Theme> = WRAP_ANYWHERE;
// One more line under the name, lined up with the date and competition lines when they are there.
const demandLine: SxProps<Theme> = { display: 'block', mt: 0.25 };

/** Name, Score (past or live lists only), Date, Competition, Broadcast; selection and actions when given. */
export function MatchesTable<T extends ListMatch>({
  matches,
  showScore,
  broadcast,
  selection,
  renderRowActions,
}: MatchesTableProps<T>) {
  const { t } = useTranslation('matches');
  const ids = matches.map((m) => m.id);
  const selectedHere = selection ? ids.filter((id) => selection.selectedIds.has(id)).length : 0;
  return (
    <TableContainer sx={FIT_CONTAINER}>
      <Table
        size="small"
        aria-label={t('listLabel')}
        {...printListProps(selection ? matches.filter((m) => selection.selectedIds.has(m.id)).length : 0)}
        sx={fitTable}
      >
        <TableHead>
          <TableRow>
            {selection ? (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={ids.length > 0 && selectedHere === ids.length}
                  indeterminate={selectedHere > 0 && selectedHere < ids.length}
                  onChange={(_e, checked) => selection.onToggleAll(ids, checked)}
                  slotProps={{ input: { 'aria-label': t('selectAll') } }}
                />
              </TableCell>
            ) : null}
            <TableCell>{t('columns.name')}</TableCell>
            {showScore ? <TableCell align="center">{t('columns.score')}</TableCell> : null}
            <TableCell sx={dateCell}>{t('columns.date')}</TableCell>
            <TableCell sx={competitionCell}>{t('columns.competition')}</TableCell>
            {broadcast ? (
              <TableCell align="center" sx={pinnedEnd}>
                {t('columns.broadcast')}
              </TableCell>
            ) : null}
            {renderRowActions ? <TableCell align="right" aria-label={t('columns.actions')} sx={pinnedEnd} /> : null}
          </TableRow>
        </TableHead>
        <TableBody>
          {matches.map((match) => (
            <TableRow
              key={match.id}
              hover
              selected={selection?.selectedIds.has(match.id) ?? false}
              {...printRowProps(selection?.selectedIds.has(match.id) ?? false)}
            >
              {selection ? (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selection.selectedIds.has(match.id)}
                    onChange={() => selection.onToggle(match.id)}
                    slotProps={{ input: { 'aria-label': t('select', { headline: match.headline }) } }}
                  />
                </TableCell>
              ) : null}
              <TableCell sx={nameCell}>
                <MatchName match={match} />
                <Box component="span" sx={dateLine}>
                  {formatDateTime(match.scheduledDate)}
                </Box>
                <Box component="span" sx={competitionLine}>
                  {match.competitionName}
                </Box>
                {/* The owner's list only (rows that carry demand), under the name at every width. */}
                {match.demand ? <MatchDemand demand={match.demand} goers={match.goers} sx={demandLine} /> : null}
                {match.bookings && (match.broadcasted || match.bookings.requested + match.bookings.accepted > 0) ? (
                  <MatchBookingsLink matchId={match.id} seats={match.bookings} />
                ) : null}
                {broadcast ? <MatchChangeMark match={match} broadcast={broadcast} /> : null}
              </TableCell>
              {showScore ? (
                <TableCell align="center" sx={score}>
                  {scoreOf(match)}
                </TableCell>
              ) : null}
              <TableCell sx={dateCell}>{formatDateTime(match.scheduledDate)}</TableCell>
              <TableCell sx={competitionCell}>{match.competitionName}</TableCell>
              {broadcast ? (
                <TableCell align="center" sx={pinnedEnd}>
                  <Switch
                    checked={match.broadcasted}
                    disabled={broadcast.isLocked(match)}
                    onChange={(_e, on) => broadcast.onChange(match, on)}
                    slotProps={{ input: { 'aria-label': t('broadcastLabel', { headline: match.headline }) } }}
                  />
                </TableCell>
              ) : null}
              {renderRowActions ? (
                <TableCell align="right" sx={pinnedEnd}>
                  {renderRowActions(match)}
                </TableCell>
              ) : null}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

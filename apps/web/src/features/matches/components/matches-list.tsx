import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, LinearProgress, Paper, TablePagination, Typography } from '@mui/material';
import { MATCHES_PAGE_SIZES } from '@app/contract/match-limits';
import type { MatchesView } from '../hooks/use-matches-view.ts';
import { MatchesTable } from './matches-table.tsx';
import { MatchesGrid } from './matches-grid.tsx';
import type { BroadcastControl, ListMatch, MatchSelection } from './match-row.ts';

export type MatchesListProps<T extends ListMatch> = {
  view: MatchesView;
  matches: readonly T[];
  count: number;
  /** The server estimated the total (more than 10,000 rows): the pager says "about". */
  countIsEstimate?: boolean | undefined;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  showScore: boolean;
  loading?: boolean;
  /** Shown instead of the list (e.g. a search that is too short); defaults to 'No matches found' when empty. */
  notice?: string | null;
  broadcast?: BroadcastControl;
  selection?: MatchSelection;
  renderRowActions?: (match: T) => ReactNode;
};

/** The list body: table or grid, the empty state, and paging with a rows-per-page selector. */
export function MatchesList<T extends ListMatch>(props: MatchesListProps<T>) {
  const { t } = useTranslation('matches');
  const {
    view,
    matches,
    count,
    countIsEstimate,
    page,
    pageSize,
    onPageChange,
    onPageSizeChange,
    loading,
    notice,
    ...rows
  } = props;
  const empty = notice ?? (matches.length === 0 && !loading ? t('empty') : null);
  return (
    <Paper sx={{ overflow: 'hidden' }}>
      <Box sx={{ height: 4 }}>{loading ? <LinearProgress aria-label={t('common:loading')} /> : null}</Box>
      {empty ? (
        <Typography role="status" sx={{ py: 8, textAlign: 'center', color: 'text.secondary' }}>
          {empty}
        </Typography>
      ) : view === 'table' ? (
        <MatchesTable matches={matches} {...rows} />
      ) : (
        <MatchesGrid matches={matches} {...rows} />
      )}
      {notice ? null : (
        <TablePagination
          component="div"
          count={count}
          page={count === 0 ? 0 : Math.min(page, Math.max(0, Math.ceil(count / pageSize) - 1))}
          rowsPerPage={pageSize}
          rowsPerPageOptions={[...MATCHES_PAGE_SIZES]}
          onPageChange={(_e, next) => onPageChange(next)}
          onRowsPerPageChange={(e) => onPageSizeChange(Number(e.target.value))}
          labelRowsPerPage={t('rowsPerPage')}
          labelDisplayedRows={({ from, to, count: total }) =>
            t(countIsEstimate ? 'displayedRowsAbout' : 'displayedRows', { from, to, total })
          }
        />
      )}
    </Paper>
  );
}

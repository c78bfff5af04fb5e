import { Pagination, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { Leaderboard } from '@app/contract/game';

/** The numbers' columns: narrow, so the three the ranking reads fit beside a nickname on a phone. */
const NUMBER_CELL = {
  width: '4.25rem',
  px: 0.75,
  textAlign: 'end',
  hyphens: 'auto',
  overflowWrap: 'anywhere',
} as const;

type Props = {
  board: Leaderboard;
  /** The table's accessible name. */
  title: string;
  /** The columns' heads, in the reader's language. */
  heads: { position: string; player: string; points: string; exact: string; outcomes: string };
  /** The page asked for (the board shown may still be the one before it). */
  page: number;
  onPage: (page: number) => void;
};

/**
 * A page of a board, the official one or a league's, as players and the bar read it: place, nickname and the
 * three figures the ranking reads; the reader's own row marked; pages below when there are more.
 */
export function BoardTable({ board, title, heads, page, onPage }: Props) {
  return (
    <>
      <Table size="small" aria-label={title} sx={{ tableLayout: 'fixed', mt: 1 }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: '3.25rem', px: 0.75 }}>{heads.position}</TableCell>
            <TableCell sx={{ px: 0.75 }}>{heads.player}</TableCell>
            <TableCell sx={NUMBER_CELL}>{heads.points}</TableCell>
            <TableCell sx={NUMBER_CELL}>{heads.exact}</TableCell>
            <TableCell sx={NUMBER_CELL}>{heads.outcomes}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {board.rows.map((r, i) => (
            // Rows carry no account (a public answer names no person's id): their place on the page keys them.
            <TableRow key={`${board.page}/${i}`} selected={r.isMe}>
              <TableCell sx={{ px: 0.75 }}>{r.position}</TableCell>
              <TableCell sx={{ px: 0.75, overflowWrap: 'anywhere' }}>
                <bdi>{r.nickname}</bdi>
              </TableCell>
              <TableCell sx={{ ...NUMBER_CELL, fontWeight: 600 }}>{r.points}</TableCell>
              <TableCell sx={NUMBER_CELL}>{r.exact}</TableCell>
              <TableCell sx={NUMBER_CELL}>{r.outcomes}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {board.total > board.pageSize ? (
        <Pagination
          count={Math.ceil(board.total / board.pageSize)}
          page={page + 1}
          onChange={(_, p) => onPage(p - 1)}
          sx={{ mt: 1 }}
        />
      ) : null}
    </>
  );
}

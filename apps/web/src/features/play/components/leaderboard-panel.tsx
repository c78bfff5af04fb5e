import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, MenuItem, Pagination, Paper, Tab, Table, TableBody, TableCell, TableHead, TableRow, Tabs, TextField, Typography } from '@mui/material';
import type { LeaderboardPeriod } from '@app/contract/game';
import { useLeaderboard } from '../api/get-leaderboard.ts';

/** The boards: all time, a day or an ISO week of the championship's zone; nicknames only; the player's own row. */
export function LeaderboardPanel({ championshipId }: { championshipId: string }) {
  const { t } = useTranslation('play');
  const [period, setPeriod] = useState<LeaderboardPeriod>('allTime');
  const [key, setKey] = useState('');
  const [page, setPage] = useState(0);
  const board = useLeaderboard(championshipId, period, key, page, period === 'allTime' || key !== '');
  // The days and weeks come with every board; the first one read (all time) gives them.
  const keys = useLeaderboard(championshipId, 'allTime', '', 0, true).data;
  const choices = period === 'daily' ? keys?.days ?? [] : period === 'weekly' ? keys?.weeks ?? [] : [];
  const data = board.data;
  const choose = (next: LeaderboardPeriod) => {
    setPeriod(next);
    setPage(0);
    setKey(next === 'daily' ? keys?.days.at(-1) ?? '' : next === 'weekly' ? keys?.weeks.at(-1) ?? '' : '');
  };
  return (
    <Paper component="section" aria-labelledby="leaderboard-title" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography id="leaderboard-title" variant="h6" component="h2">{t('board.title')}</Typography>
      <Typography variant="body2" color="text.secondary">{t('board.rule')}</Typography>
      <Tabs value={period} onChange={(_, v: LeaderboardPeriod) => choose(v)} variant="fullWidth" aria-label={t('board.period')}>
        <Tab value="allTime" label={t('board.allTime')} />
        <Tab value="weekly" label={t('board.weekly')} />
        <Tab value="daily" label={t('board.daily')} />
      </Tabs>
      {choices.length > 0 ? (
        <TextField select size="small" label={period === 'daily' ? t('board.day') : t('board.week')} value={key} onChange={(e) => { setKey(e.target.value); setPage(0); }} sx={{ mt: 1.5, minWidth: 180 }}>
          {choices.map((c) => <MenuItem key={c} value={c}>{c}</MenuItem>)}
        </TextField>
      ) : null}
      {data?.me ? <Typography sx={{ mt: 1.5, fontWeight: 600 }} role="status">{t('board.me', { position: data.me.position, count: data.me.points })}</Typography> : null}
      {data && data.rows.length === 0 ? <Typography color="text.secondary" sx={{ mt: 1.5 }}>{t('board.empty')}</Typography> : null}
      {data && data.rows.length > 0 ? (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={t('board.title')}>
            <TableHead>
              <TableRow><TableCell>#</TableCell><TableCell>{t('board.player')}</TableCell><TableCell align="right">{t('board.points')}</TableCell><TableCell align="right">{t('board.exact')}</TableCell></TableRow>
            </TableHead>
            <TableBody>
              {data.rows.map((r, i) => (
                // Rows carry no account (a public answer names no person's id): their place on the page keys them.
                <TableRow key={`${data.page}/${i}`} selected={r.isMe}>
                  <TableCell>{r.position}</TableCell>
                  <TableCell><bdi>{r.nickname}</bdi></TableCell>
                  <TableCell align="right">{r.points}</TableCell>
                  <TableCell align="right">{r.exact}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      ) : null}
      {data && data.total > data.pageSize ? (
        <Pagination count={Math.ceil(data.total / data.pageSize)} page={page + 1} onChange={(_, p) => setPage(p - 1)} sx={{ mt: 1 }} />
      ) : null}
    </Paper>
  );
}

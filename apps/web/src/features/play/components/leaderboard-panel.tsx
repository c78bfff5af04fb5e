import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, MenuItem, Paper, Tab, Tabs, TextField, Typography } from '@mui/material';
import type { LeaderboardPeriod, PlayChampionship } from '@app/contract/game';
import { BoardTable } from '../../../components/board-table.tsx';
import { useLeaderboard } from '../api/get-leaderboard.ts';
import { useLeagueBoard } from '../api/get-league-board.ts';
import { periodLabel } from './period-label.ts';
import { pointRules } from './scoring-rules.ts';

type Props = {
  championshipId: string;
  scoring: PlayChampionship['scoring'];
  hasQuestions: boolean;
  /** A private league's boards instead of the championship's: the same periods, ranked among its players. */
  leagueId?: string;
};

/** The championship's board, or its league's when `leagueId` is given (the other read stays off). */
function useBoard(
  championshipId: string,
  leagueId: string | undefined,
  period: LeaderboardPeriod,
  key: string,
  page: number,
  enabled: boolean,
) {
  const official = useLeaderboard(championshipId, period, key, page, enabled && leagueId === undefined);
  const league = useLeagueBoard(championshipId, leagueId ?? '', period, key, page, enabled && leagueId !== undefined);
  return leagueId === undefined ? official : league;
}

/**
 * The boards: all time, a day or an ISO week of the championship's zone; nicknames only; the
 * player's own row. The day and week boards open where the server says the game is (the current
 * period with points, else the latest with points); the picker marks the periods that have points.
 */
export function LeaderboardPanel({ championshipId, scoring, hasQuestions, leagueId }: Props) {
  const { t } = useTranslation('play');
  const title = leagueId === undefined ? t('board.title') : t('leagues.board');
  const [period, setPeriod] = useState<LeaderboardPeriod>('allTime');
  // Null: the period the server opens on.
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  const [page, setPage] = useState(0);
  // The days, weeks and opening periods come with every board; the first one read (all time) gives them.
  const keys = useBoard(championshipId, leagueId, 'allTime', '', 0, true).data;
  const opening = period === 'daily' ? keys?.opening.day : period === 'weekly' ? keys?.opening.week : '';
  const key = chosenKey ?? opening ?? '';
  const board = useBoard(championshipId, leagueId, period, key, page, period === 'allTime' || key !== '');
  const choices = period === 'daily' ? (keys?.days ?? []) : period === 'weekly' ? (keys?.weeks ?? []) : [];
  const withPoints = new Set(period === 'daily' ? keys?.daysWithPoints : keys?.weeksWithPoints);
  const data = board.data;
  const choose = (next: LeaderboardPeriod) => {
    setPeriod(next);
    setPage(0);
    setChosenKey(null);
  };
  return (
    <Paper component="section" aria-labelledby="leaderboard-title" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Typography id="leaderboard-title" variant="h6" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {pointRules(t, scoring, hasQuestions).join(t('rules.separator'))}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('rules.ranking')}
      </Typography>
      <Tabs
        value={period}
        onChange={(_, v: LeaderboardPeriod) => choose(v)}
        variant="fullWidth"
        aria-label={t('board.period')}
      >
        <Tab value="allTime" label={t('board.allTime')} />
        <Tab value="weekly" label={t('board.weekly')} />
        <Tab value="daily" label={t('board.daily')} />
      </Tabs>
      {choices.length > 0 ? (
        <TextField
          select
          size="small"
          label={period === 'daily' ? t('board.day') : t('board.week')}
          value={key}
          onChange={(e) => {
            setChosenKey(e.target.value);
            setPage(0);
          }}
          sx={{ mt: 1.5, minWidth: 200 }}
        >
          {choices.map((c) => (
            // A period without points is dimmed, one with points marked by a dot (and said so to a screen reader).
            <MenuItem
              key={c}
              value={c}
              sx={withPoints.has(c) ? undefined : { color: 'text.disabled' }}
              aria-label={withPoints.has(c) ? t('board.withPoints', { period: periodLabel(c) }) : undefined}
            >
              <Box
                component="span"
                aria-hidden
                sx={{
                  width: 8,
                  height: 8,
                  borderRadius: '50%',
                  mr: 1,
                  flexShrink: 0,
                  bgcolor: withPoints.has(c) ? 'primary.main' : 'transparent',
                }}
              />
              {periodLabel(c)}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      {data?.me ? (
        <Typography sx={{ mt: 1.5, fontWeight: 600 }} role="status">
          {t('board.me', { position: data.me.position, points: t('points', { count: data.me.points }) })}
        </Typography>
      ) : null}
      {data && data.rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          {t('board.empty')}
        </Typography>
      ) : null}
      {data && data.rows.length > 0 ? (
        <BoardTable
          board={data}
          title={title}
          heads={{
            position: t('board.position'),
            player: t('board.player'),
            points: t('board.points'),
            exact: t('board.exact'),
            outcomes: t('board.outcomes'),
          }}
          page={page}
          onPage={setPage}
        />
      ) : null}
    </Paper>
  );
}

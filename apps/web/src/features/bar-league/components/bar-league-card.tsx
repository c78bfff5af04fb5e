import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, FormControlLabel, Paper, Switch, TextField, Typography } from '@mui/material';
import { HOUSE_PRIZE_MAX, type BarLeague } from '@app/contract/leagues';
import { joinLeaguePath, leaguePosterPath } from '@app/public-pages/watch-links';
import { BoardTable } from '../../../components/board-table.tsx';
import { useNotify } from '../../../components/feedback/notifier.tsx';
import { useBarLeagueBoard, usePatchBarLeague } from '../api/bar-leagues.ts';

/** The league's all-time board as its players read it: places, nicknames and figures, nobody's account. */
function BarLeagueBoard({ league }: { league: BarLeague }) {
  const { t } = useTranslation('bar-league');
  const [page, setPage] = useState(0);
  const board = useBarLeagueBoard(league.id, page);
  const data = board.data;
  const title = t('board', { name: league.name });
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('boardTitle')}
      </Typography>
      {board.refusal ? <Alert severity="error">{board.refusal}</Alert> : null}
      {data && data.rows.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {league.memberCount === 0 ? t('noPlayers') : t('noPoints')}
        </Typography>
      ) : null}
      {data && data.rows.length > 0 ? (
        <BoardTable
          board={data}
          title={title}
          heads={{
            position: t('position'),
            player: t('player'),
            points: t('points'),
            exact: t('exact'),
            outcomes: t('outcomes'),
          }}
          page={page}
          onPage={setPage}
        />
      ) : null}
    </Box>
  );
}

/** The league's name, house prize and whether players may join, saved together. */
function BarLeagueSettings({ league }: { league: BarLeague }) {
  const { t } = useTranslation('bar-league');
  const notify = useNotify();
  const save = usePatchBarLeague();
  const [name, setName] = useState(league.name);
  const [prize, setPrize] = useState(league.housePrize ?? '');
  const [joinOpen, setJoinOpen] = useState(league.joinOpen);
  return (
    <Box
      component="form"
      aria-label={t('settings')}
      sx={{ display: 'grid', gap: 1.5 }}
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          { id: league.id, name, housePrize: prize, joinOpen },
          { onSuccess: () => notify.success(t('saved')) },
        );
      }}
    >
      <TextField
        size="small"
        label={t('name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 40 } }}
      />
      <TextField
        size="small"
        label={t('housePrize')}
        value={prize}
        onChange={(e) => setPrize(e.target.value)}
        helperText={t('housePrizeHelp', { max: HOUSE_PRIZE_MAX })}
        slotProps={{ htmlInput: { maxLength: HOUSE_PRIZE_MAX } }}
      />
      <FormControlLabel
        control={<Switch checked={joinOpen} onChange={(e) => setJoinOpen(e.target.checked)} />}
        label={t('joinOpen')}
      />
      {save.refusal ? <Alert severity="error">{save.refusal}</Alert> : null}
      <Button type="submit" variant="outlined" loading={save.isPending} sx={{ justifySelf: 'start' }}>
        {t('save')}
      </Button>
    </Box>
  );
}

/** One of the bar's leagues: its invite (link, code, QR poster), its settings and its board. */
export function BarLeagueCard({ league, barSlug }: { league: BarLeague; barSlug: string }) {
  const { t } = useTranslation('bar-league');
  const notify = useNotify();
  const link = `${window.location.origin}${joinLeaguePath(league.code)}`;
  const copy = () =>
    void navigator.clipboard.writeText(link).then(
      () => notify.success(t('copied')),
      () => undefined,
    );
  const headingId = `bar-league-${league.id}`;
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 2 }}>
      <Box>
        <Typography id={headingId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          <bdi>{league.name}</bdi>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {[
            league.championshipName,
            t('players', { count: league.memberCount }),
            ...(league.joinOpen ? [] : [t('joinClosed')]),
          ].join(' · ')}
        </Typography>
        {league.housePrize ? (
          <Typography sx={{ mt: 0.5, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {t('housePrizeShown', { prize: league.housePrize })}
          </Typography>
        ) : null}
      </Box>
      {league.joinOpen ? (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {t('invite')}
          </Typography>
          <Typography
            aria-label={t('code')}
            sx={{ fontFamily: 'monospace', fontSize: '1.25rem', letterSpacing: '0.15em' }}
          >
            {league.code}
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid="bar-league-link">
            {link}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button variant="contained" onClick={copy}>
              {t('copy')}
            </Button>
            <Button
              variant="outlined"
              component="a"
              href={leaguePosterPath(barSlug, league.code)}
              target="_blank"
              rel="noopener"
            >
              {t('poster')}
            </Button>
          </Box>
          <Typography variant="caption" color="text.secondary">
            {t('posterHelp')}
          </Typography>
        </Box>
      ) : null}
      <BarLeagueSettings key={`${league.name}/${league.housePrize ?? ''}/${league.joinOpen}`} league={league} />
      <BarLeagueBoard league={league} />
    </Paper>
  );
}

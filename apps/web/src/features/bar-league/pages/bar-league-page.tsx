import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, MenuItem, Paper, Skeleton, TextField, Typography } from '@mui/material';
import type { BarLeagues } from '@app/contract/leagues';
import { useNotify } from '../../../components/feedback/notifier.tsx';
import { useBarLeagues, useCreateBarLeague } from '../api/bar-leagues.ts';
import { BarLeagueCard } from '../components/bar-league-card.tsx';

/** A league's name has at most 40 characters: the bar's name, cut, is the one offered. */
const defaultName = (barName: string) => [...barName.trim()].slice(0, 40).join('');

/** Making the bar's league in one of the championships open for play. */
function CreateBarLeague({ data }: { data: BarLeagues }) {
  const { t } = useTranslation('bar-league');
  const notify = useNotify();
  const create = useCreateBarLeague();
  const [championshipId, setChampionshipId] = useState(data.championships[0]?.id ?? '');
  const [name, setName] = useState(defaultName(data.barName));
  const chosen = data.championships.some((c) => c.id === championshipId)
    ? championshipId
    : (data.championships[0]?.id ?? '');
  return (
    <Paper
      component="form"
      aria-labelledby="bar-league-create"
      sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1.5 }}
      onSubmit={(e) => {
        e.preventDefault();
        create.mutate(
          { championshipId: chosen, ...(name.trim() ? { name } : {}) },
          { onSuccess: () => notify.success(t('created')) },
        );
      }}
    >
      <Typography id="bar-league-create" variant="h6" component="h2">
        {t('createTitle')}
      </Typography>
      <TextField
        select
        size="small"
        label={t('championship')}
        value={chosen}
        onChange={(e) => setChampionshipId(e.target.value)}
      >
        {data.championships.map((c) => (
          <MenuItem key={c.id} value={c.id}>
            <bdi>{c.name}</bdi>
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label={t('name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        helperText={t('nameHelp')}
        slotProps={{ htmlInput: { maxLength: 40 } }}
      />
      {create.refusal ? <Alert severity="error">{create.refusal}</Alert> : null}
      <Button type="submit" variant="contained" loading={create.isPending} sx={{ justifySelf: 'start' }}>
        {t('create')}
      </Button>
    </Paper>
  );
}

/**
 * /bar-league: the bar's prediction leagues, one per championship, for its regulars:
 * the owner or a manager makes one, shares its link or prints its QR poster, sets the house prize
 * and reads its board. The bar's staff need not play.
 */
export function BarLeaguePage() {
  const { t } = useTranslation('bar-league');
  const list = useBarLeagues();
  const data = list.data;
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 880 }}>
      <Box>
        <Typography variant="h5" component="h1">
          {t('title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('intro')}
        </Typography>
      </Box>
      {list.refusal ? <Alert severity="error">{list.refusal}</Alert> : null}
      {list.isPending ? <Skeleton variant="rounded" height={160} /> : null}
      {data && data.leagues.length === 0 && data.championships.length === 0 ? (
        <Alert severity="info">{t('noChampionship')}</Alert>
      ) : null}
      {data?.leagues.map((league) => (
        <BarLeagueCard key={league.id} league={league} barSlug={data.barSlug} />
      ))}
      {data && data.championships.length > 0 ? <CreateBarLeague key={data.leagues.length} data={data} /> : null}
    </Box>
  );
}

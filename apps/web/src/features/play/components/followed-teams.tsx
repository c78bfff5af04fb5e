import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Autocomplete, Avatar, Box, Chip, Paper, Stack, TextField, Typography } from '@mui/material';
import CancelIcon from '@mui/icons-material/Cancel';
import type { FollowedTeam } from '@app/contract/game';
import { MAX_FOLLOWED_TEAMS } from '@app/contract/game-limits';
import { useFollows } from '../api/get-follows.ts';
import { useFollowTeam } from '../api/put-follow.ts';
import { useUnfollowTeam } from '../api/delete-follow.ts';
import { useTeamSearch } from '../api/search-play-teams.ts';

/**
 * "Teams you follow" on the player's page — a search to add a team, a chip
 * per followed team to remove it. Bars see how many players follow a match's teams.
 */
export function FollowedTeams() {
  const { t } = useTranslation('play');
  const [input, setInput] = useState('');
  const follows = useFollows(true);
  const search = useTeamSearch(input, input.trim().length > 0);
  const follow = useFollowTeam();
  const unfollow = useUnfollowTeam();
  const followed = follows.data?.teams ?? [];
  const followedIds = new Set(followed.map((team) => team.id));
  const options = (search.data?.teams ?? []).filter((team) => !followedIds.has(team.id));
  const full = followed.length >= MAX_FOLLOWED_TEAMS;

  return (
    <Paper component="section" aria-labelledby="followed-teams-title" sx={{ p: 2, mb: 3 }}>
      <Typography id="followed-teams-title" variant="h6" component="h2">
        {t('follows.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('follows.help')}
      </Typography>
      <Autocomplete<FollowedTeam>
        options={options}
        value={null}
        inputValue={input}
        filterOptions={(o) => o}
        getOptionLabel={(team) => team.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onInputChange={(_e, text, reason) => {
          if (reason !== 'reset') setInput(text);
        }}
        onChange={(_e, team) => {
          if (!team) return;
          setInput('');
          follow.mutate(team.id);
        }}
        disabled={full}
        loading={search.isFetching}
        noOptionsText={input.trim() ? t('follows.noTeam') : t('follows.typeToSearch')}
        renderOption={({ key, ...props }, team) => (
          <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <Avatar
              src={team.emblemUrl || undefined}
              alt=""
              aria-hidden
              sx={{ width: 24, height: 24, bgcolor: 'transparent' }}
              variant="rounded"
            />
            <bdi>{team.name}</bdi>
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label={t('follows.search')}
            helperText={full ? t('follows.full', { max: MAX_FOLLOWED_TEAMS }) : undefined}
          />
        )}
      />
      {followed.length === 0 && follows.isSuccess ? (
        <Typography color="text.secondary" sx={{ mt: 1.5 }}>
          {t('follows.none')}
        </Typography>
      ) : null}
      <Stack
        component="ul"
        direction="row"
        aria-label={t('follows.title')}
        sx={{ listStyle: 'none', p: 0, m: 0, mt: followed.length ? 1.5 : 0, gap: 1, flexWrap: 'wrap' }}
      >
        {followed.map((team) => (
          <Box component="li" key={team.id} sx={{ maxWidth: '100%' }}>
            <Chip
              avatar={<Avatar src={team.emblemUrl || undefined} alt="" aria-hidden sx={{ bgcolor: 'transparent' }} />}
              label={<bdi>{team.name}</bdi>}
              onDelete={() => unfollow.mutate(team.id)}
              // The cross is named for screen readers; Delete or Backspace on the focused chip removes it too (MUI).
              deleteIcon={<CancelIcon titleAccess={t('follows.remove', { team: team.name })} />}
              sx={{ maxWidth: '100%' }}
            />
          </Box>
        ))}
      </Stack>
    </Paper>
  );
}

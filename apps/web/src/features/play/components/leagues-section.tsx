import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Box, List, ListItemButton, ListItemText, Paper, Typography } from '@mui/material';
import { useMyLeagues } from '../api/get-my-leagues.ts';
import { leaguePath } from '../api/league-keys.ts';
import { CreateLeagueForm, JoinLeagueForm } from './league-forms.tsx';

/** The championship page's leagues: the player's own with their place in each, a new one, one joined by code. */
export function LeaguesSection({ championshipId }: { championshipId: string }) {
  const { t } = useTranslation('play');
  const mine = useMyLeagues(championshipId);
  const leagues = mine.data?.leagues ?? [];
  return (
    <Paper component="section" aria-labelledby="leagues-title" sx={{ p: 1.5, display: 'grid', gap: 1.5 }}>
      <Box>
        <Typography id="leagues-title" variant="h6" component="h2">
          {t('leagues.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('leagues.intro')}
        </Typography>
      </Box>
      {mine.data && leagues.length === 0 ? <Typography>{t('leagues.none')}</Typography> : null}
      {leagues.length > 0 ? (
        <List dense disablePadding aria-label={t('leagues.title')}>
          {leagues.map((league) => (
            <ListItemButton
              key={league.id}
              component={RouterLink}
              to={leaguePath({ id: league.id, championshipId })}
              sx={{ borderRadius: 1 }}
            >
              <ListItemText
                primary={<bdi>{league.name}</bdi>}
                secondary={[
                  t('leagues.players', { count: league.memberCount }),
                  league.position === null
                    ? t('leagues.noPosition')
                    : t('leagues.position', { position: league.position }),
                  ...(league.isOwner ? [t('leagues.owner')] : []),
                ].join(' · ')}
              />
            </ListItemButton>
          ))}
        </List>
      ) : null}
      <CreateLeagueForm championshipId={championshipId} />
      <JoinLeagueForm />
    </Paper>
  );
}

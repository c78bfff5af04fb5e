import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import type { TeamDuplicate, TeamRow } from '@app/contract/reference-data';
import { useNotify } from '../../../components/feedback/notifier.tsx';
import { WRAP_ANYWHERE } from '../../../lib/fit-columns.ts';
import { useDismissTeamDuplicate } from '../api/dismiss-team-duplicate.ts';
import { useMergeTeam } from '../api/merge-team.ts';
import { useTeamDuplicates } from '../api/get-team-duplicates.ts';
import { Emblem } from './emblem.tsx';

/**
 * The fed teams the feed could not tell for certain from a team the console had: each pair merges
 * with one click (the fed team into the console's, which keeps its name, follows and matches and
 * takes the feed's id) or is dismissed as two clubs. Nothing shows while there is no pair.
 */
export function TeamDuplicates() {
  const { t } = useTranslation('reference');
  const duplicates = useTeamDuplicates();
  const items = duplicates.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="team-duplicates-title" sx={{ p: 2, mb: 2 }}>
      <Typography id="team-duplicates-title" variant="h6" component="h2">
        {t('teams.duplicates.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('teams.duplicates.text')}
      </Typography>
      <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {items.map((pair) => (
          <DuplicatePair key={`${pair.team.id}:${pair.candidate.id}`} pair={pair} />
        ))}
      </Stack>
    </Paper>
  );
}

function TeamLine({ team }: { team: TeamRow }) {
  const { t } = useTranslation('reference');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Emblem url={team.emblemUrl} name={team.name} />
      <Box sx={{ minWidth: 0, ...WRAP_ANYWHERE }}>
        <Box component="bdi" sx={{ fontWeight: 600 }}>
          {team.name}
        </Box>
        <Typography variant="body2" color="text.secondary">
          {[team.country, t(team.source ? 'source.feed' : 'source.hand'), t('matchCount', { count: team.matchCount })]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </Box>
    </Box>
  );
}

const pairGrid = {
  display: 'grid',
  gap: 1,
  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr auto' },
  alignItems: 'center',
} as const;

function DuplicatePair({ pair }: { pair: TeamDuplicate }) {
  const { t } = useTranslation('reference');
  const notify = useNotify();
  const merge = useMergeTeam();
  const dismiss = useDismissTeamDuplicate();
  const refusal = merge.refusal ?? dismiss.refusal;
  const label = t('teams.duplicates.pair', { team: pair.team.name, candidate: pair.candidate.name });
  return (
    <Box component="li" aria-label={label} sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5 }}>
      <Box sx={pairGrid}>
        <TeamLine team={pair.team} />
        <TeamLine team={pair.candidate} />
        <Stack direction="row" spacing={1} sx={{ justifyContent: { md: 'flex-end' } }}>
          <Button
            variant="contained"
            size="small"
            loading={merge.isPending}
            disabled={dismiss.isPending}
            onClick={() =>
              merge.mutate(
                { id: pair.team.id, intoId: pair.candidate.id },
                {
                  onSuccess: (answer) =>
                    notify.success(
                      t('teams.merge.done', {
                        duplicate: pair.team.name,
                        kept: answer.kept.name,
                        count: answer.movedMatches,
                      }),
                    ),
                },
              )
            }
          >
            {t('teams.duplicates.merge', { name: pair.candidate.name })}
          </Button>
          <Button
            size="small"
            loading={dismiss.isPending}
            disabled={merge.isPending}
            onClick={() => dismiss.mutate({ teamId: pair.team.id, candidateId: pair.candidate.id })}
          >
            {t('teams.duplicates.dismiss')}
          </Button>
        </Stack>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t(`teams.duplicates.reason.${pair.reason}`)}
      </Typography>
      {refusal ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {refusal}
        </Alert>
      ) : null}
    </Box>
  );
}

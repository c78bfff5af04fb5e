import { Suspense } from 'react';
import { Link as RouterLink, Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert, Box, CircularProgress, Link, Typography } from '@mui/material';
import { useSession } from '../../../lib/session/session-provider.tsx';
import { usePlayChampionship } from '../api/get-play-championship.ts';
import { useLeague } from '../api/get-league.ts';
// The championship page's boards' part, loaded once for both pages (its tabs stay out of MUI's shared file).
import { leaderboardPanel } from '../components/later-parts.ts';
import { LeagueInvite } from '../components/league-invite.tsx';
import { LeagueMembers } from '../components/league-members.tsx';
import { EndLeague, LeagueOwnerSettings } from '../components/league-settings.tsx';

/** /play/:id/leagues/:leagueId — a league's boards, its invite, its players, and the owner's controls. */
export function LeaguePage() {
  const { id = '', leagueId = '' } = useParams();
  const { t } = useTranslation('play');
  const { user } = useSession();
  if (!user)
    return <Navigate to={`/play/signin?next=${encodeURIComponent(`/play/${id}/leagues/${leagueId}`)}`} replace />;
  if (user.role !== 'player') return <Alert severity="info">{t('consoleAccount')}</Alert>;
  return <LeagueView id={id} leagueId={leagueId} />;
}

function LeagueView({ id, leagueId }: { id: string; leagueId: string }) {
  const { t } = useTranslation('play');
  const league = useLeague(leagueId);
  const championship = usePlayChampionship(id);
  if (league.isPending)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress aria-label={t('common:loading')} />
      </Box>
    );
  const l = league.data;
  if (!l) return <Alert severity="error">{league.refusal}</Alert>;
  const c = championship.data;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Link component={RouterLink} to={`/play/${l.championshipId}`} sx={{ alignSelf: 'start' }}>
        {t('leagues.back', { championship: l.championshipName })}
      </Link>
      <Box>
        <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          <bdi>{l.name}</bdi>
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {[t('leagues.players', { count: l.members.length }), ...(l.joinOpen ? [] : [t('leagues.joinClosed')])].join(
            ' · ',
          )}
        </Typography>
        {l.bar ? (
          <>
            <Typography variant="body2">
              {t('leagues.hostedBy')} {/* The bar's public page is the server's document, not a console route. */}
              <Link href={`/b/${encodeURIComponent(l.bar.slug)}`}>
                <bdi>{l.bar.name}</bdi>
              </Link>
            </Typography>
            {l.bar.housePrize ? (
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {t('leagues.housePrize', { prize: l.bar.housePrize })}
              </Typography>
            ) : null}
          </>
        ) : null}
      </Box>
      {c ? (
        <Suspense fallback={null}>
          <leaderboardPanel.Component
            championshipId={l.championshipId}
            leagueId={l.id}
            scoring={c.scoring}
            hasQuestions={c.questions.length > 0}
          />
        </Suspense>
      ) : null}
      {l.joinOpen ? <LeagueInvite league={l} /> : null}
      <LeagueMembers league={l} />
      {l.isOwner ? <LeagueOwnerSettings league={l} /> : <EndLeague league={l} how="leave" />}
    </Box>
  );
}

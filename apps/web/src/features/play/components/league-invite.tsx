import { useTranslation } from 'react-i18next';
import { Box, Button, Paper, Typography } from '@mui/material';
import type { League } from '@app/contract/leagues';
import { useNotify } from '../../../components/feedback/notifier.tsx';

/** The invite: the link that joins in one click and the code to type, with Copy and the phone's Share. */
export function LeagueInvite({ league }: { league: League }) {
  const { t } = useTranslation('play');
  const notify = useNotify();
  const link = `${window.location.origin}/play/join/${league.code}`;
  const canShare = typeof navigator.share === 'function';
  const copy = () =>
    void navigator.clipboard.writeText(link).then(
      () => notify.success(t('leagues.copied')),
      () => undefined,
    );
  // A share sheet closed without sharing rejects: nothing to say.
  const share = () =>
    void navigator
      .share({ title: league.name, text: t('leagues.shareText', { name: league.name }), url: link })
      .catch(() => undefined);
  return (
    <Paper component="section" aria-labelledby="league-invite" sx={{ p: 1.5, display: 'grid', gap: 1 }}>
      <Typography id="league-invite" variant="h6" component="h2">
        {t('leagues.invite')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('leagues.inviteHelp')}
      </Typography>
      <Typography
        aria-label={t('leagues.code')}
        sx={{ fontFamily: 'monospace', fontSize: '1.5rem', letterSpacing: '0.15em' }}
      >
        {league.code}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid="league-link">
        {link}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" onClick={copy}>
          {t('leagues.copy')}
        </Button>
        {canShare ? (
          <Button variant="outlined" onClick={share}>
            {t('leagues.share')}
          </Button>
        ) : null}
      </Box>
    </Paper>
  );
}

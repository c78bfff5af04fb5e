import { useTranslation } from 'react-i18next';
import { Alert, Button, Typography } from '@mui/material';
import type { AdminMatch } from '@app/contract/matches-admin';
import { useNotify } from '../../../../components/feedback/notifier.tsx';
import { formatDateTimeWithZone } from '../../../../lib/format-date.ts';
import { useMatchStatusLabel } from '../../../../lib/match-status-label.ts';
import { useFollowFeed } from '../../api/admin-follow-feed.ts';

/**
 * The match dialog's word on the feed: a match from the feed that an admin edited
 * shows what the feed says of each edited field, and 'Follow the feed again'.
 */
export function FeedNotice({ match, onFollowed }: { match: AdminMatch; onFollowed: (match: AdminMatch) => void }) {
  const { t } = useTranslation('matches-admin');
  const notify = useNotify();
  const statusLabel = useMatchStatusLabel();
  const follow = useFollowFeed();
  const { feed } = match;
  if (!feed) return null;
  if (match.handEdited.length === 0)
    return (
      <Alert severity="info" sx={{ mb: 2 }} data-testid="feed-notice">
        {t('feed.fromFeed')}
      </Alert>
    );

  const says = match.handEdited.flatMap((field) => {
    if (field === 'kickOff') return [t('feed.says.kickOff', { value: formatDateTimeWithZone(feed.scheduledDate) })];
    if (field === 'status') return [t('feed.says.status', { value: statusLabel(feed.status) })];
    if (field === 'teams') return [t('feed.says.teams', { home: feed.homeTeam, away: feed.awayTeam })];
    return [t('feed.says.score')];
  });
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      data-testid="feed-notice"
      action={
        <Button
          color="inherit"
          size="small"
          loading={follow.isPending}
          onClick={() =>
            follow.mutate(
              { matchId: match.id },
              {
                onSuccess: (followed) => {
                  notify.success(t('feed.followed'));
                  onFollowed(followed);
                },
              },
            )
          }
        >
          {t('feed.follow')}
        </Button>
      }
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {t('feed.editedByHand')}
      </Typography>
      {says.map((line) => (
        <Typography key={line} variant="body2">
          {line}
        </Typography>
      ))}
    </Alert>
  );
}

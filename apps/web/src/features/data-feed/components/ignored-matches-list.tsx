import { useTranslation } from 'react-i18next';
import { Button, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import type { FeedIgnoredMatch } from '@app/contract/feed';
import { useNotify } from '../../../components/feedback/notifier.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { localMessage } from '../../../lib/message-text.ts';
import { useFollowIgnoredMatch } from '../api/follow-ignored-match.ts';

/**
 * The matches of the feed an admin deleted for good, which the feed keeps out, each
 * with 'Follow the feed again' to let the next sync bring it back. Nothing shows while there are none.
 */
export function IgnoredMatchesList({ matches }: { matches: readonly FeedIgnoredMatch[] }) {
  const { t } = useTranslation('feed');
  const notify = useNotify();
  const follow = useFollowIgnoredMatch();
  if (matches.length === 0) return null;
  return (
    <Paper variant="outlined" sx={{ mt: 3, p: 2 }} component="section" aria-labelledby="feed-ignored-title">
      <Typography id="feed-ignored-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('ignored.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('ignored.explain')}
      </Typography>
      <List dense>
        {matches.map((match) => (
          <ListItem key={`${match.source}:${match.externalId}`} disableGutters sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ListItemText
              sx={{ minWidth: 0, flex: '1 1 240px' }}
              primary={match.headline}
              secondary={t('ignored.line', {
                competition: match.competitionName,
                kickOff: formatDateTime(match.scheduledDate),
                deletedAt: formatDateTime(match.deletedAt),
              })}
            />
            <Button
              size="small"
              variant="outlined"
              disabled={follow.isPending}
              aria-label={t('ignored.followOne', { match: match.headline })}
              onClick={() =>
                follow.mutate(
                  { source: 'football-data', externalId: match.externalId },
                  { onSuccess: (answer) => notify.success(localMessage(answer.message)) },
                )
              }
            >
              {t('ignored.follow')}
            </Button>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

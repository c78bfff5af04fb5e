import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { Box, Link, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import type { FeedMatchLink, FeedStatus } from '@app/contract/feed';
import { formatDateTime } from '../../../lib/format-date.ts';

function MatchLinks({
  id,
  title,
  matches,
  empty,
}: {
  id: string;
  title: string;
  matches: readonly FeedMatchLink[];
  empty: string;
}) {
  const { t } = useTranslation('feed');
  return (
    <Box component="section" aria-labelledby={id} sx={{ minWidth: 0 }}>
      <Typography id={id} variant="subtitle2" component="h3">
        {title}
      </Typography>
      {matches.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      ) : (
        <List dense disablePadding>
          {matches.map((match) => (
            <ListItem key={match.id} disableGutters>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={`/match/${match.id}`}>
                    <bdi>{match.headline}</bdi>
                  </Link>
                }
                secondary={t('latest.line', {
                  competition: match.competitionName,
                  kickOff: formatDateTime(match.scheduledDate),
                  at: formatDateTime(match.at),
                })}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}

/** What the last syncs brought: the feed's newest matches and those it changed last, each a link to the match. */
export function LatestFeedMatches({ latest }: { latest: FeedStatus['latest'] }) {
  const { t } = useTranslation('feed');
  return (
    <Paper variant="outlined" sx={{ mt: 3, p: 2 }} component="section" aria-labelledby="feed-latest-title">
      <Typography id="feed-latest-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('latest.title')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, mt: 1 }}>
        <MatchLinks
          id="feed-latest-created"
          title={t('latest.created')}
          matches={latest.created}
          empty={t('latest.none')}
        />
        <MatchLinks
          id="feed-latest-changed"
          title={t('latest.changed')}
          matches={latest.changed}
          empty={t('latest.none')}
        />
      </Box>
    </Paper>
  );
}

import { Avatar, Box, Chip, Typography } from '@mui/material';
import type { ChampionshipMatch } from '@app/contract/championships';
import { formatDateTime } from '../../../lib/format-date.ts';
import { useMatchStatusLabel } from '../../../lib/match-status-label.ts';
import { sizedMediaUrl } from '../../../lib/sized-media-url.ts';

/** Emblems, headline, competition, kick-off and status of one match (the status moves into the caption on phones). */
export function MatchSummary({ match }: { match: ChampionshipMatch }) {
  const statusLabel = useMatchStatusLabel();
  const status = statusLabel(match.status);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <Box sx={{ display: { xs: 'none', sm: 'flex' }, flexShrink: 0 }}>
        <Avatar
          src={sizedMediaUrl(match.homeTeamEmblemUrl, 28) || undefined}
          alt=""
          sx={{ width: 28, height: 28, bgcolor: 'transparent' }}
        />
        <Avatar
          src={sizedMediaUrl(match.awayTeamEmblemUrl, 28) || undefined}
          alt=""
          sx={{ width: 28, height: 28, bgcolor: 'transparent', ml: -0.5 }}
        />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {match.headline}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="div">
          {match.competitionName} · {formatDateTime(match.scheduledDate)}
          <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
            {' '}
            · {status}
          </Box>
        </Typography>
      </Box>
      <Chip
        size="small"
        label={status}
        variant="outlined"
        sx={{ flexShrink: 0, display: { xs: 'none', sm: 'inline-flex' } }}
      />
    </Box>
  );
}

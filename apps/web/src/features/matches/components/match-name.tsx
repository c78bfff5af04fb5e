import { useTranslation } from 'react-i18next';
import { Avatar, Box, Typography } from '@mui/material';
import type { ListMatch } from './match-row.ts';

function Emblem({ src }: { src: string }) {
  return (
    <Avatar src={src || undefined} alt="" variant="square" sx={{ width: 24, height: 24, bgcolor: 'transparent' }} slotProps={{ img: { loading: 'lazy' } }}>
      <Box component="span" sx={{ width: 16, height: 16, borderRadius: '50%', bgcolor: 'action.disabled' }} />
    </Avatar>
  );
}

/** SPEC.md's Name column: both emblems, the headline and the status in brackets. */
export function MatchName({ match }: { match: ListMatch }) {
  const { t } = useTranslation('matches');
  const status = t(`statusCodes.${match.status}`, { defaultValue: match.status });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Box sx={{ display: 'flex', gap: 0.5, flexShrink: 0 }}>
        <Emblem src={match.homeTeamEmblemUrl} />
        <Emblem src={match.awayTeamEmblemUrl} />
      </Box>
      <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
        {match.headline}{' '}
        <Typography component="span" variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'nowrap' }}>({status})</Typography>
      </Typography>
    </Box>
  );
}

import { useTranslation } from 'react-i18next';
import { Box, Typography } from '@mui/material';
import type { ListMatch } from './match-row.ts';

const emblemSx = { width: 24, height: 24, objectFit: 'contain', flexShrink: 0 } as const;
const noEmblemSx = { width: 16, height: 16, m: '4px', borderRadius: '50%', bgcolor: 'action.disabled', flexShrink: 0 } as const;

/** One element per emblem: a lazy image with its size set, or a grey dot when the team has none. */
function Emblem({ src }: { src: string }) {
  return src ? <Box component="img" src={src} alt="" loading="lazy" decoding="async" width={24} height={24} sx={emblemSx} /> : <Box component="span" sx={noEmblemSx} />;
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

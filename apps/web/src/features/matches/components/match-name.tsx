import { Box, Typography, type SxProps, type Theme } from '@mui/material';
import type { ListMatch } from './match-row.ts';
import { useMatchStatusLabel } from '../../../lib/match-status-label.ts';
import { mediaSrcSet } from '@app/contract/media';

const EMBLEM_SIZE = 24;
const emblemStyle = { width: EMBLEM_SIZE, height: EMBLEM_SIZE, objectFit: 'contain', display: 'block' } as const;
const placeholder: SxProps<Theme> = { width: EMBLEM_SIZE, height: EMBLEM_SIZE, display: 'grid', placeItems: 'center', '&::after': { content: '""', width: 16, height: 16, borderRadius: '50%', bgcolor: 'action.disabled' } };
const row: SxProps<Theme> = { display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 };
const emblems: SxProps<Theme> = { display: 'flex', gap: 0.5, flexShrink: 0 };
const headline: SxProps<Theme> = { fontWeight: 500 };
const statusText: SxProps<Theme> = { color: 'text.secondary', whiteSpace: 'nowrap' };

/**
 * A plain lazy image of fixed size (no layout shift, no download until the row is near the
 * screen); a grey dot where the team has no emblem. 50 rows render 100 of these.
 */
function Emblem({ src }: { src: string }) {
  return src
    // A stored emblem comes at the width the screen's density needs (issue 14), not its stored size.
    ? <img src={src} srcSet={mediaSrcSet(src)} sizes={`${EMBLEM_SIZE}px`} alt="" width={EMBLEM_SIZE} height={EMBLEM_SIZE} loading="lazy" decoding="async" style={emblemStyle}
      // A missing file leaves an empty square of the same size, not a broken-image icon.
      onError={(event) => { event.currentTarget.style.visibility = 'hidden'; }} />
    : <Box component="span" sx={placeholder} />;
}

/** SPEC.md's Name column: both emblems, the headline and the status in brackets. */
export function MatchName({ match }: { match: ListMatch }) {
  const status = useMatchStatusLabel()(match.status);
  return (
    <Box sx={row}>
      <Box sx={emblems}>
        <Emblem src={match.homeTeamEmblemUrl} />
        <Emblem src={match.awayTeamEmblemUrl} />
      </Box>
      <Typography variant="body2" component="span" sx={headline}>
        {match.headline}{' '}
        <Typography component="span" variant="body2" sx={statusText}>({status})</Typography>
      </Typography>
    </Box>
  );
}

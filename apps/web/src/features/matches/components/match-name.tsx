import { styled } from '@mui/material/styles';
import type { ListMatch } from './match-row.ts';
import { useMatchStatusLabel } from '../../../lib/match-status-label.ts';
import { mediaSrcSet } from '@app/contract/media-url';

const EMBLEM_SIZE = 24;

/**
 * One styled element per name, its parts plain elements under class selectors: a list renders
 * 50 of these, and each MUI Box or Typography is a styled component of its own (its styles
 * serialized, hashed and looked up on every render). Four fewer per row cut the list's render
 * on a phone.
 */
const NameRow = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  minWidth: 0,
  '& .match-name-emblems': { display: 'flex', gap: theme.spacing(0.5), flexShrink: 0 },
  '& .match-name-emblem': { width: EMBLEM_SIZE, height: EMBLEM_SIZE, objectFit: 'contain', display: 'block' },
  '& .match-name-no-emblem': {
    width: EMBLEM_SIZE,
    height: EMBLEM_SIZE,
    display: 'grid',
    placeItems: 'center',
    '&::after': {
      content: '""',
      width: 16,
      height: 16,
      borderRadius: '50%',
      backgroundColor: theme.palette.action.disabled,
    },
  },
  '& .match-name-headline': { ...theme.typography.body2, fontWeight: 500 },
  '& .match-name-status': { color: theme.palette.text.secondary, whiteSpace: 'nowrap' },
}));

/**
 * A plain lazy image of fixed size (no layout shift, no download until the row is near the
 * screen); a grey dot where the team has no emblem. 50 rows render 100 of these.
 */
function Emblem({ src }: { src: string }) {
  return src ? (
    // A stored emblem comes at the width the screen's density needs, not its stored size.
    <img
      className="match-name-emblem"
      src={src}
      srcSet={mediaSrcSet(src)}
      sizes={`${EMBLEM_SIZE}px`}
      alt=""
      width={EMBLEM_SIZE}
      height={EMBLEM_SIZE}
      loading="lazy"
      decoding="async"
      // A missing file leaves an empty square of the same size, not a broken-image icon.
      onError={(event) => {
        event.currentTarget.style.visibility = 'hidden';
      }}
    />
  ) : (
    <span className="match-name-no-emblem" />
  );
}

/** docs/product.md's Name column: both emblems, the headline and the status in brackets. */
export function MatchName({ match }: { match: ListMatch }) {
  const status = useMatchStatusLabel()(match.status);
  return (
    <NameRow>
      <span className="match-name-emblems">
        <Emblem src={match.homeTeamEmblemUrl} />
        <Emblem src={match.awayTeamEmblemUrl} />
      </span>
      <span className="match-name-headline">
        {match.headline} <span className="match-name-status">({status})</span>
      </span>
    </NameRow>
  );
}

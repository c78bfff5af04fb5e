import { useTranslation } from 'react-i18next';
import { IconButton, Tooltip } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import type { AdminMatch } from '@app/contract/matches-admin';

/** The admin's star toggle of one match. */
export function StarButton({ match, onStar, disabled }: { match: AdminMatch; onStar: (match: AdminMatch, starred: boolean) => void; disabled?: boolean }) {
  const { t } = useTranslation('matches-admin');
  return (
    <Tooltip title={t(match.starred ? 'rowMenu.unstar' : 'rowMenu.star')}>
      <IconButton
        size="small"
        aria-label={t('starToggle', { name: match.headline })}
        aria-pressed={match.starred}
        disabled={disabled}
        onClick={() => onStar(match, !match.starred)}
        sx={{ color: match.starred ? 'warning.main' : 'action.active' }}
      >
        {match.starred ? <StarIcon fontSize="small" /> : <StarBorderIcon fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
}

import { useTranslation } from 'react-i18next';
import {
  Chip,
  Divider,
  FormControlLabel,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Switch,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import LiveTvIcon from '@mui/icons-material/LiveTv';

type Props = {
  suggested: boolean;
  suggestedCount: number | undefined;
  onSelectSuggested: () => void;
  broadcasting: boolean;
  onToggleBroadcasting: (on: boolean) => void;
};

/**
 * A bar's own entries in the folder list: the Suggested folder (matches its rules
 * found; nothing is switched on until accepted) and the Broadcasting filter (only what the bar
 * shows, inside whichever folder, competition or search is chosen).
 */
export function PlanningFolders({
  suggested,
  suggestedCount,
  onSelectSuggested,
  broadcasting,
  onToggleBroadcasting,
}: Props) {
  const { t } = useTranslation('matches');
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const label = suggestedCount ? `${t('folders.suggested')} (${suggestedCount})` : t('folders.suggested');

  if (!wide) {
    return (
      <>
        <Chip
          icon={<AutoAwesomeIcon fontSize="small" />}
          clickable
          onClick={onSelectSuggested}
          label={label}
          color={suggested ? 'primary' : 'default'}
          variant={suggested ? 'filled' : 'outlined'}
          aria-current={suggested ? 'true' : undefined}
        />
        <Chip
          icon={<LiveTvIcon fontSize="small" />}
          clickable
          onClick={() => onToggleBroadcasting(!broadcasting)}
          label={t('broadcastingFilter')}
          color={broadcasting && !suggested ? 'secondary' : 'default'}
          variant={broadcasting && !suggested ? 'filled' : 'outlined'}
          aria-pressed={broadcasting && !suggested}
        />
      </>
    );
  }
  return (
    <>
      <List dense sx={{ pt: 0 }}>
        <ListItem disablePadding>
          <ListItemButton
            selected={suggested}
            onClick={onSelectSuggested}
            aria-current={suggested ? 'true' : undefined}
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              <AutoAwesomeIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={t('folders.suggested')} />
            {suggestedCount ? (
              <Chip
                size="small"
                color="primary"
                label={suggestedCount}
                aria-label={t('suggested.count', { count: suggestedCount })}
              />
            ) : null}
          </ListItemButton>
        </ListItem>
      </List>
      {/* Visible in every folder: in Suggested it is off (nothing suggested is shown yet), and
          switching it on opens what the bar shows. */}
      <FormControlLabel
        sx={{ px: 2, pb: 1 }}
        control={
          <Switch
            size="small"
            checked={broadcasting && !suggested}
            onChange={(e) => onToggleBroadcasting(e.target.checked)}
          />
        }
        label={t('broadcastingFilter')}
      />
      <Divider />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { Chip, Divider, FormControlLabel, Switch, useMediaQuery, useTheme } from '@mui/material';
import CloudSyncIcon from '@mui/icons-material/CloudSync';

/**
 * "From the feed": only the matches the fixtures feed brought, inside whichever
 * folder, label, competition or search is chosen; a switch in the sidebar, a chip on a phone, as
 * the owner's Broadcasting filter is.
 */
export function FeedFilter({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const { t } = useTranslation('matches-admin');
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  if (!wide) {
    return (
      <Chip
        icon={<CloudSyncIcon fontSize="small" />}
        clickable
        onClick={() => onChange(!on)}
        label={t('feed.filter')}
        color={on ? 'secondary' : 'default'}
        variant={on ? 'filled' : 'outlined'}
        aria-pressed={on}
      />
    );
  }
  return (
    <>
      <FormControlLabel
        sx={{ px: 2, pb: 1 }}
        control={<Switch size="small" checked={on} onChange={(e) => onChange(e.target.checked)} />}
        label={t('feed.filter')}
      />
      <Divider />
    </>
  );
}

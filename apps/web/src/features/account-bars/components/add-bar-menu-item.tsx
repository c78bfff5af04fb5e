import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import { useSession } from '../../../lib/session/session-provider.tsx';
import { ADD_BAR_PATH } from '../add-bar-path.ts';

/** The account menu's "Add a bar", for an owner (with one bar too: the header's switcher shows only with several). */
export function AddBarMenuItem({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  const { user } = useSession();
  if (user?.role !== 'owner') return null;
  return (
    <MenuItem component={Link} to={ADD_BAR_PATH} onClick={onClick}>
      <ListItemIcon>
        <AddBusinessIcon fontSize="small" />
      </ListItemIcon>
      {t('bars.add')}
    </MenuItem>
  );
}

import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Divider, ListItemIcon, ListItemText, ListSubheader, Menu, MenuItem } from '@mui/material';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import DeleteIcon from '@mui/icons-material/Delete';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import EditIcon from '@mui/icons-material/Edit';
import LabelIcon from '@mui/icons-material/Label';
import CheckIcon from '@mui/icons-material/Check';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import type { AdminMatch } from '@app/contract/matches-admin';
import type { LabelOption } from '../../../../components/admin-collection/apply-labels-popover.tsx';

export type MatchRowMenuProps = {
  /** The row whose menu button was pressed; null while closed. */
  target: { anchor: HTMLElement; match: AdminMatch } | null;
  onClose: () => void;
  labels: readonly LabelOption[];
  onOpen: (match: AdminMatch) => void;
  onEdit: (match: AdminMatch) => void;
  onExport: (match: AdminMatch) => void;
  onTrash: (match: AdminMatch) => void;
  onRestore: (match: AdminMatch) => void;
  onToggleLabel: (match: AdminMatch, labelId: string) => void;
};

/**
 * The per-match menu (docs/product.md §2): Export, Delete, label toggles — and Details and Edit.
 * One menu serves the whole list; its items exist only while it is open.
 */
export function MatchRowMenu({ target, onClose, ...props }: MatchRowMenuProps) {
  const { t } = useTranslation('matches-admin');
  return (
    <Menu anchorEl={target?.anchor ?? null} open={target !== null} onClose={onClose}>
      {target ? menuItems({ ...props, match: target.match, onClose, t }) : null}
    </Menu>
  );
}

/** The items as an array (not a component), so the menu list focuses and moves through them. */
function menuItems({
  match,
  labels,
  onClose,
  onOpen,
  onEdit,
  onExport,
  onTrash,
  onRestore,
  onToggleLabel,
  t,
}: Omit<MatchRowMenuProps, 'target'> & { match: AdminMatch; t: TFunction<'matches-admin'> }) {
  const run = (action: () => void) => () => {
    onClose();
    action();
  };
  const trashed = match.folder === 'trash';
  return [
    <MenuItem key="open" onClick={run(() => onOpen(match))}>
      <ListItemIcon>
        <InfoIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{t('rowMenu.open')}</ListItemText>
    </MenuItem>,
    <MenuItem key="edit" onClick={run(() => onEdit(match))}>
      <ListItemIcon>
        <EditIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{t('rowMenu.edit')}</ListItemText>
    </MenuItem>,
    <MenuItem key="export" onClick={run(() => onExport(match))}>
      <ListItemIcon>
        <FileDownloadIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{t('rowMenu.export')}</ListItemText>
    </MenuItem>,
    trashed ? (
      <MenuItem key="restore" onClick={run(() => onRestore(match))}>
        <ListItemIcon>
          <RestoreFromTrashIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t('rowMenu.restore')}</ListItemText>
      </MenuItem>
    ) : (
      <MenuItem key="trash" onClick={run(() => onTrash(match))}>
        <ListItemIcon>
          <DeleteIcon fontSize="small" />
        </ListItemIcon>
        <ListItemText>{t('rowMenu.delete')}</ListItemText>
      </MenuItem>
    ),
    labels.length ? <Divider key="divider" /> : null,
    labels.length ? (
      <ListSubheader key="labels" sx={{ lineHeight: '32px' }}>
        {t('rowMenu.labels')}
      </ListSubheader>
    ) : null,
    ...labels.map((label) => {
      const on = match.labels.includes(label.id);
      return (
        <MenuItem
          key={label.id}
          role="menuitemcheckbox"
          aria-checked={on}
          onClick={run(() => onToggleLabel(match, label.id))}
        >
          <ListItemIcon>
            <LabelIcon fontSize="small" sx={{ color: label.color }} />
          </ListItemIcon>
          <ListItemText>{label.name}</ListItemText>
          {on ? <CheckIcon fontSize="small" sx={{ ml: 1 }} /> : null}
        </MenuItem>
      );
    }),
  ];
}

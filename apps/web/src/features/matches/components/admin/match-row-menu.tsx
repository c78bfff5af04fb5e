import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Divider, IconButton, ListItemIcon, ListItemText, ListSubheader, Menu, MenuItem } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import DeleteIcon from '@mui/icons-material/Delete';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import EditIcon from '@mui/icons-material/Edit';
import LabelIcon from '@mui/icons-material/Label';
import CheckIcon from '@mui/icons-material/Check';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import type { AdminMatch } from '@app/contract/matches-admin';
import type { LabelOption } from '../../../../components/labels/apply-labels-popover.tsx';

export type MatchRowMenuProps = {
  match: AdminMatch;
  labels: readonly LabelOption[];
  onOpen: (match: AdminMatch) => void;
  onEdit: (match: AdminMatch) => void;
  onExport: (match: AdminMatch) => void;
  onTrash: (match: AdminMatch) => void;
  onRestore: (match: AdminMatch) => void;
  onToggleLabel: (match: AdminMatch, labelId: string) => void;
};

/** The per-match menu (SPEC.md section 2): Export, Delete, label toggles — and Details and Edit. */
export function MatchRowMenu({ match, labels, onOpen, onEdit, onExport, onTrash, onRestore, onToggleLabel }: MatchRowMenuProps) {
  const { t } = useTranslation('matches-admin');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const run = (action: () => void) => () => { setAnchor(null); action(); };
  const trashed = match.folder === 'trash';

  return (
    <>
      <IconButton
        size="small"
        className="no-print"
        aria-label={t('rowMenu.label', { name: match.headline })}
        aria-haspopup="menu"
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={run(() => onOpen(match))}>
          <ListItemIcon><InfoIcon fontSize="small" /></ListItemIcon><ListItemText>{t('rowMenu.open')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={run(() => onEdit(match))}>
          <ListItemIcon><EditIcon fontSize="small" /></ListItemIcon><ListItemText>{t('rowMenu.edit')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={run(() => onExport(match))}>
          <ListItemIcon><FileDownloadIcon fontSize="small" /></ListItemIcon><ListItemText>{t('rowMenu.export')}</ListItemText>
        </MenuItem>
        {trashed ? (
          <MenuItem onClick={run(() => onRestore(match))}>
            <ListItemIcon><RestoreFromTrashIcon fontSize="small" /></ListItemIcon><ListItemText>{t('rowMenu.restore')}</ListItemText>
          </MenuItem>
        ) : (
          <MenuItem onClick={run(() => onTrash(match))}>
            <ListItemIcon><DeleteIcon fontSize="small" /></ListItemIcon><ListItemText>{t('rowMenu.delete')}</ListItemText>
          </MenuItem>
        )}
        {labels.length ? <Divider /> : null}
        {labels.length ? <ListSubheader sx={{ lineHeight: '32px' }}>{t('rowMenu.labels')}</ListSubheader> : null}
        {labels.map((label) => {
          const on = match.labels.includes(label.id);
          return (
            <MenuItem key={label.id} role="menuitemcheckbox" aria-checked={on} onClick={run(() => onToggleLabel(match, label.id))}>
              <ListItemIcon><LabelIcon fontSize="small" sx={{ color: label.color }} /></ListItemIcon>
              <ListItemText>{label.name}</ListItemText>
              {on ? <CheckIcon fontSize="small" sx={{ ml: 1 }} /> : null}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}

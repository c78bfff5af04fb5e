import { useState, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Chip, Divider, IconButton, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Tooltip, Typography, useMediaQuery, useTheme } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import StarIcon from '@mui/icons-material/Star';
import WhatshotIcon from '@mui/icons-material/Whatshot';
import DeleteIcon from '@mui/icons-material/Delete';
import LabelIcon from '@mui/icons-material/Label';
import EditIcon from '@mui/icons-material/Edit';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import PrintIcon from '@mui/icons-material/Print';
import type { MatchFolder } from '@app/contract/matches-admin';
import type { Label } from '@app/contract/labels';
import { LabelEditorPopover, type LabelEditorValues } from '../../../../components/labels/label-editor-popover.tsx';

/** The admin's own folders; future, live and ended are the list's status folders above them. */
const ADMIN_FOLDERS: { folder: MatchFolder; icon: ReactNode }[] = [
  { folder: 'starred', icon: <StarIcon fontSize="small" /> },
  { folder: 'frequent', icon: <WhatshotIcon fontSize="small" /> },
  { folder: 'trash', icon: <DeleteIcon fontSize="small" /> },
];

export type MatchesAdminSidebarProps = {
  folder: MatchFolder | undefined;
  labelId: string | undefined;
  labels: readonly Label[];
  onFolder: (folder: MatchFolder) => void;
  onLabel: (labelId: string) => void;
  onExportList: () => void;
  onPrint: () => void;
  onSaveLabel: (values: LabelEditorValues & { id?: string }) => Promise<void>;
  onDeleteLabel: (labelId: string) => Promise<void>;
  exporting?: boolean;
};

type Editing = { anchor: HTMLElement; label?: Label };

/**
 * The administration's part of the matches sidebar: Starred, Frequent, Trash, the labels (with the
 * label editor), Export and Print of the list. Chips on narrow screens, like the folders above.
 */
export function MatchesAdminSidebar(props: MatchesAdminSidebarProps) {
  const { folder, labelId, labels } = props;
  const { t } = useTranslation('matches-admin');
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [saving, setSaving] = useState(false);

  const finish = async (work: () => Promise<void>) => {
    setSaving(true);
    try {
      await work();
      setEditing(null);
    } catch {
      // The message is shown already; the editor stays open to correct the name.
    } finally {
      setSaving(false);
    }
  };
  const addLabel = (anchor: HTMLElement) => setEditing({ anchor });
  const editLabel = (anchor: HTMLElement, label: Label) => setEditing({ anchor, label });

  const editor = (
    <LabelEditorPopover
      anchorEl={editing?.anchor ?? null}
      open={editing !== null}
      initial={editing?.label ? { name: editing.label.name, color: editing.label.color } : undefined}
      busy={saving}
      onCancel={() => setEditing(null)}
      onDone={(values) => void finish(() => props.onSaveLabel({ ...values, id: editing?.label?.id }))}
      onDelete={editing?.label ? () => { const id = editing.label?.id; if (id) void finish(() => props.onDeleteLabel(id)); } : undefined}
    />
  );

  if (!wide) {
    return (
      <>
        {ADMIN_FOLDERS.map((f) => (
          <Chip key={f.folder} icon={<>{f.icon}</>} clickable onClick={() => props.onFolder(f.folder)} label={t(`folders.${f.folder}`)}
            color={folder === f.folder ? 'primary' : 'default'} variant={folder === f.folder ? 'filled' : 'outlined'} />
        ))}
        {labels.map((label) => (
          <Chip key={label.id} icon={<LabelIcon sx={{ '&&': { color: label.color } }} />} clickable onClick={() => props.onLabel(label.id)} label={label.name}
            onDelete={(e: MouseEvent<HTMLElement>) => editLabel(e.currentTarget, label)} deleteIcon={<EditIcon aria-label={t('labels.edit', { name: label.name })} />}
            color={labelId === label.id ? 'primary' : 'default'} variant={labelId === label.id ? 'filled' : 'outlined'} />
        ))}
        <Chip icon={<AddIcon />} clickable onClick={(e) => addLabel(e.currentTarget)} label={t('labels.add')} variant="outlined" />
        <Chip icon={<FileDownloadIcon />} clickable onClick={props.onExportList} label={t('toolbar.exportList')} variant="outlined" disabled={props.exporting} />
        <Chip icon={<PrintIcon />} clickable onClick={props.onPrint} label={t('toolbar.print')} variant="outlined" />
        {editor}
      </>
    );
  }

  return (
    <Box className="no-print">
      <Divider />
      <List dense aria-label={t('folders.title')}>
        {ADMIN_FOLDERS.map((f) => (
          <ListItem key={f.folder} disablePadding>
            <ListItemButton selected={folder === f.folder} aria-current={folder === f.folder ? 'true' : undefined} onClick={() => props.onFolder(f.folder)}>
              <ListItemIcon sx={{ minWidth: 36 }}>{f.icon}</ListItemIcon>
              <ListItemText primary={t(`folders.${f.folder}`)} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2 }}>
        <Typography component="h2" variant="body2" sx={{ flexGrow: 1, fontWeight: 700, color: 'text.secondary', lineHeight: '36px' }}>{t('labels.title')}</Typography>
        <Tooltip title={t('labels.add')}>
          <IconButton size="small" edge="end" aria-label={t('labels.add')} onClick={(e) => addLabel(e.currentTarget)}><AddIcon fontSize="small" /></IconButton>
        </Tooltip>
      </Box>
      <List dense aria-label={t('labels.title')} sx={{ pt: 0 }}>
        {labels.map((label) => (
          <ListItem
            key={label.id}
            disablePadding
            secondaryAction={(
              <IconButton size="small" edge="end" aria-label={t('labels.edit', { name: label.name })} onClick={(e) => editLabel(e.currentTarget, label)}>
                <EditIcon fontSize="small" />
              </IconButton>
            )}
          >
            <ListItemButton selected={labelId === label.id} aria-current={labelId === label.id ? 'true' : undefined} onClick={() => props.onLabel(label.id)}>
              <ListItemIcon sx={{ minWidth: 36 }}><LabelIcon fontSize="small" sx={{ color: label.color }} /></ListItemIcon>
              <ListItemText primary={label.name} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Divider />
      <Box sx={{ display: 'grid', p: 1 }}>
        <Button startIcon={<FileDownloadIcon />} onClick={props.onExportList} loading={props.exporting} sx={{ justifyContent: 'flex-start' }}>{t('toolbar.exportList')}</Button>
        <Button startIcon={<PrintIcon />} onClick={props.onPrint} sx={{ justifyContent: 'flex-start' }}>{t('toolbar.print')}</Button>
      </Box>
      {editor}
    </Box>
  );
}

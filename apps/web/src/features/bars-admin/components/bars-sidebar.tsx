import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Divider, IconButton, List, ListItem, ListItemButton, ListItemIcon, ListItemText, ListSubheader, Paper, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import StarIcon from '@mui/icons-material/Star';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import BlockIcon from '@mui/icons-material/Block';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import LabelIcon from '@mui/icons-material/Label';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import type { BarCounter, BarFolder } from '@app/contract/bars-admin';
import type { Label } from '@app/contract/labels';
import { LabelEditorPopover, type LabelEditorValues } from '../../../components/labels/label-editor-popover.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useNotify } from '../../../components/feedback/notifier.tsx';
import { useDeleteBarLabel, useSaveBarLabel } from '../api/bar-labels.ts';

const FOLDERS: { folder: BarFolder; Icon: typeof StarIcon }[] = [
  { folder: 'starred', Icon: StarIcon },
  { folder: 'accepted', Icon: CheckCircleOutlinedIcon },
  { folder: 'pending', Icon: HourglassEmptyIcon },
  { folder: 'rejected', Icon: BlockIcon },
  { folder: 'trash', Icon: DeleteOutlinedIcon },
];

type Props = {
  folder: BarFolder | undefined;
  label: string | undefined;
  counter: BarCounter | undefined;
  labels: Label[];
  onCreate: () => void;
  onChooseFolder: (folder: BarFolder) => void;
  onChooseLabel: (labelId: string) => void;
  onLabelDeleted: (labelId: string) => void;
  onExport: () => void;
  exporting: boolean;
};

/** The bars admin's own side panel: Create New, folders with counters, labels, Export and Print. */
export function BarsSidebar(props: Props) {
  const { t } = useTranslation('bars-admin');
  const notify = useNotify();
  const saveLabel = useSaveBarLabel();
  const deleteLabel = useDeleteBarLabel();
  const [editor, setEditor] = useState<{ anchor: HTMLElement; label: Label | null } | null>(null);

  const onDone = (values: LabelEditorValues) => {
    saveLabel.mutate({ id: editor?.label?.id, ...values }, {
      onSuccess: () => {
        setEditor(null);
        notify.success(t('labelSaved'));
      },
      onError: (error) => notify.error(error instanceof ApiRequestError && error.status < 500 ? error.message : t('common:somethingWentWrong'), t('common:errorTitle')),
    });
  };
  const onDelete = () => {
    const id = editor?.label?.id;
    if (!id) return;
    deleteLabel.mutate(id, {
      onSuccess: () => {
        setEditor(null);
        props.onLabelDeleted(id);
        notify.success(t('labelDeleted'));
      },
    });
  };

  return (
    <Paper variant="outlined" className="no-print" sx={{ p: 1.5 }} component="aside" aria-label={t('title')}>
      <Button variant="contained" fullWidth startIcon={<AddIcon />} onClick={props.onCreate} sx={{ mb: 1 }}>{t('createNew')}</Button>
      <List dense aria-label={t('folders.title')}>
        {FOLDERS.map(({ folder, Icon }) => (
          <ListItemButton
            key={folder}
            selected={props.folder === folder}
            onClick={() => props.onChooseFolder(folder)}
            sx={{ borderRadius: 1 }}
            aria-current={props.folder === folder ? 'true' : undefined}
            data-testid={`folder-${folder}`}
          >
            <ListItemIcon sx={{ minWidth: 36 }}><Icon fontSize="small" /></ListItemIcon>
            <ListItemText primary={t(`folders.${folder}`)} />
            <Typography variant="body2" color="text.secondary" data-testid={`folder-count-${folder}`}>
              {props.counter?.folders[folder] ?? ''}
            </Typography>
          </ListItemButton>
        ))}
      </List>
      <Divider sx={{ my: 1 }} />
      <List
        dense
        aria-label={t('labels')}
        subheader={(
          <ListSubheader component="div" disableSticky sx={{ display: 'flex', alignItems: 'center', px: 1, lineHeight: '32px', bgcolor: 'transparent' }}>
            <Box sx={{ flexGrow: 1 }}>{t('labels')}</Box>
            <IconButton size="small" aria-label={t('addLabel')} onClick={(e) => setEditor({ anchor: e.currentTarget, label: null })}>
              <AddIcon fontSize="small" />
            </IconButton>
          </ListSubheader>
        )}
      >
        {props.labels.map((label) => (
          <ListItem
            key={label.id}
            disablePadding
            sx={{ '&:hover .edit-label, & .edit-label:focus-visible': { opacity: 1 } }}
            secondaryAction={(
              <IconButton
                size="small"
                edge="end"
                className="edit-label"
                aria-label={t('editLabelOf', { name: label.name })}
                sx={{ opacity: { xs: 1, md: 0.4 } }}
                onClick={(e) => setEditor({ anchor: e.currentTarget, label })}
              >
                <EditOutlinedIcon fontSize="small" />
              </IconButton>
            )}
          >
            <ListItemButton
              selected={props.label === label.id}
              onClick={() => props.onChooseLabel(label.id)}
              sx={{ borderRadius: 1, pr: '44px !important' }}
              aria-current={props.label === label.id ? 'true' : undefined}
            >
              <ListItemIcon sx={{ minWidth: 36 }}><LabelIcon fontSize="small" sx={{ color: label.color }} /></ListItemIcon>
              <ListItemText primary={label.name} slotProps={{ primary: { noWrap: true } }} />
              <Typography variant="body2" color="text.secondary" sx={{ ml: 1 }}>{props.counter?.labels[label.id] ?? ''}</Typography>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Divider sx={{ my: 1 }} />
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Button variant="outlined" startIcon={<FileDownloadOutlinedIcon />} onClick={props.onExport} loading={props.exporting}>{t('export')}</Button>
        <Button variant="outlined" startIcon={<PrintOutlinedIcon />} onClick={() => window.print()}>{t('print')}</Button>
      </Box>
      <LabelEditorPopover
        anchorEl={editor?.anchor ?? null}
        open={editor !== null}
        initial={editor?.label ? { name: editor.label.name, color: editor.label.color } : undefined}
        onCancel={() => setEditor(null)}
        onDone={onDone}
        onDelete={editor?.label ? onDelete : undefined}
        busy={saveLabel.isPending || deleteLabel.isPending}
      />
    </Paper>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Divider, IconButton, List, ListItem, ListItemButton, ListItemIcon, ListItemText, ListSubheader, Paper, Typography, useMediaQuery, useTheme } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import LabelIcon from '@mui/icons-material/Label';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import type { Label } from '@app/contract/labels';
import { LabelEditorPopover, type LabelEditorValues } from '../../../components/labels/label-editor-popover.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useNotify } from '../../../components/feedback/notifier.tsx';
import { useDeleteBarLabel, useSaveBarLabel } from '../api/bar-labels.ts';
import { BarsFilterStrip } from './bars-filter-strip.tsx';
import { FOLDERS, type BarsSidebarProps } from './bar-folders.ts';



/** The bars admin's own side panel: Create New, folders with counters, labels, Export and Print (a compact strip on narrow screens). */
export function BarsSidebar(props: BarsSidebarProps) {
  const { t } = useTranslation('bars-admin');
  const notify = useNotify();
  const saveLabel = useSaveBarLabel();
  const deleteLabel = useDeleteBarLabel();
  const [editor, setEditor] = useState<{ anchor: HTMLElement; label: Label | null } | null>(null);
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));

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

  const openEditor = (anchor: HTMLElement, label: Label | null) => setEditor({ anchor, label });

  return (
    <>
      {narrow ? <BarsFilterStrip {...props} onEditLabel={openEditor} /> : <SidePanel {...props} onEditLabel={openEditor} />}
      <LabelEditorPopover
        anchorEl={editor?.anchor ?? null}
        open={editor !== null}
        initial={editor?.label ? { name: editor.label.name, color: editor.label.color } : undefined}
        onCancel={() => setEditor(null)}
        onDone={onDone}
        onDelete={editor?.label ? onDelete : undefined}
        busy={saveLabel.isPending || deleteLabel.isPending}
      />
    </>
  );
}

/** The wide layout: a column of folders with counters, labels, Export and Print. */
function SidePanel({ onEditLabel, ...props }: BarsSidebarProps & { onEditLabel: (anchor: HTMLElement, label: Label | null) => void }) {
  const { t } = useTranslation('bars-admin');
  return (
      <Paper variant="outlined" className="no-print" sx={{ p: 1.5 }} component="aside" aria-label={t('title')}>
        <Button variant="contained" fullWidth startIcon={<AddIcon />} onClick={props.onCreate} sx={{ mb: 1 }}>{t('createNew')}</Button>
        <List dense aria-label={t('folders.title')}>
          {FOLDERS.map(({ folder, Icon }) => (
            <ListItem key={folder} disablePadding>
            <ListItemButton
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
            </ListItem>
          ))}
        </List>
        <Divider sx={{ my: 1 }} />
        <List
          dense
          aria-label={t('labels')}
          subheader={(
            <ListSubheader disableSticky sx={{ display: 'flex', alignItems: 'center', px: 1, lineHeight: '32px', bgcolor: 'transparent' }}>
              <Box sx={{ flexGrow: 1 }}>{t('labels')}</Box>
              <IconButton size="small" aria-label={t('addLabel')} onClick={(e) => onEditLabel(e.currentTarget, null)}>
                <AddIcon fontSize="small" />
              </IconButton>
            </ListSubheader>
          )}
        >
          {props.labels.map((label) => (
            <ListItem
              key={label.id}
              disablePadding
              // On wide screens the edit button shows on hover or focus, over the count, so names keep their room.
              sx={{ '& .MuiListItemSecondaryAction-root': { right: 4 }, '&:hover .edit-label, & .edit-label:focus-visible': { opacity: 1 } }}
              secondaryAction={(
                <IconButton
                  size="small"
                  edge="end"
                  className="edit-label"
                  aria-label={t('editLabelOf', { name: label.name })}
                  sx={{ opacity: 0, bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
                  onClick={(e) => onEditLabel(e.currentTarget, label)}
                >
                  <EditOutlinedIcon fontSize="small" />
                </IconButton>
              )}
            >
              <ListItemButton
                selected={props.label === label.id}
                onClick={() => props.onChooseLabel(label.id)}
                sx={{ borderRadius: 1, pr: '8px !important' }}
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
      </Paper>
  );
}

import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Box,
  Button,
  Chip,
  Divider,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Tooltip,
  Typography,
} from '@mui/material';
import type { SvgIconComponent } from '@mui/icons-material';
import AddIcon from '@mui/icons-material/Add';
import LabelIcon from '@mui/icons-material/Label';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import type { LabelOption } from './apply-labels-popover.tsx';

type FolderEntry<F extends string> = { folder: F; Icon: SvgIconComponent; name: string; count?: number | undefined };

export type CollectionNavProps<F extends string> = {
  /** A column of lists on wide screens; chips for a scrolling row on narrow ones. */
  variant: 'list' | 'chips';
  folders: readonly FolderEntry<F>[];
  folder: F | null;
  onFolder: (folder: F) => void;
  labels: readonly LabelOption[];
  labelId: string | null;
  labelCounts?: Readonly<Record<string, number>> | undefined;
  onLabel: (labelId: string) => void;
  /** Opens the label editor at the button (null: a new label). */
  onEditLabel: (anchor: HTMLElement, label: LabelOption | null) => void;
  exportName: string;
  onExport: () => void;
  exporting?: boolean;
};

const current = (on: boolean) => (on ? 'true' : undefined);

/**
 * The folders (with counters where the list has them), the labels with their editor, Export and
 * Print of a curated collection: the side panel of the bars admin and of the matches admin.
 */
export function CollectionNav<F extends string>(props: CollectionNavProps<F>) {
  return props.variant === 'chips' ? <NavChips {...props} /> : <NavLists {...props} />;
}

function NavLists<F extends string>(props: CollectionNavProps<F>) {
  const { t } = useTranslation('labels');
  return (
    <Box className="no-print">
      <List dense aria-label={t('folders')}>
        {props.folders.map(({ folder, Icon, name, count }) => (
          <ListItem key={folder} disablePadding>
            <ListItemButton
              selected={props.folder === folder}
              aria-current={current(props.folder === folder)}
              onClick={() => props.onFolder(folder)}
              sx={{ borderRadius: 1 }}
              data-testid={`folder-${folder}`}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Icon fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={name} />
              {count === undefined ? null : (
                <Typography variant="body2" color="text.secondary" data-testid={`folder-count-${folder}`}>
                  {count}
                </Typography>
              )}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Divider sx={{ my: 1 }} />
      <Box sx={{ display: 'flex', alignItems: 'center', px: 1 }}>
        <Typography
          component="h2"
          variant="body2"
          sx={{ flexGrow: 1, fontWeight: 700, color: 'text.secondary', lineHeight: '36px' }}
        >
          {t('labels')}
        </Typography>
        <Tooltip title={t('add')}>
          <IconButton size="small" aria-label={t('add')} onClick={(e) => props.onEditLabel(e.currentTarget, null)}>
            <AddIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      <List dense aria-label={t('labels')} sx={{ pt: 0 }}>
        {props.labels.map((label) => (
          <ListItem
            key={label.id}
            disablePadding
            // The edit button shows on hover or focus, over the count, so names keep their room.
            sx={{
              '& .MuiListItemSecondaryAction-root': { right: 4 },
              '&:hover .edit-label, & .edit-label:focus-visible': { opacity: 1 },
            }}
            secondaryAction={
              <IconButton
                size="small"
                edge="end"
                className="edit-label"
                aria-label={t('editOf', { name: label.name })}
                sx={{ opacity: 0, bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' } }}
                onClick={(e) => props.onEditLabel(e.currentTarget, label)}
              >
                <EditOutlinedIcon fontSize="small" />
              </IconButton>
            }
          >
            <ListItemButton
              selected={props.labelId === label.id}
              aria-current={current(props.labelId === label.id)}
              onClick={() => props.onLabel(label.id)}
              sx={{ borderRadius: 1, pr: '8px !important' }}
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <LabelIcon fontSize="small" sx={{ color: label.color }} />
              </ListItemIcon>
              <ListItemText primary={label.name} slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }} />
              <Typography variant="body2" color="text.secondary" sx={{ ml: 1 }}>
                {props.labelCounts?.[label.id] ?? ''}
              </Typography>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Divider sx={{ my: 1 }} />
      <Box sx={{ display: 'grid', gap: 1, p: 1 }}>
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlinedIcon />}
          onClick={props.onExport}
          loading={props.exporting ?? false}
        >
          {props.exportName}
        </Button>
        <Button variant="outlined" startIcon={<PrintOutlinedIcon />} onClick={() => window.print()}>
          {t('print')}
        </Button>
      </Box>
    </Box>
  );
}

/** The same entries as chips, for a row that scrolls sideways below the md breakpoint. */
function NavChips<F extends string>(props: CollectionNavProps<F>) {
  const { t } = useTranslation('labels');
  const withCount = (name: string, n: number | undefined) => (n === undefined ? name : `${name} ${n}`);
  return (
    <>
      {props.folders.map(({ folder, Icon, name, count }) => (
        <Chip
          key={folder}
          icon={<Icon fontSize="small" />}
          label={withCount(name, count)}
          clickable
          color={props.folder === folder ? 'primary' : 'default'}
          variant={props.folder === folder ? 'filled' : 'outlined'}
          onClick={() => props.onFolder(folder)}
          aria-current={current(props.folder === folder)}
        />
      ))}
      {props.labels.map((label) => (
        <Chip
          key={label.id}
          icon={<LabelIcon fontSize="small" sx={{ '&&': { color: label.color } }} />}
          label={withCount(label.name, props.labelCounts?.[label.id])}
          clickable
          color={props.labelId === label.id ? 'primary' : 'default'}
          variant={props.labelId === label.id ? 'filled' : 'outlined'}
          onClick={() => props.onLabel(label.id)}
          onDelete={(e: MouseEvent<HTMLElement>) => props.onEditLabel(e.currentTarget, label)}
          deleteIcon={<EditOutlinedIcon aria-label={t('editOf', { name: label.name })} />}
          aria-current={current(props.labelId === label.id)}
        />
      ))}
      <Chip
        icon={<AddIcon />}
        clickable
        label={t('add')}
        variant="outlined"
        onClick={(e) => props.onEditLabel(e.currentTarget, null)}
      />
      <Chip
        icon={<FileDownloadOutlinedIcon />}
        clickable
        label={props.exportName}
        variant="outlined"
        onClick={props.onExport}
        disabled={props.exporting ?? false}
      />
      <Chip
        icon={<PrintOutlinedIcon />}
        clickable
        label={t('print')}
        variant="outlined"
        onClick={() => window.print()}
      />
    </>
  );
}

import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Chip, IconButton, Paper, Tooltip } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import LabelIcon from '@mui/icons-material/Label';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import type { Label } from '@app/contract/labels';
import { FOLDERS, type BarsSidebarProps } from './bar-folders.ts';

const scrollRow = { display: 'flex', gap: 1, overflowX: 'auto', pb: 0.5, '& > *': { flexShrink: 0 } } as const;

/** The side panel's content on narrow screens: one row of actions, then folders and labels as scrolling chips. */
export function BarsFilterStrip(props: BarsSidebarProps & { onEditLabel: (anchor: HTMLElement, label: Label | null) => void }) {
  const { t } = useTranslation('bars-admin');
  const count = (n: number | undefined) => (n === undefined ? '' : ` ${n}`);
  return (
    <Paper variant="outlined" className="no-print" sx={{ p: 1.5, display: 'grid', gap: 1.25 }} component="aside" aria-label={t('title')}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={props.onCreate} sx={{ flexGrow: 1 }}>{t('createNew')}</Button>
        <Tooltip title={t('export')}>
          <IconButton aria-label={t('export')} onClick={props.onExport} disabled={props.exporting}><FileDownloadOutlinedIcon /></IconButton>
        </Tooltip>
        <Tooltip title={t('print')}>
          <IconButton aria-label={t('print')} onClick={() => window.print()}><PrintOutlinedIcon /></IconButton>
        </Tooltip>
      </Box>
      <Box sx={scrollRow} role="group" aria-label={t('folders.title')}>
        {FOLDERS.map(({ folder, Icon }) => (
          <Chip
            key={folder}
           
            icon={<Icon fontSize="small" />}
            label={`${t(`folders.${folder}`)}${count(props.counter?.folders[folder])}`}
            color={props.folder === folder ? 'primary' : 'default'}
            variant={props.folder === folder ? 'filled' : 'outlined'}
            onClick={() => props.onChooseFolder(folder)}
            aria-current={props.folder === folder ? 'true' : undefined}
          />
        ))}
      </Box>
      <Box sx={scrollRow} role="group" aria-label={t('labels')}>
        {props.labels.map((label) => (
          <Chip
            key={label.id}
           
            icon={<LabelIcon fontSize="small" style={{ color: label.color }} />}
            label={`${label.name}${count(props.counter?.labels[label.id])}`}
            variant={props.label === label.id ? 'filled' : 'outlined'}
            color={props.label === label.id ? 'primary' : 'default'}
            onClick={() => props.onChooseLabel(label.id)}
            onDelete={(e: MouseEvent<HTMLElement>) => props.onEditLabel(e.currentTarget, label)}
            deleteIcon={<EditOutlinedIcon aria-label={t('editLabelOf', { name: label.name })} />}
            aria-current={props.label === label.id ? 'true' : undefined}
          />
        ))}
        <Chip icon={<AddIcon />} label={t('addLabel')} variant="outlined" onClick={(e) => props.onEditLabel(e.currentTarget, null)} />
      </Box>
    </Paper>
  );
}

import { useTranslation } from 'react-i18next';
import { Box, Button, Paper, useMediaQuery, useTheme } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { BarCounter, BarFolder } from '@app/contract/bars-admin';
import type { Label } from '@app/contract/labels';
import { CollectionNav } from '../../../components/admin-collection/collection-nav.tsx';
import { useLabelEditor } from '../../../components/admin-collection/use-label-editor.tsx';
import { useNotify } from '../../../components/feedback/notifier.tsx';
import { useDeleteBarLabel } from '../api/delete-bar-label.ts';
import { useSaveBarLabel } from '../api/save-bar-label.ts';
import { FOLDERS } from './bar-folders.ts';

type Props = {
  folder: BarFolder | null;
  label: string | null;
  counter: BarCounter | undefined;
  labels: Label[];
  onCreate: () => void;
  onChooseFolder: (folder: BarFolder) => void;
  onChooseLabel: (labelId: string) => void;
  onLabelDeleted: (labelId: string) => void;
  onExport: () => void;
  exporting: boolean;
};

/** On a phone every folder stays in view: the chips wrap onto more lines, none off to the side, none cut short. */
const NARROW_ROW = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: 1,
  pb: 0.5,
  '& > *': { flexShrink: 0, maxWidth: '100%' },
} as const;

/** The bars admin's side panel: Create New, then the collection's folders with counters, labels, Export and Print. */
export function BarsSidebar(props: Props) {
  const { t } = useTranslation('bars-admin');
  const notify = useNotify();
  const saveLabel = useSaveBarLabel();
  const deleteLabel = useDeleteBarLabel();
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('md'));
  const editor = useLabelEditor({
    save: (values) => saveLabel.mutateAsync(values).then(() => notify.success(t('labelSaved'))),
    remove: (id) =>
      deleteLabel.mutateAsync(id).then(() => {
        props.onLabelDeleted(id);
        notify.success(t('labelDeleted'));
      }),
  });
  const nav = (
    <CollectionNav
      variant={narrow ? 'chips' : 'list'}
      folders={FOLDERS.map(({ folder, Icon }) => ({
        folder,
        Icon,
        name: t(`folders.${folder}`),
        count: props.counter?.folders[folder],
      }))}
      folder={props.folder}
      onFolder={props.onChooseFolder}
      labels={props.labels}
      labelId={props.label}
      labelCounts={props.counter?.labels}
      onLabel={props.onChooseLabel}
      onEditLabel={editor.open}
      exportName={t('export')}
      onExport={props.onExport}
      exporting={props.exporting}
    />
  );

  return (
    <Paper variant="outlined" className="no-print" sx={{ p: 1.5 }} component="aside" aria-label={t('title')}>
      <Button variant="contained" fullWidth startIcon={<AddIcon />} onClick={props.onCreate} sx={{ mb: 1 }}>
        {t('createNew')}
      </Button>
      {narrow ? (
        <Box data-testid="bars-nav-row" sx={NARROW_ROW}>
          {nav}
        </Box>
      ) : (
        nav
      )}
      {editor.popover}
    </Paper>
  );
}

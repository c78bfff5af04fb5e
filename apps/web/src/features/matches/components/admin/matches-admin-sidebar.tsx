import { useTranslation } from 'react-i18next';
import { Divider, useMediaQuery, useTheme } from '@mui/material';
import StarIcon from '@mui/icons-material/Star';
import WhatshotIcon from '@mui/icons-material/Whatshot';
import DeleteIcon from '@mui/icons-material/Delete';
import type { MatchFolder } from '@app/contract/matches-admin';
import type { Label } from '@app/contract/labels';
import { CollectionNav } from '../../../../components/admin-collection/collection-nav.tsx';
import { useLabelEditor, type LabelEditorActions } from '../../../../components/admin-collection/use-label-editor.tsx';

/** The admin's own folders; future, live and ended are the list's status folders above them. */
const ADMIN_FOLDERS = [
  { folder: 'starred', Icon: StarIcon },
  { folder: 'frequent', Icon: WhatshotIcon },
  { folder: 'trash', Icon: DeleteIcon },
] as const;

export type MatchesAdminSidebarProps = {
  folder: MatchFolder | null;
  labelId: string | null;
  labels: readonly Label[];
  onFolder: (folder: MatchFolder) => void;
  onLabel: (labelId: string) => void;
  onExportList: () => void;
  labelActions: LabelEditorActions;
  exporting?: boolean;
};

/**
 * The administration's part of the matches sidebar: the collection's folders (Starred, Frequent,
 * Trash), labels with their editor, Export list and Print. Chips on narrow screens, like the folders above.
 */
export function MatchesAdminSidebar(props: MatchesAdminSidebarProps) {
  const { t } = useTranslation('matches-admin');
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const editor = useLabelEditor(props.labelActions);
  return (
    <>
      {wide ? <Divider /> : null}
      <CollectionNav<MatchFolder>
        variant={wide ? 'list' : 'chips'}
        folders={ADMIN_FOLDERS.map(({ folder, Icon }) => ({ folder, Icon, name: t(`folders.${folder}`) }))}
        folder={props.folder}
        onFolder={props.onFolder}
        labels={props.labels}
        labelId={props.labelId}
        onLabel={props.onLabel}
        onEditLabel={editor.open}
        exportName={t('toolbar.exportList')}
        onExport={props.onExportList}
        exporting={props.exporting ?? false}
      />
      {editor.popover}
    </>
  );
}

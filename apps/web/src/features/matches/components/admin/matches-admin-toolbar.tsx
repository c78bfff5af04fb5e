import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import PrintIcon from '@mui/icons-material/Print';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import DeleteIcon from '@mui/icons-material/Delete';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import LabelIcon from '@mui/icons-material/Label';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { AdminMatch } from '@app/contract/matches-admin';
import { CollectionToolbar } from '../../../../components/admin-collection/collection-toolbar.tsx';
import {
  ApplyLabelsPopover,
  labelPresence,
  type LabelChange,
  type LabelOption,
} from '../../../../components/admin-collection/apply-labels-popover.tsx';

/** docs/product.md §2: the selector's choices. */
export type SelectChoice = 'none' | 'all' | 'starred' | 'frequent';

function idsFor(choice: SelectChoice, rows: readonly AdminMatch[]): string[] {
  switch (choice) {
    case 'none':
      return [];
    case 'all':
      return rows.map((m) => m.id);
    case 'starred':
      return rows.filter((m) => m.starred).map((m) => m.id);
    case 'frequent':
      return rows.filter((m) => m.frequent).map((m) => m.id);
  }
}

export type MatchesAdminToolbarProps = {
  rows: readonly AdminMatch[];
  selectedIds: readonly string[];
  onSelect: (ids: string[]) => void;
  inTrash: boolean;
  labels: readonly LabelOption[];
  busy?: boolean;
  onPrint: () => void;
  onExport: () => void;
  onTrash: () => void;
  onRestore: () => void;
  onDeleteForGood: () => void;
  onStar: (starred: boolean) => void;
  onApplyLabels: (changes: LabelChange[]) => void;
};

/**
 * The bulk toolbar (docs/product.md §2): selector None / All / Starred / Frequent, then Print, Export, Delete, Labels,
 * More.
 */
export function MatchesAdminToolbar(props: MatchesAdminToolbarProps) {
  const { rows, selectedIds, onSelect, inTrash, labels, busy } = props;
  const { t } = useTranslation('matches-admin');
  const [selectorAnchor, setSelectorAnchor] = useState<HTMLElement | null>(null);
  const [moreAnchor, setMoreAnchor] = useState<HTMLElement | null>(null);
  const [labelsAnchor, setLabelsAnchor] = useState<HTMLElement | null>(null);
  const count = selectedIds.length;
  const selectedRows = rows.filter((m) => selectedIds.includes(m.id));

  const choose = (choice: SelectChoice) => {
    setSelectorAnchor(null);
    onSelect(idsFor(choice, rows));
  };

  return (
    <CollectionToolbar
      label={t('toolbar.label')}
      countText={count > 0 ? t('toolbar.selected', { count }) : null}
      leading={
        <>
          <Button
            size="small"
            color="inherit"
            endIcon={<ArrowDropDownIcon />}
            aria-haspopup="menu"
            aria-label={t('toolbar.selectMenu')}
            onClick={(e) => setSelectorAnchor(e.currentTarget)}
            disabled={rows.length === 0}
          >
            {t('toolbar.select')}
          </Button>
          <Menu anchorEl={selectorAnchor} open={selectorAnchor !== null} onClose={() => setSelectorAnchor(null)}>
            {(['none', 'all', 'starred', 'frequent'] as const).map((choice) => (
              <MenuItem key={choice} onClick={() => choose(choice)}>
                {t(`toolbar.${choice}`)}
              </MenuItem>
            ))}
          </Menu>
        </>
      }
    >
      {count > 0 ? (
        <>
          <Tooltip title={t('toolbar.print')}>
            <IconButton aria-label={t('toolbar.print')} onClick={props.onPrint}>
              <PrintIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('toolbar.export')}>
            <IconButton aria-label={t('toolbar.export')} onClick={props.onExport} disabled={busy}>
              <FileDownloadIcon />
            </IconButton>
          </Tooltip>
          {inTrash ? (
            <>
              <Tooltip title={t('toolbar.restore')}>
                <IconButton aria-label={t('toolbar.restore')} onClick={props.onRestore} disabled={busy}>
                  <RestoreFromTrashIcon />
                </IconButton>
              </Tooltip>
              <Tooltip title={t('toolbar.deleteForGood')}>
                <IconButton aria-label={t('toolbar.deleteForGood')} onClick={props.onDeleteForGood} disabled={busy}>
                  <DeleteForeverIcon />
                </IconButton>
              </Tooltip>
            </>
          ) : (
            <Tooltip title={t('toolbar.delete')}>
              <IconButton aria-label={t('toolbar.delete')} onClick={props.onTrash} disabled={busy}>
                <DeleteIcon />
              </IconButton>
            </Tooltip>
          )}
          <Tooltip title={t('toolbar.labels')}>
            <IconButton
              aria-label={t('toolbar.labels')}
              aria-haspopup="dialog"
              onClick={(e) => setLabelsAnchor(e.currentTarget)}
              disabled={busy}
            >
              <LabelIcon />
            </IconButton>
          </Tooltip>
          <Tooltip title={t('toolbar.more')}>
            <IconButton
              aria-label={t('toolbar.more')}
              aria-haspopup="menu"
              onClick={(e) => setMoreAnchor(e.currentTarget)}
              disabled={busy}
            >
              <MoreVertIcon />
            </IconButton>
          </Tooltip>
          <Menu anchorEl={moreAnchor} open={moreAnchor !== null} onClose={() => setMoreAnchor(null)}>
            <MenuItem
              onClick={() => {
                setMoreAnchor(null);
                props.onStar(true);
              }}
            >
              {t('toolbar.markStarred')}
            </MenuItem>
            <MenuItem
              onClick={() => {
                setMoreAnchor(null);
                props.onStar(false);
              }}
            >
              {t('toolbar.removeStarred')}
            </MenuItem>
          </Menu>
          <ApplyLabelsPopover
            anchorEl={labelsAnchor}
            open={labelsAnchor !== null}
            labels={[...labels]}
            presence={labelPresence(selectedRows.map((m) => m.labels))}
            onCancel={() => setLabelsAnchor(null)}
            onApply={(changes) => {
              setLabelsAnchor(null);
              props.onApplyLabels(changes);
            }}
            busy={busy}
          />
        </>
      ) : null}
    </CollectionToolbar>
  );
}

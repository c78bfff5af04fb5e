import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Box, Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import type { MatchStatusFilter } from '@app/contract/matches';
import type { AdminMatch, MatchFolder } from '@app/contract/matches-admin';
import { LabelChips } from '../../../../components/admin-collection/label-chips.tsx';
import { RowIconButton, RowIconLink } from '../../../../components/admin-collection/row-icon-button.tsx';
import { useActiveCompetitions } from '../../api/get-active-competitions.ts';
import { useAdminMatches } from '../../api/admin-get-matches.ts';
import { useMatchLabels } from '../../api/admin-get-match-labels.ts';
import { useMatchesView } from '../../hooks/use-matches-view.ts';
import { MatchesHeader } from '../matches-header.tsx';
import { MatchesList } from '../matches-list.tsx';
import { MatchesSidebar } from '../matches-sidebar.tsx';
import type { MatchSelection } from '../match-row.ts';
import { MatchesAdminSidebar } from './matches-admin-sidebar.tsx';
import { FeedFilter } from './feed-filter.tsx';
import { MatchesAdminToolbar } from './matches-admin-toolbar.tsx';
import { ADMIN_FUTURE_COUNT_QUERY, useAdminListState } from './use-admin-list-state.ts';
import { useSelection } from '../../../../lib/collection/use-selection.ts';
import { useAdminMatchActions } from './use-admin-match-actions.ts';

/*
 * The dialogs and the row menu load when first opened: the form alone brings react-hook-form, the
 * date pickers and the team picker, which the list itself never needs.
 */
const ConfirmDeleteDialog = lazy(() =>
  import('./confirm-delete-dialog.tsx').then((m) => ({ default: m.ConfirmDeleteDialog })),
);
const MatchDetailDialog = lazy(() =>
  import('./match-detail-dialog.tsx').then((m) => ({ default: m.MatchDetailDialog })),
);
const MatchFormDialog = lazy(() => import('./match-form-dialog.tsx').then((m) => ({ default: m.MatchFormDialog })));
const MatchRowMenu = lazy(() => import('./match-row-menu.tsx').then((m) => ({ default: m.MatchRowMenu })));

/** The owner list's status folders and the admin's folders name "past" differently. */
const STATUS_OF_FOLDER: Partial<Record<MatchFolder, MatchStatusFilter>> = {
  future: 'future',
  live: 'live',
  ended: 'past',
};
const FOLDER_OF_STATUS: Record<MatchStatusFilter, MatchFolder> = { future: 'future', live: 'live', past: 'ended' };

type Editing = { match?: AdminMatch; key: number };
// On a phone the chip's words wrap ("Feed · edited by hand" on one line pushed the table past 390 px).
const feedChipSx = {
  display: 'inline-block',
  border: 1,
  borderColor: 'divider',
  color: 'text.secondary',
  borderRadius: 2.5,
  px: 1,
  mr: 0.5,
  lineHeight: '18px',
  fontSize: 12,
  whiteSpace: { xs: 'normal', sm: 'nowrap' },
  textAlign: 'center',
} as const;

/**
 * A match the data feed keeps up to date, and whether an admin took fields over by hand; one element, as every row
 * shows it.
 */
function FeedChip({ edited }: { edited: boolean }) {
  const { t } = useTranslation('matches-admin');
  return (
    <Box component="span" sx={feedChipSx} data-testid="feed-chip">
      {t(edited ? 'feed.chipEdited' : 'feed.chip')}
    </Box>
  );
}

const rowButtonsSx = { display: 'inline-flex', flexWrap: 'nowrap' } as const;
const rowActionsSx = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.25,
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
} as const;

/**
 * The Matches page as an admin sees it: the owner page's header, sidebar and list, fed by the
 * admin API (GET /match), with selection, the bulk toolbar, per-match actions and the dialogs.
 */
export function MatchesAdminView() {
  const { t } = useTranslation('matches-admin');
  const navigate = useNavigate();
  const state = useAdminListState();
  const list = useAdminMatches(state.query);
  const futureCount = useAdminMatches(ADMIN_FUTURE_COUNT_QUERY);
  const labelsQuery = useMatchLabels();
  const competitions = useActiveCompetitions();
  const actions = useAdminMatchActions();
  const { view, setView } = useMatchesView();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [detailId, setDetailId] = useState<string | null>(null);
  const [confirmIds, setConfirmIds] = useState<string[] | null>(null);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; match: AdminMatch } | null>(null);

  const rows = useMemo(() => list.data?.folderMatches ?? [], [list.data]);
  const labels = labelsQuery.data ?? [];
  // Only rows on screen can be chosen: a change of filter or page leaves nothing selected.
  const selection = useSelection(
    rows.map((m) => m.id),
    state.listKey,
  );
  const chosen = [...selection.ids];
  const setSelected = selection.set;
  const detail = rows.find((m) => m.id === detailId) ?? null;
  const { selectedFolder: folder, selectedLabel, competition } = state.filter;
  const afterBulk = (ok: boolean) => {
    if (ok) setSelected([]);
  };

  const listSelection: MatchSelection = {
    selectedIds: selection.selected,
    onToggle: selection.toggle,
    onToggleAll: (ids, on) => setSelected(on ? ids : []),
  };

  // A row shows its labels and three one-element buttons; the menu is one for the whole list.
  const rowActions = (match: AdminMatch) => (
    <Box component="span" sx={rowActionsSx}>
      {match.source ? <FeedChip edited={match.handEdited.length > 0} /> : null}
      <LabelChips labels={labels} ids={match.labels} />
      <Box component="span" sx={rowButtonsSx}>
        <RowIconButton
          icon={match.starred ? 'star' : 'starBorder'}
          title={t(match.starred ? 'rowMenu.unstar' : 'rowMenu.star')}
          aria-label={t('starToggle', { name: match.headline })}
          aria-pressed={match.starred}
          disabled={actions.busy}
          onClick={() => void actions.star([match.id], !match.starred)}
        />
        <RowIconLink
          icon="edit"
          to={`/match/${match.id}`}
          title={t('rowMenu.edit')}
          aria-label={`${t('rowMenu.edit')} ${match.headline}`}
        />
        <RowIconButton
          icon="more"
          title={t('rowMenu.label', { name: match.headline })}
          aria-label={t('rowMenu.label', { name: match.headline })}
          aria-haspopup="menu"
          onClick={(e) => setMenu({ anchor: e.currentTarget, match })}
        />
      </Box>
    </Box>
  );

  return (
    <>
      <MatchesHeader
        searchText={state.searchInput}
        onSearchTextChange={state.setSearchInput}
        view={view}
        onViewChange={setView}
        actions={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setEditing({ key: Date.now() })}
            className="no-print"
          >
            {t('createMatch')}
          </Button>
        }
      />
      <Box
        className="print-single-column"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '260px minmax(0, 1fr)' } }}
      >
        <MatchesSidebar
          status={folder ? (STATUS_OF_FOLDER[folder] ?? null) : null}
          competition={competition ?? null}
          futureCount={futureCount.data?.total}
          competitions={competitions.data ?? []}
          onSelectStatus={(status) => state.chooseFolder(FOLDER_OF_STATUS[status])}
          onSelectCompetition={state.chooseCompetition}
          afterFolders={<FeedFilter on={state.fromFeed} onChange={state.setFromFeed} />}
        >
          <MatchesAdminSidebar
            folder={folder ?? null}
            labelId={selectedLabel ?? null}
            labels={labels}
            onFolder={state.chooseFolder}
            onLabel={state.chooseLabel}
            onExportList={() => void actions.exportMatches({ filter: state.filter })}
            labelActions={{
              save: (values) => actions.saveLabel(values),
              remove: (labelId) => actions.deleteLabel(labelId).then(() => state.forgetLabel(labelId)),
            }}
            exporting={actions.exporting}
          />
        </MatchesSidebar>
        <Box sx={{ minWidth: 0 }}>
          <MatchesAdminToolbar
            rows={rows}
            selectedIds={chosen}
            onSelect={setSelected}
            inTrash={folder === 'trash'}
            labels={labels}
            busy={actions.busy}
            onPrint={() => window.print()}
            onExport={() => void actions.exportMatches({ matchIds: chosen })}
            onTrash={() => void actions.trashAction('trash', chosen).then(afterBulk)}
            onRestore={() => void actions.trashAction('restore', chosen).then(afterBulk)}
            onDeleteForGood={() => setConfirmIds(chosen)}
            onStar={(starred) => void actions.star(chosen, starred)}
            onApplyLabels={(changes) => void actions.applyLabels(chosen, changes)}
          />
          <MatchesList
            view={view}
            matches={rows}
            count={list.data?.total ?? 0}
            countIsEstimate={list.data?.totalIsEstimate}
            page={state.page}
            pageSize={state.pageSize}
            onPageChange={state.setPage}
            onPageSizeChange={state.setPageSize}
            showScore={folder === 'live' || folder === 'ended'}
            loading={list.isFetching}
            selection={listSelection}
            renderRowActions={rowActions}
          />
        </Box>
      </Box>

      <Suspense fallback={null}>
        {editing ? (
          <MatchFormDialog
            key={editing.key}
            open
            match={editing.match}
            competitionOptions={(competitions.data ?? []).map((c) => c.name)}
            onClose={() => setEditing(null)}
          />
        ) : null}
        {detail ? (
          <MatchDetailDialog
            match={detail}
            labels={labels}
            busy={actions.busy}
            onClose={() => setDetailId(null)}
            onEdit={(m) => {
              setDetailId(null);
              void navigate(`/match/${m.id}`);
            }}
            onStarredChange={(m, starred) => void actions.star([m.id], starred)}
          />
        ) : null}
        {menu ? (
          <MatchRowMenu
            target={menu}
            onClose={() => setMenu(null)}
            labels={labels}
            onOpen={(m) => setDetailId(m.id)}
            onEdit={(m) => setEditing({ match: m, key: Date.now() })}
            onExport={(m) => void actions.exportMatches({ matchIds: [m.id] })}
            onTrash={(m) => void actions.trashAction('trash', [m.id])}
            onRestore={(m) => void actions.trashAction('restore', [m.id])}
            onToggleLabel={(m, labelId) => void actions.toggleLabel(m.id, labelId)}
          />
        ) : null}
        {confirmIds !== null ? (
          <ConfirmDeleteDialog
            count={confirmIds.length}
            open
            onCancel={() => setConfirmIds(null)}
            onConfirm={() => {
              const ids = confirmIds;
              setConfirmIds(null);
              void actions.trashAction('deleteForGood', ids).then(afterBulk);
            }}
          />
        ) : null}
      </Suspense>
    </>
  );
}

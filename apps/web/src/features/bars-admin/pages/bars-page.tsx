import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, CircularProgress, InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import type { AdminBar } from '@app/contract/bars-admin';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { useNotify } from '../../../components/feedback/notifier.tsx';
import { useBars } from '../api/get-bars.ts';
import { useBarCounter } from '../api/get-bar-counter.ts';
import { useBarLabels } from '../api/get-bar-labels.ts';
import { useUpdateBarsStarred } from '../api/update-bars-starred.ts';
import { exportBars } from '../api/export-bars.ts';
import { useSelection } from '../../../lib/collection/use-selection.ts';
import { useBarsFilter } from '../hooks/use-bars-filter.ts';
import { BarsSidebar } from '../components/bars-sidebar.tsx';
import { BarsTable } from '../components/bars-table.tsx';
import { BarsToolbar } from '../components/bars-toolbar.tsx';
import { PendingBanner } from '../components/pending-banner.tsx';

/** The bar's detail and its form (react-hook-form, the image fields) load when first opened, not with the list. */
const BarDetailDialog = lazy(() =>
  import('../components/bar-detail-dialog.tsx').then((m) => ({ default: m.BarDetailDialog })),
);
const BarFormDialog = lazy(() =>
  import('../components/bar-form-dialog.tsx').then((m) => ({ default: m.BarFormDialog })),
);

/** Bars administration: folders, labels, search, review, export and print. */
export function BarsPage() {
  const { t } = useTranslation('bars-admin');
  const notify = useNotify();
  const filter = useBarsFilter();
  const bars = useBars(filter.query);
  const counter = useBarCounter();
  const labels = useBarLabels();
  const star = useUpdateBarsStarred();
  const [openId, setOpenId] = useState<string | null>(null);
  const [form, setForm] = useState<{ bar: AdminBar | null } | null>(null);
  const [exporting, setExporting] = useState(false);

  /*
   * The side panel (counts, labels), the banner (from the counter), the rows and their label chips
   * are painted together, once the three first answers are in: painted as each arrives, the banner
   * would push the table down, the labels would push Export and Print, the counts would widen the folder chips
   * (desktop CLS 0.53). Later pages keep the previous rows on screen (placeholder
   * data), so this waits on the first load only.
   */
  const firstAnswersIn = !bars.isPending && !counter.isPending && !labels.isPending;
  const rows = bars.data?.folderBars ?? [];
  const labelList = labels.data ?? [];
  // Only rows on screen can be chosen: a change of filter or page leaves nothing selected.
  const selection = useSelection(
    rows.map((b) => b.id),
    filter.listKey,
  );
  const selectedBars = rows.filter((b) => selection.selected.has(b.id));

  const onExport = async () => {
    setExporting(true);
    try {
      await exportBars(filter.filter);
    } catch {
      notify.error(t('common:somethingWentWrong'));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Box>
      <PageHeader
        title={t('title')}
        actions={
          <TextField
            size="small"
            placeholder={t('search')}
            value={filter.searchInput}
            onChange={(e) => filter.search(e.target.value)}
            className="no-print"
            sx={{ width: { xs: '100%', sm: 320 } }}
            slotProps={{
              htmlInput: { 'aria-label': t('search'), maxLength: 100 },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <SearchIcon fontSize="small" />
                  </InputAdornment>
                ),
              },
            }}
          />
        }
      />
      {firstAnswersIn ? (
        <Box
          sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2, alignItems: { md: 'flex-start' } }}
        >
          <Box sx={{ width: { xs: '100%', md: 200 }, flexShrink: 0 }} className="no-print">
            <BarsSidebar
              folder={filter.folder}
              label={filter.label}
              counter={counter.data}
              labels={labelList}
              onCreate={() => setForm({ bar: null })}
              onChooseFolder={filter.chooseFolder}
              onChooseLabel={filter.chooseLabel}
              onLabelDeleted={filter.forgetLabel}
              onExport={() => void onExport()}
              exporting={exporting}
            />
          </Box>
          <Box sx={{ flexGrow: 1, minWidth: 0 }} className="print-full-width">
            {filter.folder === 'pending' ? null : (
              <PendingBanner count={counter.data?.folders.pending ?? 0} onOpen={() => filter.chooseFolder('pending')} />
            )}
            {selectedBars.length ? (
              <BarsToolbar bars={selectedBars} labels={labelList} onClear={selection.clear} />
            ) : null}
            <BarsTable
              bars={rows}
              labels={labelList}
              selected={selection.selected}
              onToggle={selection.toggle}
              onToggleAll={selection.toggleAll}
              onOpen={(bar) => setOpenId(bar.id)}
              onStar={(bar) => star.mutate({ barIds: [bar.id], status: !bar.starred })}
              total={bars.data?.total ?? 0}
              totalIsEstimate={bars.data?.totalIsEstimate}
              page={filter.page}
              pageSize={filter.pageSize}
              onPage={filter.setPage}
              onPageSize={filter.setPageSize}
              loaded={bars.isSuccess && !bars.isPlaceholderData}
            />
          </Box>
        </Box>
      ) : (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress size={32} aria-label={t('common:loading')} />
        </Box>
      )}
      <Suspense fallback={null}>
        {openId !== null ? (
          <BarDetailDialog
            barId={openId}
            labels={labelList}
            onClose={() => setOpenId(null)}
            onEdit={(bar) => {
              setOpenId(null);
              setForm({ bar });
            }}
          />
        ) : null}
        {form !== null ? (
          <BarFormDialog open bar={form.bar} onClose={() => setForm(null)} onSaved={() => setForm(null)} />
        ) : null}
      </Suspense>
    </Box>
  );
}

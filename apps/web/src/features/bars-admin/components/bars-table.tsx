import { useTranslation } from 'react-i18next';
import {
  Box, Checkbox, Link, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, Typography,
} from '@mui/material';
import { printListProps, printRowProps } from '../../../lib/collection/print-selection.ts';
import type { AdminBar } from '@app/contract/bars-admin';
import type { Label } from '@app/contract/labels';
import { LabelChips } from '../../../components/admin-collection/label-chips.tsx';
import { RowIconButton } from '../../../components/admin-collection/row-icon-button.tsx';
import { BarStatusChip } from './bar-status-chip.tsx';
import { PAGE_SIZES } from '../hooks/use-bars-filter.ts';

type Props = {
  bars: AdminBar[];
  labels: Label[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
  onOpen: (bar: AdminBar) => void;
  onStar: (bar: AdminBar) => void;
  total: number;
  /** The server estimated the total (more than 10,000 bars): the pager says "about". */
  totalIsEstimate?: boolean | undefined;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  loaded: boolean;
};

/** Long addresses end in an ellipsis on screen (the full text is in the title) and wrap in print. */
const clip = { maxWidth: 120, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', '@media print': { maxWidth: 'none', whiteSpace: 'normal' } } as const;
/** Where the table scrolls sideways (phones, the boxed and framed layouts) the status stays in view at its end (issue 14). */
const stickyEnd = {
  position: 'sticky',
  right: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  boxShadow: '-6px 0 6px -6px rgba(0,0,0,0.3)',
} as const;
const hostOf = (url: string) => url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
const hrefOf = (url: string) => (/^https?:\/\//i.test(url) ? url : `https://${url}`);

/** SPEC.md section 2: Name (with checkbox), Website, Phone, Email, Rating, Country, City, Status; page size 50 with a selector. */
export function BarsTable(props: Props) {
  const { t } = useTranslation('bars-admin');
  const { bars, selected } = props;
  const allChecked = bars.length > 0 && bars.every((b) => selected.has(b.id));
  const someChecked = bars.some((b) => selected.has(b.id));

  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label={t('title')} {...printListProps(bars.filter((b) => selected.has(b.id)).length)} sx={{ minWidth: 760, '& th, & td': { px: 0.75 }, '& th:first-of-type, & td:first-of-type': { pl: 0.5 } }}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 600, minWidth: 160 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                  <Checkbox
                    size="small"
                    sx={{ p: 0.5 }}
                    checked={allChecked}
                    indeterminate={someChecked && !allChecked}
                    onChange={props.onToggleAll}
                    disabled={bars.length === 0}
                    slotProps={{ input: { 'aria-label': t('selectAll') } }}
                  />
                  {t('columns.name')}
                </Box>
              </TableCell>
              {(['website', 'phone', 'email', 'rating', 'country', 'city', 'status'] as const).map((col) => (
                <TableCell key={col} sx={col === 'status' ? { fontWeight: 600, ...stickyEnd } : { fontWeight: 600 }} align={col === 'rating' ? 'right' : 'left'}>{t(`columns.${col}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {bars.map((bar) => {
              const name = bar.name || t('unnamed');
              return (
                <TableRow
                  key={bar.id}
                  hover
                  selected={selected.has(bar.id)}
                  {...printRowProps(selected.has(bar.id))}
                  onClick={() => props.onOpen(bar)}
                  sx={{ cursor: 'pointer' }}
                  data-testid="bar-row"
                >
                  <TableCell>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
                      <Checkbox
                        size="small"
                        sx={{ p: 0.5 }}
                        checked={selected.has(bar.id)}
                        onClick={(e) => e.stopPropagation()}
                        onChange={() => props.onToggle(bar.id)}
                        slotProps={{ input: { 'aria-label': t('selectBar', { name }) } }}
                      />
                      <RowIconButton
                        icon={bar.starred ? 'star' : 'starBorder'}
                        aria-label={bar.starred ? t('unstarBar', { name }) : t('starBar', { name })}
                        aria-pressed={bar.starred}
                        onClick={(e) => {
                          e.stopPropagation();
                          props.onStar(bar);
                        }}
                      />
                      <Box sx={{ minWidth: 0 }}>
                        <Typography variant="body2" sx={{ fontWeight: 600, fontStyle: bar.name ? undefined : 'italic' }}>{name}</Typography>
                        <LabelChips labels={props.labels} ids={bar.labels} />
                      </Box>
                    </Box>
                  </TableCell>
                  <TableCell sx={clip}>
                    {bar.website ? (
                      <Link href={hrefOf(bar.website)} target="_blank" rel="noopener noreferrer" title={bar.website} onClick={(e) => e.stopPropagation()}>{hostOf(bar.website)}</Link>
                    ) : null}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{bar.phone}</TableCell>
                  <TableCell sx={clip} title={bar.email}>{bar.email}</TableCell>
                  <TableCell align="right">{bar.rating.toFixed(1)}</TableCell>
                  <TableCell>{bar.country}</TableCell>
                  <TableCell>{bar.city}</TableCell>
                  <TableCell sx={stickyEnd}><BarStatusChip folder={bar.folder} /></TableCell>
                </TableRow>
              );
            })}
            {props.loaded && bars.length === 0 ? (
              <TableRow>
                <TableCell colSpan={8} align="center" sx={{ py: 6 }}>
                  <Typography color="text.secondary">{t('empty')}</Typography>
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        className="no-print"
        component="div"
        count={props.total}
        page={props.page}
        rowsPerPage={props.pageSize}
        rowsPerPageOptions={PAGE_SIZES}
        labelRowsPerPage={t('rowsPerPage')}
        {...(props.totalIsEstimate ? { labelDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) => t('displayedRowsAbout', { from, to, count }) } : {})}
        onPageChange={(_e, page) => props.onPage(page)}
        onRowsPerPageChange={(e) => props.onPageSize(Number(e.target.value))}
      />
    </Paper>
  );
}

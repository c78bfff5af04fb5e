import { useTranslation } from 'react-i18next';
import {
  Box,
  Checkbox,
  Link,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
} from '@mui/material';
import { printListProps, printRowProps } from '../../../lib/collection/print-selection.ts';
import type { AdminBar } from '@app/contract/bars-admin';
import type { Label } from '@app/contract/labels';
import { LabelChips } from '../../../components/admin-collection/label-chips.tsx';
import { RowIconButton } from '../../../components/admin-collection/row-icon-button.tsx';
import { BarStatusChip } from './bar-status-chip.tsx';
import { PAGE_SIZES } from '../hooks/use-bars-filter.ts';
import { columnFrom, detailLinesBelow, FIT_CONTAINER, WRAP_ANYWHERE } from '../../../lib/fit-columns.ts';
import { EmailText } from '../../../components/email-text.tsx';
import { EmptyTableRow } from '../../../components/admin-collection/empty-table-row.tsx';

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

/**
 * Every column while the table's box is at least this wide; narrower (a phone,
 * the boxed and framed layouts) the contacts and the place are second lines under the name, so the
 * name, the status and the row's buttons stay in view and nothing is cut.
 */
const ALL_COLUMNS_FROM = 860;
const detailColumn = columnFrom(ALL_COLUMNS_FROM);
/** A website may break anywhere (an email after its @ and dots only); a phone, a city or a country stays whole. */
const linkColumn = { ...detailColumn, ...WRAP_ANYWHERE } as const;
const detailLines = detailLinesBelow(ALL_COLUMNS_FROM);
const DETAIL_COLUMNS = ['website', 'phone', 'email', 'rating', 'country', 'city'] as const;
const hostOf = (url: string) => url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
const hrefOf = (url: string) => (/^https?:\/\//i.test(url) ? url : `https://${url}`);
/** The bar's website by its host, whole (it wraps), read left to right in a right-to-left page. */
const website = (url: string) => (
  <Link
    href={hrefOf(url)}
    target="_blank"
    rel="noopener noreferrer"
    dir="ltr"
    onClick={(e) => e.stopPropagation()}
    sx={WRAP_ANYWHERE}
  >
    {hostOf(url)}
  </Link>
);

/**
 * docs/product.md §2: Name (with checkbox), Website, Phone, Email, Rating, Country, City, Status; page size 50 with a
 * selector.
 */
export function BarsTable(props: Props) {
  const { t } = useTranslation('bars-admin');
  const { bars, selected } = props;
  const allChecked = bars.length > 0 && bars.every((b) => selected.has(b.id));
  const someChecked = bars.some((b) => selected.has(b.id));

  return (
    <Paper variant="outlined">
      <TableContainer sx={FIT_CONTAINER}>
        <Table
          size="small"
          aria-label={t('title')}
          {...printListProps(bars.filter((b) => selected.has(b.id)).length)}
          sx={{ '& th, & td': { px: 0.75 }, '& th:first-of-type, & td:first-of-type': { pl: 0.5 } }}
        >
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 600, minWidth: 120 }}>
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
              {DETAIL_COLUMNS.map((col) => (
                <TableCell
                  key={col}
                  sx={{ fontWeight: 600, ...(col === 'rating' ? {} : columnFrom(ALL_COLUMNS_FROM)) }}
                  align={col === 'rating' ? 'right' : 'left'}
                >
                  {t(`columns.${col}`)}
                </TableCell>
              ))}
              <TableCell sx={{ fontWeight: 600 }}>{t('columns.status')}</TableCell>
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
                        <Typography
                          variant="body2"
                          sx={{ fontWeight: 600, fontStyle: bar.name ? undefined : 'italic', ...WRAP_ANYWHERE }}
                        >
                          {name}
                        </Typography>
                        <LabelChips labels={props.labels} ids={bar.labels} />
                        <Box sx={detailLines} data-testid="bar-row-details">
                          {bar.website ? <Box>{website(bar.website)}</Box> : null}
                          {bar.phone ? (
                            <Box>
                              <bdi dir="ltr">{bar.phone}</bdi>
                            </Box>
                          ) : null}
                          {bar.email ? (
                            <Box>
                              <EmailText email={bar.email} />
                            </Box>
                          ) : null}
                          {bar.city || bar.country ? (
                            <Box>{[bar.city, bar.country].filter(Boolean).join(', ')}</Box>
                          ) : null}
                        </Box>
                      </Box>
                    </Box>
                  </TableCell>
                  <TableCell sx={{ ...linkColumn, minWidth: 90 }}>
                    {bar.website ? website(bar.website) : null}
                  </TableCell>
                  <TableCell sx={{ ...detailColumn, whiteSpace: 'nowrap' }}>
                    <bdi dir="ltr">{bar.phone}</bdi>
                  </TableCell>
                  <TableCell sx={{ ...linkColumn, minWidth: 96 }}>
                    <EmailText email={bar.email} />
                  </TableCell>
                  <TableCell align="right">{bar.rating.toFixed(1)}</TableCell>
                  <TableCell sx={detailColumn}>{bar.country}</TableCell>
                  <TableCell sx={detailColumn}>{bar.city}</TableCell>
                  <TableCell>
                    <BarStatusChip folder={bar.folder} />
                  </TableCell>
                </TableRow>
              );
            })}
            {props.loaded && bars.length === 0 ? <EmptyTableRow columns={8} text={t('empty')} /> : null}
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
        {...(props.totalIsEstimate
          ? {
              labelDisplayedRows: ({ from, to, count }: { from: number; to: number; count: number }) =>
                t('displayedRowsAbout', { from, to, total: count }),
            }
          : {})}
        onPageChange={(_e, page) => props.onPage(page)}
        onRowsPerPageChange={(e) => props.onPageSize(Number(e.target.value))}
      />
    </Paper>
  );
}

import { useTranslation } from 'react-i18next';
import {
  Box,
  Chip,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
} from '@mui/material';
import type { TeamRow } from '@app/contract/reference-data';
import { RowIconButton } from '../../../components/admin-collection/row-icon-button.tsx';
import { columnFrom, detailLinesBelow, FIT_CONTAINER, WRAP_ANYWHERE } from '../../../lib/fit-columns.ts';
import { PAGE_SIZES, type ReferenceFilter } from '../hooks/use-reference-filter.ts';
import { Emblem } from './emblem.tsx';
import { EmblemUpload } from './emblem-upload.tsx';
import { ReferenceNameCell } from './reference-name-cell.tsx';
import { EmptyTableRow } from '../../../components/admin-collection/empty-table-row.tsx';

type Props = {
  teams: TeamRow[];
  total: number;
  filter: ReferenceFilter;
  loaded: boolean;
  onActions: (anchor: HTMLElement, team: TeamRow) => void;
  onEmblem: (team: TeamRow, file: File) => void;
};

/**
 * From this width of the table's box every column shows; narrower, country, source and matches are a line under the
 * name.
 */
const ALL_COLUMNS_FROM = 640;
const detailLines = detailLinesBelow(ALL_COLUMNS_FROM);

/**
 * Every team: emblem and name, country, where it comes from, how many matches name it; emblem upload and a menu per
 * row.
 */
export function TeamsTable({ teams, total, filter, loaded, onActions, onEmblem }: Props) {
  const { t } = useTranslation('reference');
  return (
    <Paper variant="outlined">
      <TableContainer sx={FIT_CONTAINER}>
        <Table size="small" aria-label={t('teams.title')}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 600 }}>{t('columns.name')}</TableCell>
              <TableCell sx={{ fontWeight: 600, ...columnFrom(ALL_COLUMNS_FROM) }}>{t('columns.country')}</TableCell>
              <TableCell sx={{ fontWeight: 600, ...columnFrom(ALL_COLUMNS_FROM) }}>{t('columns.source')}</TableCell>
              <TableCell sx={{ fontWeight: 600, ...columnFrom(ALL_COLUMNS_FROM) }} align="right">
                {t('columns.matches')}
              </TableCell>
              <TableCell sx={{ fontWeight: 600, width: 88 }}>{t('columns.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {teams.map((team) => (
              <TableRow key={team.id} hover data-testid="team-row">
                <ReferenceNameCell
                  leading={<Emblem url={team.emblemUrl} name={team.name} />}
                  name={team.name}
                  nameTestId="team-name"
                  detail={team.country}
                  source={team.source}
                  matchCount={team.matchCount}
                  detailLines={detailLines}
                />
                <TableCell sx={{ ...columnFrom(ALL_COLUMNS_FROM), ...WRAP_ANYWHERE }}>{team.country}</TableCell>
                <TableCell sx={columnFrom(ALL_COLUMNS_FROM)}>
                  <SourceChip source={team.source} />
                </TableCell>
                <TableCell sx={columnFrom(ALL_COLUMNS_FROM)} align="right">
                  {team.matchCount}
                </TableCell>
                <TableCell padding="none">
                  <Box sx={{ display: 'flex', alignItems: 'center' }}>
                    <EmblemUpload name={team.name} onFile={(file) => onEmblem(team, file)} />
                    <RowIconButton
                      icon="more"
                      aria-label={t('actions.menu', { name: team.name })}
                      onClick={(e) => onActions(e.currentTarget, team)}
                    />
                  </Box>
                </TableCell>
              </TableRow>
            ))}
            {loaded && teams.length === 0 ? <EmptyTableRow columns={5} text={t('teams.empty')} /> : null}
          </TableBody>
        </Table>
      </TableContainer>
      <Pager total={total} filter={filter} />
    </Paper>
  );
}

/** Where a team or a competition comes from: the feed, or typed by hand. */
export function SourceChip({ source }: { source: string | null }) {
  const { t } = useTranslation('reference');
  return source ? (
    <Chip size="small" color="info" variant="outlined" label={t('source.feed')} />
  ) : (
    <Chip size="small" variant="outlined" label={t('source.hand')} />
  );
}

export function Pager({ total, filter }: { total: number; filter: ReferenceFilter }) {
  const { t } = useTranslation('reference');
  return (
    <TablePagination
      component="div"
      count={total}
      page={filter.page}
      rowsPerPage={filter.pageSize}
      rowsPerPageOptions={PAGE_SIZES}
      labelRowsPerPage={t('rowsPerPage')}
      onPageChange={(_e, page) => filter.setPage(page)}
      onRowsPerPageChange={(e) => filter.setPageSize(Number(e.target.value))}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { Box, Paper, Switch, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { CompetitionRow } from '@app/contract/reference-data';
import { RowIconButton } from '../../../components/admin-collection/row-icon-button.tsx';
import { columnFrom, detailLinesBelow, FIT_CONTAINER } from '../../../lib/fit-columns.ts';
import type { ReferenceFilter } from '../hooks/use-reference-filter.ts';
import { Emblem } from './emblem.tsx';
import { EmblemUpload } from './emblem-upload.tsx';
import { ReferenceNameCell } from './reference-name-cell.tsx';
import { Pager, SourceChip } from './teams-table.tsx';
import { EmptyTableRow } from '../../../components/admin-collection/empty-table-row.tsx';

type Props = {
  competitions: CompetitionRow[];
  total: number;
  filter: ReferenceFilter;
  loaded: boolean;
  onEdit: (competition: CompetitionRow) => void;
  onVisible: (competition: CompetitionRow, visible: boolean) => void;
  onEmblem: (competition: CompetitionRow, file: File) => void;
};

/**
 * From this width of the table's box every column shows; narrower, the code, source and matches are a line under the
 * name.
 */
const ALL_COLUMNS_FROM = 700;
const detailLines = detailLinesBelow(ALL_COLUMNS_FROM);

/**
 * Every competition: emblem, colour and name, the provider's code, where it comes from, its matches, whether owners see
 * it.
 */
export function CompetitionsTable({ competitions, total, filter, loaded, onEdit, onVisible, onEmblem }: Props) {
  const { t } = useTranslation('reference');
  return (
    <Paper variant="outlined">
      <TableContainer sx={FIT_CONTAINER}>
        <Table size="small" aria-label={t('competitions.title')}>
          <TableHead>
            <TableRow>
              <TableCell sx={{ fontWeight: 600 }}>{t('columns.name')}</TableCell>
              <TableCell sx={{ fontWeight: 600, ...columnFrom(ALL_COLUMNS_FROM) }}>
                {t('columns.providerCode')}
              </TableCell>
              <TableCell sx={{ fontWeight: 600, ...columnFrom(ALL_COLUMNS_FROM) }}>{t('columns.source')}</TableCell>
              <TableCell sx={{ fontWeight: 600, ...columnFrom(ALL_COLUMNS_FROM) }} align="right">
                {t('columns.matches')}
              </TableCell>
              <TableCell sx={{ fontWeight: 600 }}>{t('columns.ownersSee')}</TableCell>
              <TableCell sx={{ fontWeight: 600, width: 88 }}>{t('columns.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {competitions.map((c) => (
              <TableRow key={c.id} hover data-testid="competition-row">
                <ReferenceNameCell
                  leading={
                    <>
                      <Emblem url={c.emblemUrl} name={c.name} color={c.color} />
                      {c.emblemUrl ? (
                        <Box
                          component="span"
                          aria-hidden
                          sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: c.color, flexShrink: 0 }}
                        />
                      ) : null}
                    </>
                  }
                  name={c.name}
                  detail={c.providerCode}
                  source={c.source}
                  matchCount={c.matchCount}
                  detailLines={detailLines}
                />
                <TableCell sx={columnFrom(ALL_COLUMNS_FROM)}>
                  <bdi dir="ltr">{c.providerCode}</bdi>
                </TableCell>
                <TableCell sx={columnFrom(ALL_COLUMNS_FROM)}>
                  <SourceChip source={c.source} />
                </TableCell>
                <TableCell sx={columnFrom(ALL_COLUMNS_FROM)} align="right">
                  {c.matchCount}
                </TableCell>
                <TableCell sx={{ py: 0 }}>
                  <Switch
                    checked={c.active}
                    onChange={(e) => onVisible(c, e.target.checked)}
                    slotProps={{ input: { 'aria-label': t('competitions.visible', { name: c.name }) } }}
                  />
                </TableCell>
                <TableCell padding="none">
                  <Box sx={{ display: 'flex', alignItems: 'center' }}>
                    <EmblemUpload name={c.name} onFile={(file) => onEmblem(c, file)} />
                    <RowIconButton
                      icon="edit"
                      aria-label={t('competitions.edit.action', { name: c.name })}
                      onClick={() => onEdit(c)}
                    />
                  </Box>
                </TableCell>
              </TableRow>
            ))}
            {loaded && competitions.length === 0 ? <EmptyTableRow columns={6} text={t('competitions.empty')} /> : null}
          </TableBody>
        </Table>
      </TableContainer>
      <Pager total={total} filter={filter} />
    </Paper>
  );
}

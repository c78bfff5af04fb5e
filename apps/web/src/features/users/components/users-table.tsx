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
import type { User } from '@app/contract/users';
import { RowIconButton } from '../../../components/admin-collection/row-icon-button.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { PAGE_SIZES } from '../hooks/use-users-filter.ts';
import { columnFrom, detailLinesBelow, FIT_CONTAINER, WRAP_ANYWHERE } from '../../../lib/fit-columns.ts';
import { EmptyTableRow } from '../../../components/admin-collection/empty-table-row.tsx';

type Props = {
  users: User[];
  onActions: (anchor: HTMLElement, user: User) => void;
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  loaded: boolean;
};

const COLUMNS = ['name', 'email', 'role', 'bar', 'state', 'lastSignIn'] as const;
/**
 * Every column from this width of the table's box; narrower (a phone) the email, role, bar and last
 * sign-in are lines under the name, and the name, state and actions stay in view.
 */
const ALL_COLUMNS_FROM = 760;
const DETAIL = new Set<string>(['email', 'role', 'bar', 'lastSignIn']);
const detailColumn = { ...columnFrom(ALL_COLUMNS_FROM), ...WRAP_ANYWHERE } as const;
const detailLines = detailLinesBelow(ALL_COLUMNS_FROM);

/** Every account: name, email, role, bar (owners and their team), state, last sign-in; a menu per row. */
export function UsersTable(props: Props) {
  const { t } = useTranslation('users');
  return (
    <Paper variant="outlined">
      <TableContainer sx={FIT_CONTAINER}>
        <Table size="small" aria-label={t('title')}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((col) => (
                <TableCell key={col} sx={{ fontWeight: 600, ...(DETAIL.has(col) ? columnFrom(ALL_COLUMNS_FROM) : {}) }}>
                  {t(`columns.${col}`)}
                </TableCell>
              ))}
              <TableCell sx={{ fontWeight: 600, width: 48 }}>{t('columns.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {props.users.map((user) => (
              <TableRow key={user.id} hover data-testid="user-row">
                <TableCell sx={{ fontWeight: 600, ...WRAP_ANYWHERE }}>
                  {user.nickname}
                  <Box sx={detailLines}>
                    <Box>
                      <bdi dir="ltr">{user.email}</bdi>
                    </Box>
                    <Box>{[t(`roles.${user.role}`), user.bar?.name].filter(Boolean).join(' · ')}</Box>
                    <Box>
                      {t('columns.lastSignIn')}: {user.lastSignInAt ? formatDateTime(user.lastSignInAt) : t('never')}
                    </Box>
                  </Box>
                </TableCell>
                <TableCell sx={detailColumn}>
                  <bdi dir="ltr">{user.email}</bdi>
                </TableCell>
                <TableCell sx={detailColumn}>{t(`roles.${user.role}`)}</TableCell>
                <TableCell sx={detailColumn}>{user.bar?.name ?? ''}</TableCell>
                <TableCell>
                  <StateChip user={user} />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap', ...columnFrom(ALL_COLUMNS_FROM) }}>
                  {user.lastSignInAt ? formatDateTime(user.lastSignInAt) : t('never')}
                </TableCell>
                <TableCell padding="none">
                  <RowIconButton
                    icon="more"
                    aria-label={t('actions.menu', { name: user.nickname })}
                    onClick={(e) => props.onActions(e.currentTarget, user)}
                  />
                </TableCell>
              </TableRow>
            ))}
            {props.loaded && props.users.length === 0 ? (
              <EmptyTableRow columns={COLUMNS.length + 1} text={t('empty')} />
            ) : null}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={props.total}
        page={props.page}
        rowsPerPage={props.pageSize}
        rowsPerPageOptions={PAGE_SIZES}
        labelRowsPerPage={t('rowsPerPage')}
        onPageChange={(_e, page) => props.onPage(page)}
        onRowsPerPageChange={(e) => props.onPageSize(Number(e.target.value))}
      />
    </Paper>
  );
}

function StateChip({ user }: { user: User }) {
  const { t } = useTranslation('users');
  if (!user.active) return <Chip size="small" color="default" label={t('states.deactivated')} />;
  if (!user.hasPassword) return <Chip size="small" color="info" variant="outlined" label={t('states.invited')} />;
  return <Chip size="small" color="success" variant="outlined" label={t('states.active')} />;
}

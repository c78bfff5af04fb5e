import { useTranslation } from 'react-i18next';
import { Button, Chip, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { TeamMember } from '@app/contract/team';
import { formatDateTime } from '../../../lib/format-date.ts';

/** On a phone the table scrolls sideways inside its paper rather than squeezing the columns. */
export function TeamTable({ members, onRemove }: { members: TeamMember[]; onRemove: (member: TeamMember) => void }) {
  const { t } = useTranslation('team');
  if (members.length === 0) return <Typography color="text.secondary">{t('empty')}</Typography>;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={t('title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.email')}</TableCell>
            <TableCell>{t('columns.role')}</TableCell>
            <TableCell>{t('columns.state')}</TableCell>
            <TableCell>{t('columns.lastSignIn')}</TableCell>
            <TableCell align="right">{t('columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {members.map((m) => (
            <TableRow key={m.userId}>
              <TableCell>{m.email}</TableCell>
              <TableCell>{t(`roles.${m.role}`)}</TableCell>
              <TableCell>
                <Chip size="small" color={m.hasPassword ? 'success' : 'default'} label={m.hasPassword ? t('state.joined') : t('state.invited')} />
              </TableCell>
              <TableCell>{m.lastSignInAt ? formatDateTime(m.lastSignInAt) : t('never')}</TableCell>
              <TableCell align="right">
                <Button color="error" size="small" onClick={() => onRemove(m)} aria-label={t('remove.label', { email: m.email })}>{t('remove.button')}</Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

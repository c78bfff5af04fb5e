import { useTranslation } from 'react-i18next';
import { Button, Chip, Paper, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import type { TeamMember } from '@app/contract/team';
import { formatDateTime } from '../../../lib/format-date.ts';

type Props = {
  members: TeamMember[];
  onRemove: (member: TeamMember) => void;
  /** A removed person comes back through a new invitation (their old password no longer opens the account). */
  onInviteAgain: (member: TeamMember) => void;
  /** The email being invited again, while the server answers. */
  inviting: string | null;
};

/** On a phone the table scrolls sideways inside its paper rather than squeezing the columns. */
export function TeamTable({ members, onRemove, onInviteAgain, inviting }: Props) {
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
              <TableCell><StateChip member={m} /></TableCell>
              <TableCell>{m.lastSignInAt ? formatDateTime(m.lastSignInAt) : t('never')}</TableCell>
              <TableCell align="right">
                {m.removedAt ? (
                  <Button size="small" onClick={() => onInviteAgain(m)} loading={inviting === m.email} aria-label={t('reinvite.label', { email: m.email })}>{t('reinvite.button')}</Button>
                ) : (
                  <Button color="error" size="small" onClick={() => onRemove(m)} aria-label={t('remove.label', { email: m.email })}>{t('remove.button')}</Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function StateChip({ member }: { member: TeamMember }) {
  const { t } = useTranslation('team');
  if (member.removedAt) return <Chip size="small" variant="outlined" label={t('state.removed')} />;
  return <Chip size="small" color={member.hasPassword ? 'success' : 'default'} label={member.hasPassword ? t('state.joined') : t('state.invited')} />;
}

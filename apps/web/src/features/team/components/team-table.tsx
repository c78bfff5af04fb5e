import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Box,
  Button,
  Chip,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { TeamMember } from '@app/contract/team';
import { EmailText } from '../../../components/email-text.tsx';
import { formatDateTime } from '../../../lib/format-date.ts';
import { columnFrom, detailLinesBelow, FIT_CONTAINER, WRAP_ANYWHERE } from '../../../lib/fit-columns.ts';

type Props = {
  members: TeamMember[];
  onRemove: (member: TeamMember) => void;
  /** A removed person comes back through a new invitation (their old password no longer opens the account). */
  onInviteAgain: (member: TeamMember) => void;
  /** The email being invited again, while the server answers. */
  inviting: string | null;
  /** A person invited who has not joined: a fresh link, the old one void. */
  onSendAgain: (member: TeamMember) => void;
  /** The member whose invitation is being sent again, while the server answers. */
  sending: string | null;
};

/**
 * Every column from this width of the table's box; narrower (a phone) the role and last sign-in are
 * lines under the email, and the email, state and action stay in view, whole.
 */
const ALL_COLUMNS_FROM = 600;
const detailLines = detailLinesBelow(ALL_COLUMNS_FROM);

export function TeamTable({ members, onRemove, onInviteAgain, inviting, onSendAgain, sending }: Props) {
  const { t } = useTranslation('team');
  if (members.length === 0) return <Typography color="text.secondary">{t('empty')}</Typography>;
  return (
    <TableContainer component={Paper} variant="outlined" sx={FIT_CONTAINER}>
      <Table aria-label={t('title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.email')}</TableCell>
            <TableCell sx={columnFrom(ALL_COLUMNS_FROM)}>{t('columns.role')}</TableCell>
            <TableCell>{t('columns.state')}</TableCell>
            <TableCell sx={columnFrom(ALL_COLUMNS_FROM)}>{t('columns.lastSignIn')}</TableCell>
            <TableCell align="right">{t('columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {members.map((m) => (
            <TableRow key={m.userId}>
              <TableCell sx={WRAP_ANYWHERE}>
                <EmailText email={m.email} />
                <Box sx={detailLines}>
                  <Box>{t(`roles.${m.role}`)}</Box>
                  <Box>
                    {t('columns.lastSignIn')}: {m.lastSignInAt ? formatDateTime(m.lastSignInAt) : t('never')}
                  </Box>
                </Box>
              </TableCell>
              <TableCell sx={columnFrom(ALL_COLUMNS_FROM)}>{t(`roles.${m.role}`)}</TableCell>
              <TableCell>
                <StateChip member={m} />
                <InvitationExpiry member={m} />
              </TableCell>
              <TableCell sx={columnFrom(ALL_COLUMNS_FROM)}>
                {m.lastSignInAt ? formatDateTime(m.lastSignInAt) : t('never')}
              </TableCell>
              <TableCell align="right">
                {m.removedAt ? (
                  <Button
                    size="small"
                    onClick={() => onInviteAgain(m)}
                    loading={inviting === m.email}
                    aria-label={t('reinvite.label', { email: m.email })}
                  >
                    {t('reinvite.button')}
                  </Button>
                ) : (
                  <Box sx={{ display: 'inline-flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 0.5 }}>
                    {m.hasPassword ? null : (
                      <Button
                        size="small"
                        onClick={() => onSendAgain(m)}
                        loading={sending === m.userId}
                        aria-label={t('sendAgain.label', { email: m.email })}
                      >
                        {t('sendAgain.button')}
                      </Button>
                    )}
                    <Button
                      color="error"
                      size="small"
                      onClick={() => onRemove(m)}
                      aria-label={t('remove.label', { email: m.email })}
                    >
                      {t('remove.button')}
                    </Button>
                  </Box>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** An invitation waiting: until when its link works, or that it no longer does (Send again makes a new one). */
function InvitationExpiry({ member }: { member: TeamMember }) {
  const { t } = useTranslation('team');
  // The moment the row was first drawn: an expiry is read against it, not against each render's clock.
  const [now] = useState(() => Date.now());
  if (member.removedAt || member.hasPassword) return null;
  const expired = member.invitationExpiresAt === null || Date.parse(member.invitationExpiresAt) <= now;
  return (
    <Typography variant="body2" color={expired ? 'error' : 'text.secondary'} sx={{ mt: 0.5 }}>
      {expired
        ? t('sendAgain.expired')
        : t('sendAgain.validUntil', { date: formatDateTime(member.invitationExpiresAt) })}
    </Typography>
  );
}

function StateChip({ member }: { member: TeamMember }) {
  const { t } = useTranslation('team');
  if (member.removedAt) return <Chip size="small" variant="outlined" label={t('state.removed')} />;
  return (
    <Chip
      size="small"
      color={member.hasPassword ? 'success' : 'default'}
      label={member.hasPassword ? t('state.joined') : t('state.invited')}
    />
  );
}

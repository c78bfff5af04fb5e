import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import type { TeamMember } from '@app/contract/team';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { useNotify } from '../../../components/feedback/notifier.tsx';
import { useTeam } from '../api/get-team.ts';
import { useInviteTeamMember } from '../api/invite-team-member.ts';
import { useResendInvitation } from '../api/resend-invitation.ts';
import { InviteMemberForm } from '../components/invite-member-form.tsx';
import { RemoveMemberDialog } from '../components/remove-member-dialog.tsx';
import { TeamTable } from '../components/team-table.tsx';

/**
 * The owner's team: invite people as manager or scanner, send an invitation again while it waits, remove them (their
 * sessions end at once), invite a removed one again.
 */
export function TeamPage() {
  const { t } = useTranslation('team');
  const team = useTeam();
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const notify = useNotify();
  const reinvite = useInviteTeamMember();
  // The same invitation as the form's, with the role they had: a new set-password mail.
  const inviteAgain = (member: TeamMember) =>
    reinvite.mutate(
      { email: member.email, role: member.role },
      {
        onSuccess: (invited) => notify.success(t('invite.done', { email: invited.email })),
      },
    );
  const resend = useResendInvitation();
  const sendAgain = (member: TeamMember) =>
    resend.mutate(member.userId, {
      onSuccess: (sent) => notify.success(t('sendAgain.done', { email: sent.email })),
    });
  return (
    <Box>
      <PageHeader title={t('title')} />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('intro')}
      </Typography>
      <InviteMemberForm />
      {team.isPending ? <CircularProgress aria-label={t('loading')} /> : null}
      {team.refusal ? <Alert severity="error">{team.refusal}</Alert> : null}
      {team.data ? (
        <TeamTable
          members={team.data.items}
          onRemove={setRemoving}
          onInviteAgain={inviteAgain}
          inviting={reinvite.isPending ? reinvite.variables.email : null}
          onSendAgain={sendAgain}
          sending={resend.isPending ? resend.variables : null}
        />
      ) : null}
      <RemoveMemberDialog member={removing} onClose={() => setRemoving(null)} />
    </Box>
  );
}

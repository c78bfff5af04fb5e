import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import type { TeamMember } from '@app/contract/team';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { useTeam } from '../api/team-api.ts';
import { InviteMemberForm } from '../components/invite-member-form.tsx';
import { RemoveMemberDialog } from '../components/remove-member-dialog.tsx';
import { TeamTable } from '../components/team-table.tsx';

/** The owner's team: invite people as manager or scanner, remove them (their sessions end at once). */
export function TeamPage() {
  const { t } = useTranslation('team');
  const team = useTeam();
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  return (
    <Box>
      <PageHeader title={t('title')} />
      <Typography color="text.secondary" sx={{ mb: 2 }}>{t('intro')}</Typography>
      <InviteMemberForm />
      {team.isPending ? <CircularProgress aria-label={t('loading')} /> : null}
      {team.isError ? <Alert severity="error">{t('common:somethingWentWrong')}</Alert> : null}
      {team.data ? <TeamTable members={team.data.items} onRemove={setRemoving} /> : null}
      <RemoveMemberDialog member={removing} onClose={() => setRemoving(null)} />
    </Box>
  );
}

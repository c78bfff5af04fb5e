import { useTranslation } from 'react-i18next';
import type { TeamMember } from '@app/contract/team';
import { ConfirmRemovalDialog } from '../../../components/feedback/confirm-removal-dialog.tsx';
import { useRemoveTeamMember } from '../api/remove-team-member.ts';

export function RemoveMemberDialog({ member, onClose }: { member: TeamMember | null; onClose: () => void }) {
  const { t } = useTranslation('team');
  const remove = useRemoveTeamMember();
  return (
    <ConfirmRemovalDialog
      removes={member?.userId ?? null}
      removal={remove}
      title={t('remove.title')}
      text={t('remove.message', { email: member?.email ?? '' })}
      confirmLabel={t('remove.confirm')}
      doneMessage={() => t('remove.done')}
      onClose={onClose}
    />
  );
}

import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { TeamMember } from '@app/contract/team';
import { useNotify } from '../../../components/feedback/notifier.tsx';
import { ConfirmDialog } from '../../../components/feedback/confirm-dialog.tsx';
import { useRemoveTeamMember } from '../api/remove-team-member.ts';

export function RemoveMemberDialog({ member, onClose }: { member: TeamMember | null; onClose: () => void }) {
  const { t } = useTranslation('team');
  const notify = useNotify();
  const remove = useRemoveTeamMember();
  const confirm = () => {
    if (!member) return;
    remove.mutate(member.userId, {
      onSuccess: () => {
        notify.success(t('remove.done'));
        onClose();
      },
    });
  };
  return (
    <ConfirmDialog
      open={member !== null}
      title={t('remove.title')}
      text={t('remove.message', { email: member?.email ?? '' })}
      confirmLabel={t('remove.confirm')}
      busy={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    >
      {remove.refusal ? <Alert severity="error">{remove.refusal}</Alert> : null}
    </ConfirmDialog>
  );
}

import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { TeamMember } from '@app/contract/team';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useNotify } from '../../../components/feedback/notifier.tsx';
import { useRemoveTeamMember } from '../api/team-api.ts';

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
      onError: (error) => notify.error(error instanceof ApiRequestError && error.status < 500 ? error.message : t('common:somethingWentWrong')),
    });
  };
  return (
    <Dialog open={member !== null} onClose={onClose} aria-labelledby="remove-member-title">
      <DialogTitle id="remove-member-title">{t('remove.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('remove.message', { email: member?.email ?? '' })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common:actions.cancel')}</Button>
        <Button color="error" variant="contained" onClick={confirm} loading={remove.isPending}>{t('remove.confirm')}</Button>
      </DialogActions>
    </Dialog>
  );
}

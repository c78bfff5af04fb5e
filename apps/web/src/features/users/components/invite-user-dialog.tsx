import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { MenuItem, Stack, TextField } from '@mui/material';
import { inviteUserBodySchema, type InviteUserBody } from '@app/contract/users';
import { translatedResolver } from '../../../lib/translated-resolver.ts';
import { FormDialog } from '../../../components/feedback/form-dialog.tsx';
import { useNotify } from '../../../components/feedback/notifier.tsx';
import { useInviteUser } from '../api/invite-user.ts';

const EMPTY: InviteUserBody = { email: '', nickname: '', role: 'staff' };

/** Email, name and role (staff or admin); the person gets a mail with a 72-hour link to choose a password. */
export function InviteUserDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('users');
  const notify = useNotify();
  const invite = useInviteUser();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<InviteUserBody>({
    resolver: translatedResolver(zodResolver(inviteUserBodySchema)),
    defaultValues: EMPTY,
  });
  const close = () => {
    reset(EMPTY);
    invite.reset();
    onClose();
  };
  const submit = handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: (user) => {
        notify.success(t('invite.done', { email: user.email }));
        close();
      },
    }),
  );
  return (
    <FormDialog
      open={open}
      title={t('invite.title')}
      onClose={close}
      onSubmit={submit}
      refusal={invite.refusal}
      submitLabel={t('invite.submit')}
      pending={invite.isPending}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label={t('invite.email')}
          type="email"
          autoComplete="off"
          required
          autoFocus
          {...register('email')}
          error={!!errors.email}
          helperText={errors.email?.message}
        />
        <TextField
          label={t('invite.name')}
          autoComplete="off"
          required
          {...register('nickname')}
          error={!!errors.nickname}
          helperText={errors.nickname?.message}
        />
        <TextField
          select
          label={t('invite.role')}
          defaultValue="staff"
          {...register('role')}
          helperText={t('invite.roleHint')}
        >
          <MenuItem value="staff">{t('roles.staff')}</MenuItem>
          <MenuItem value="admin">{t('roles.admin')}</MenuItem>
        </TextField>
      </Stack>
    </FormDialog>
  );
}

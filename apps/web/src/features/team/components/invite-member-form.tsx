import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, MenuItem, TextField } from '@mui/material';
import { inviteTeamMemberBodySchema, type InviteTeamMemberBody } from '@app/contract/team';
import { translatedResolver } from '../../../lib/translated-resolver.ts';
import { useNotify } from '../../../components/feedback/notifier.tsx';
import { useInviteTeamMember } from '../api/invite-team-member.ts';

/** Email and role; the invited person gets a mail with a link to choose a password. */
export function InviteMemberForm() {
  const { t } = useTranslation('team');
  const notify = useNotify();
  const invite = useInviteTeamMember();
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<InviteTeamMemberBody>({
    resolver: translatedResolver(zodResolver(inviteTeamMemberBodySchema)),
    defaultValues: { email: '', role: 'scanner' },
  });
  const role = useWatch({ control, name: 'role' });
  const submit = handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: (member) => {
        notify.success(t('invite.done', { email: member.email }));
        reset();
      },
    }),
  );
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={t('invite.title')}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', md: '2fr 1fr auto' },
        alignItems: 'start',
        mb: 3,
      }}
    >
      {invite.refusal ? (
        <Alert severity="error" sx={{ gridColumn: '1 / -1' }}>
          {invite.refusal}
        </Alert>
      ) : null}
      <TextField
        label={t('invite.email')}
        type="email"
        autoComplete="off"
        required
        {...register('email')}
        error={!!errors.email}
        helperText={errors.email?.message}
      />
      <TextField
        select
        label={t('invite.role')}
        defaultValue="scanner"
        {...register('role')}
        helperText={`${t('invite.roleHint')}: ${t(`invite.opens.${role}`)}`}
      >
        <MenuItem value="scanner">{t('roles.scanner')}</MenuItem>
        <MenuItem value="manager">{t('roles.manager')}</MenuItem>
      </TextField>
      <Button type="submit" variant="contained" size="large" loading={invite.isPending} sx={{ mt: { md: 0.5 } }}>
        {t('invite.submit')}
      </Button>
    </Box>
  );
}

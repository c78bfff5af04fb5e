import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { TextField } from '@mui/material';
import { renameTeamBodySchema, type RenameTeamBody, type TeamRow } from '@app/contract/reference-data';
import { translatedResolver } from '../../../lib/translated-resolver.ts';
import { FormDialog } from '../../../components/feedback/form-dialog.tsx';
import { useNotify } from '../../../components/feedback/notifier.tsx';
import { useRenameTeam } from '../api/rename-team.ts';

/** A team's new name; every match naming it follows. The server's refusal (a name taken) shows here. */
export function TeamRenameDialog({ team, onClose }: { team: TeamRow | null; onClose: () => void }) {
  return team ? <RenameForm key={team.id} team={team} onClose={onClose} /> : null;
}

function RenameForm({ team, onClose }: { team: TeamRow; onClose: () => void }) {
  const { t } = useTranslation('reference');
  const notify = useNotify();
  const rename = useRenameTeam();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RenameTeamBody>({
    resolver: translatedResolver(zodResolver(renameTeamBodySchema)),
    defaultValues: { name: team.name },
  });
  const name = useWatch({ control, name: 'name' });
  const submit = handleSubmit(({ name: newName }) =>
    rename.mutate(
      { id: team.id, name: newName },
      {
        onSuccess: (renamed) => {
          notify.success(t('teams.rename.done', { name: renamed.name }));
          onClose();
        },
      },
    ),
  );
  return (
    <FormDialog
      title={t('teams.rename.title', { name: team.name })}
      onClose={onClose}
      onSubmit={submit}
      refusal={rename.refusal}
      submitLabel={t('teams.rename.submit')}
      pending={rename.isPending}
      submitDisabled={name.trim() === ''}
    >
      <TextField
        autoFocus
        fullWidth
        margin="dense"
        label={t('teams.rename.name')}
        {...register('name')}
        slotProps={{ htmlInput: { maxLength: 100 } }}
        error={!!errors.name}
        helperText={errors.name?.message ?? t('teams.rename.hint', { count: team.matchCount })}
      />
    </FormDialog>
  );
}

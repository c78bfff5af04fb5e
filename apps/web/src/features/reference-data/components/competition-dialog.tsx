import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Box, TextField } from '@mui/material';
import {
  updateCompetitionBodySchema,
  type CompetitionRow,
  type UpdateCompetitionBody,
} from '@app/contract/reference-data';
import { translatedResolver } from '../../../lib/translated-resolver.ts';
import { FormDialog } from '../../../components/feedback/form-dialog.tsx';
import { useNotify } from '../../../components/feedback/notifier.tsx';
import { useUpdateCompetition } from '../api/update-competition.ts';

/** A competition's name and colour; the server's refusal (a name taken) shows here. */
export function CompetitionDialog({
  competition,
  onClose,
}: {
  competition: CompetitionRow | null;
  onClose: () => void;
}) {
  return competition ? <CompetitionForm key={competition.id} competition={competition} onClose={onClose} /> : null;
}

function CompetitionForm({ competition, onClose }: { competition: CompetitionRow; onClose: () => void }) {
  const { t } = useTranslation('reference');
  const notify = useNotify();
  const update = useUpdateCompetition();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<UpdateCompetitionBody>({
    resolver: translatedResolver(zodResolver(updateCompetitionBodySchema)),
    defaultValues: { name: competition.name, color: competition.color },
  });
  const [name = '', color = ''] = useWatch({ control, name: ['name', 'color'] });
  const submit = handleSubmit((body) =>
    update.mutate(
      { id: competition.id, body },
      {
        onSuccess: (saved) => {
          notify.success(t('competitions.edit.done', { name: saved.name }));
          onClose();
        },
      },
    ),
  );
  return (
    <FormDialog
      title={t('competitions.edit.title', { name: competition.name })}
      onClose={onClose}
      onSubmit={submit}
      refusal={update.refusal}
      submitLabel={t('competitions.edit.submit')}
      pending={update.isPending}
      submitDisabled={name.trim() === ''}
    >
      <TextField
        autoFocus
        fullWidth
        margin="dense"
        label={t('competitions.edit.name')}
        {...register('name')}
        slotProps={{ htmlInput: { maxLength: 100 } }}
        error={!!errors.name}
        helperText={errors.name?.message}
      />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 1 }}>
        <TextField
          type="color"
          label={t('competitions.edit.colour')}
          {...register('color')}
          sx={{ width: 120 }}
          error={!!errors.color}
          helperText={errors.color?.message}
        />
        <bdi dir="ltr">{color}</bdi>
      </Box>
    </FormDialog>
  );
}

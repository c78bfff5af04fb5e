import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, TextField, Typography } from '@mui/material';
import { addBarBodySchema, BAR_PARAM, type AddBarBody } from '@app/contract/account-bars';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { translatedResolver } from '../../../lib/translated-resolver.ts';
import { useSession } from '../../../lib/session/session-provider.tsx';
import { writeChosenBar, writeSessionBars } from '../../../lib/session-store.ts';
import { useAddBar } from '../api/add-bar.ts';

/**
 * An owner adds a bar to the account: its name now, its details on its bar page. It waits for the
 * admins' review as the first one did; the console goes on to its bar page at once.
 */
export function AddBarPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const add = useAddBar();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AddBarBody>({
    resolver: translatedResolver(zodResolver(addBarBodySchema)),
    defaultValues: { name: '' },
  });
  const submit = handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: (added) => {
        // The new bar's page, loaded afresh on it: the tab and the address name it, nothing of the
        // previous bar's is kept, and its details are filled in there.
        writeSessionBars([...(user?.bars ?? []), added]);
        writeChosenBar(added.id);
        window.location.assign(`/edit-bar?${BAR_PARAM}=${encodeURIComponent(added.id)}`);
      },
    }),
  );
  return (
    <Box sx={{ maxWidth: 560 }}>
      <PageHeader title={t('bars.addTitle')} />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('bars.addIntro')}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        aria-label={t('bars.addTitle')}
        sx={{ display: 'grid', gap: 2 }}
      >
        {add.refusal ? <Alert severity="error">{add.refusal}</Alert> : null}
        <TextField
          label={t('bars.name')}
          required
          autoComplete="organization"
          {...register('name')}
          error={!!errors.name}
          helperText={errors.name?.message}
        />
        <Box>
          <Button type="submit" variant="contained" size="large" loading={add.isPending}>
            {t('bars.addSubmit')}
          </Button>
        </Box>
      </Box>
    </Box>
  );
}

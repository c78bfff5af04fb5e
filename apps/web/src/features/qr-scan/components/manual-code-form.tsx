import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Box, Button, TextField } from '@mui/material';
import { verifyWinnerBodySchema, type VerifyWinnerBody } from '@app/contract/winners';
import { translatedResolver } from '../../../lib/translated-resolver.ts';

type Props = {
  onSubmit: (code: string) => void;
  /**
   * A code the contract refuses shows where the server's refusal would: the scan result (docs/product.md "Scan QR
   * Code").
   */
  onProblem: (message: string) => void;
  pending: boolean;
};

/** For devices without a camera (or a refused one): the code typed or pasted verifies the same way. */
export function ManualCodeForm({ onSubmit, onProblem, pending }: Props) {
  const { t } = useTranslation('scan');
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<VerifyWinnerBody>({
    resolver: translatedResolver(zodResolver(verifyWinnerBodySchema)),
    defaultValues: { challengeWinnerId: '' },
  });
  const code = useWatch({ control, name: 'challengeWinnerId' });
  const submit = handleSubmit(
    (body) => onSubmit(body.challengeWinnerId),
    (errors) => {
      if (errors.challengeWinnerId?.message) onProblem(errors.challengeWinnerId.message);
    },
  );
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        void submit(event);
      }}
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
    >
      <TextField
        label={t('manual.label')}
        {...register('challengeWinnerId')}
        autoComplete="off"
        // Marked as refused where it is typed too: on a phone the result line can sit above the screen's edge.
        error={Boolean(errors.challengeWinnerId)}
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'ui-monospace, monospace' } } }}
        sx={{ flex: '1 1 240px' }}
      />
      <Button type="submit" variant="contained" disabled={!code.trim()} loading={pending}>
        {t('manual.submit')}
      </Button>
    </Box>
  );
}

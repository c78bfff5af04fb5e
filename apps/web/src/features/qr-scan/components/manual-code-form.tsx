import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, TextField } from '@mui/material';

/** For devices without a camera (or a refused one): the code typed or pasted verifies the same way. */
export function ManualCodeForm({ onSubmit, pending }: { onSubmit: (code: string) => void; pending: boolean }) {
  const { t } = useTranslation('scan');
  const [code, setCode] = useState('');
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (code.trim()) onSubmit(code.trim());
      }}
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
    >
      <TextField
        label={t('manual.label')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="off"
        slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'ui-monospace, monospace' } } }}
        sx={{ flex: '1 1 240px' }}
      />
      <Button type="submit" variant="contained" disabled={!code.trim()} loading={pending}>{t('manual.submit')}</Button>
    </Box>
  );
}

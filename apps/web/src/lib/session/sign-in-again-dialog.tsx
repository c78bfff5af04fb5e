import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import type { ConsoleSession } from '@app/contract/auth';
import { api } from '../api-client.ts';
import { useMutation } from '../refusal/use-console-query.ts';

type Props = {
  /** The account whose session ended: its email is given, only the password is asked. */
  email: string;
  onSignedIn: (session: ConsoleSession) => void;
  onCancel: () => void;
};

const signIn = (body: { email: string; password: string; remember: boolean }) =>
  api('/authentication/session', {
    method: 'POST',
    body,
    anonymous: true,
    schema: import('@app/contract/auth').then((m) => m.consoleSessionSchema),
  });

/**
 * Over the page when a write finds the session ended: the page and what was typed stay; the write goes once signed in.
 */
export function SignInAgainDialog({ email, onSignedIn, onCancel }: Props) {
  const { t } = useTranslation('auth');
  const [password, setPassword] = useState('');
  const signin = useMutation({ mutationFn: signIn, onSuccess: onSignedIn });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    signin.mutate({ email, password, remember: true });
  };
  return (
    <Dialog open onClose={onCancel} maxWidth="xs" fullWidth aria-labelledby="sign-in-again-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="sign-in-again-title">{t('again.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('again.text')}</DialogContentText>
          <Stack spacing={2}>
            {signin.refusal ? <Alert severity="error">{signin.refusal}</Alert> : null}
            <TextField
              label={t('fields.email')}
              type="email"
              value={email}
              autoComplete="username"
              slotProps={{ htmlInput: { readOnly: true } }}
            />
            <TextField
              label={t('fields.password')}
              type="password"
              autoComplete="current-password"
              autoFocus
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>{t('common:actions.cancel')}</Button>
          <Button type="submit" variant="contained" loading={signin.isPending}>
            {t('login.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import { refusalCode } from '../../../lib/refusal/refusal-text.ts';
import { AUTH_CODES } from '@app/contract/auth-codes';
import { AuthCard } from '../components/auth-card.tsx';
import { SendLinkAgain } from '../components/send-link-again.tsx';
import { OutlinedField } from '../../../components/outlined-field.tsx';
import { signinRequest, typedCredentials } from '../api/signin.ts';
import { useSession } from '../../../lib/session/session-provider.tsx';
import { usePreferences } from '../../../components/settings/preferences-provider.tsx';

export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { startSession } = useSession();
  const { applyAccountPreferences } = usePreferences();
  const [remember, setRemember] = useState(true);
  const [typed, setTyped] = useState({ email: '', password: '' });
  const signin = useMutation({
    mutationFn: signinRequest,
    onSuccess: (record) => {
      startSession(record, remember);
      applyAccountPreferences(record);
      // '/' takes the person to their landing page (app/guards.tsx).
      void navigate('/', { replace: true });
    },
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const credentials = typedCredentials(event.currentTarget);
    setTyped(credentials);
    signin.mutate({ ...credentials, remember });
  };

  return (
    <AuthCard title={t('login.title')}>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'grid', gap: 2 }}>
        {signin.refusal ? <Alert severity="error">{signin.refusal}</Alert> : null}
        {refusalCode(signin.error) === AUTH_CODES.emailUnconfirmed ? <SendLinkAgain {...typed} /> : null}
        <OutlinedField label={t('fields.email')} name="email" type="email" autoComplete="email" required autoFocus />
        <OutlinedField
          label={t('fields.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <FormControlLabel
            control={<Checkbox checked={remember} onChange={(e) => setRemember(e.target.checked)} />}
            label={t('login.rememberMe')}
          />
          <Link component={RouterLink} to="/forgot-password">
            {t('login.forgotPassword')}
          </Link>
        </Box>
        <Button type="submit" variant="contained" size="large" loading={signin.isPending}>
          {t('login.submit')}
        </Button>
        <Box sx={{ textAlign: 'center' }}>
          {t('login.noAccount')}{' '}
          <Link component={RouterLink} to="/register">
            {t('login.register')}
          </Link>
        </Box>
      </Box>
    </AuthCard>
  );
}

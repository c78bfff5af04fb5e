import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { sendLinkAgainRequest } from '../api/confirm-email.ts';

/** "Send the link again" for an account waiting for its confirmation: the typed email and password ask for it. */
export function SendLinkAgain({ email, password }: { email: string; password: string }) {
  const { t } = useTranslation('auth');
  const again = useMutation({ mutationFn: sendLinkAgainRequest });
  const refused =
    again.error instanceof ApiRequestError ? again.error.message : again.error ? t('common:somethingWentWrong') : null;
  return (
    <>
      <Button variant="outlined" onClick={() => again.mutate({ email, password })} loading={again.isPending}>
        {t('confirm.sendAgain')}
      </Button>
      {/* The screen's own words: the messages' catalogue is not on the sign-in screens' start path. */}
      {again.isSuccess ? <Alert severity="success">{t('confirm.sentAgain')}</Alert> : null}
      {refused ? <Alert severity="error">{refused}</Alert> : null}
    </>
  );
}

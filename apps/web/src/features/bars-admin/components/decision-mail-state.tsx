import { useTranslation } from 'react-i18next';
import { Box, Typography } from '@mui/material';
import type { MailState } from '@app/contract/mail';
import { MailStateLine } from '../../../components/mail/mail-state-line.tsx';
import { useNotify } from '../../../components/feedback/notifier.tsx';
import { useRetryDecisionMail } from '../api/retry-decision-mail.ts';

/** The last decision mail to the bar's owner: queued, sent or failed, with Retry for a failed one. */
export function DecisionMailState({ barId, state }: { barId: string; state: MailState | null }) {
  const { t } = useTranslation('mail');
  const notify = useNotify();
  const retry = useRetryDecisionMail();
  if (!state) return null;
  return (
    <Box sx={{ mt: 1.5, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Typography variant="body2" color="text.secondary">
        {t('decisionMail')}
      </Typography>
      <MailStateLine
        state={state}
        retrying={retry.isPending}
        onRetry={() => retry.mutate(barId, { onSuccess: () => notify.success(t('retried')) })}
      />
    </Box>
  );
}

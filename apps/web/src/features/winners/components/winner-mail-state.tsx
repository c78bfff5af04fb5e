import { useTranslation } from 'react-i18next';
import type { Winner } from '@app/contract/winners';
import { MailStateLine } from '../../../components/mail/mail-state-line.tsx';
import { useNotify } from '../../../components/feedback/notifier.tsx';
import { useRetryWinnerMail } from '../api/retry-winner-mail.ts';

/** The winner's QR mail: queued, sent or failed, with Retry for a failed one. */
export function WinnerMailState({ winner }: { winner: Winner & { mail: NonNullable<Winner['mail']> } }) {
  const { t } = useTranslation('mail');
  const notify = useNotify();
  const retry = useRetryWinnerMail();
  return (
    <MailStateLine
      state={winner.mail}
      retrying={retry.isPending}
      retryLabel={`${t('retry')}: ${winner.name}`}
      onRetry={() => retry.mutate(winner.id, { onSuccess: () => notify.success(t('retried')) })}
    />
  );
}

import { useTranslation } from 'react-i18next';
import { Box, Typography } from '@mui/material';
import type { VerifyWinnerAnswer } from '@app/contract/winners';

export type ScanOutcome =
  | { kind: 'success'; answer: VerifyWinnerAnswer }
  | { kind: 'error'; message: string }
  /** Checked offline and queued: the server confirms it when the device is back online. */
  | { kind: 'queued' };

/** docs/product.md §8: green 'QR code valid – win … place in …' on success, the server's message in red otherwise. */
export function ScanResult({ outcome, pending }: { outcome: ScanOutcome | null; pending: boolean }) {
  const { t } = useTranslation('scan');
  let content = null;
  if (pending) {
    content = <Typography color="text.secondary">{t('verifying')}</Typography>;
  } else if (outcome?.kind === 'success') {
    const { answer } = outcome;
    content = (
      <>
        <Typography data-testid="scan-success" sx={{ color: 'success.main', fontWeight: 700, fontSize: '1.15rem' }}>
          {t('success', {
            position: t('place', { count: answer.challengeRanking.position, ordinal: true }),
            championship: answer.challenge.name,
          })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('successDetail', { prize: answer.prize.name, name: answer.winner.name })}
        </Typography>
      </>
    );
  } else if (outcome?.kind === 'queued') {
    content = (
      <Typography data-testid="scan-queued" sx={{ color: 'warning.dark', fontWeight: 700, fontSize: '1.15rem' }}>
        {t('offline.queuedResult')}
      </Typography>
    );
  } else if (outcome?.kind === 'error') {
    content = (
      <Typography data-testid="scan-error" sx={{ color: 'error.main', fontWeight: 700 }}>
        {outcome.message}
      </Typography>
    );
  }
  return (
    <Box role="status" aria-live="polite" sx={{ minHeight: 56, textAlign: 'center' }}>
      {content}
    </Box>
  );
}

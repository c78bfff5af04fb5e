import { useTranslation } from 'react-i18next';
import { Box, Chip, Typography } from '@mui/material';
import type { Winner } from '@app/contract/winners';
import { formatDateTime } from '../../../lib/format-date.ts';
import { WinnerMailState } from './winner-mail-state.tsx';

/** Waiting, or "Redeemed on … at … by …"; and where the QR mail stands (queued, sent, failed). */
export function WinnerStatus({ winner }: { winner: Winner }) {
  const { t } = useTranslation('winners');
  if (winner.redeemedAt) {
    const parts = [
      t('status.redeemedDetail', { date: formatDateTime(winner.redeemedAt) }),
      winner.redeemedBar ? t('status.redeemedAt', { bar: winner.redeemedBar.name }) : null,
      winner.redeemedBy ? t('status.redeemedBy', { name: winner.redeemedBy.nickname }) : null,
    ].filter(Boolean);
    return (
      <Box>
        <Chip size="small" color="success" label={t('status.redeemed')} />
        <Typography variant="caption" component="div" color="text.secondary" sx={{ mt: 0.5 }}>
          {parts.join(' ')}
        </Typography>
      </Box>
    );
  }
  return (
    <Box>
      <Chip size="small" variant="outlined" color="warning" label={t('status.waiting')} />
      {winner.mail ? (
        <Box sx={{ mt: 0.5 }}>
          <WinnerMailState winner={{ ...winner, mail: winner.mail }} />
        </Box>
      ) : winner.emailedAt ? (
        <Typography variant="caption" component="div" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('status.mailed', { date: formatDateTime(winner.emailedAt) })}
        </Typography>
      ) : null}
    </Box>
  );
}

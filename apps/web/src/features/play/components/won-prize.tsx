import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PlayMe } from '@app/contract/game';

/** A prize the player won, with its QR code drawn in the browser (no other service sees the code). */
export function WonPrize({ prize }: { prize: PlayMe['prizes'][number] }) {
  const { t } = useTranslation('play');
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    // The QR writer loads with the first prize shown, not with the page.
    void import('qrcode')
      .then(({ default: QRCode }) => QRCode.toDataURL(prize.code, { errorCorrectionLevel: 'M', margin: 4, width: 240 }))
      .then((u) => {
        if (current) setUrl(u);
      });
    return () => {
      current = false;
    };
  }, [prize.code]);
  return (
    <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      {url ? (
        <Box
          component="img"
          src={url}
          alt={t('prize.qr', { prize: prize.prize.name })}
          sx={{ width: 160, height: 160 }}
        />
      ) : null}
      <Box>
        <Typography variant="subtitle1" component="h3">
          <bdi>{prize.prize.name}</bdi>
        </Typography>
        <Typography variant="body2">{t('prize.won', { position: prize.position })}</Typography>
        <Typography variant="body2" color="text.secondary">
          {prize.redeemedAt ? t('prize.redeemed') : t('prize.show')}
        </Typography>
      </Box>
    </Paper>
  );
}

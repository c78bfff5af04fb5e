import { useTranslation } from 'react-i18next';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  GlobalStyles,
  Typography,
} from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import DownloadIcon from '@mui/icons-material/Download';
import SendIcon from '@mui/icons-material/Send';
import { DirectionalIcon } from '../../../components/directional-icon.tsx';
import type { Winner } from '@app/contract/winners';
import { useNotify } from '../../../components/feedback/notifier.tsx';
import { useSendWinnerMail } from '../api/send-winner-mail.ts';
import { useQrDataUrl } from './use-qr-data-url.ts';
import { useWinnerText } from './use-winner-text.ts';

type Props = { winner: Winner | null; championshipName: string; onClose: () => void };

/** While the dialog is open, printing shows only the QR card. */
const printOnlyTheCard = (
  <GlobalStyles
    styles={{
      '@media print': {
        '#root': { display: 'none !important' },
        '.MuiBackdrop-root': { display: 'none !important' },
        '.MuiDialog-container': { display: 'block !important', height: 'auto !important' },
        '.MuiDialog-paper': { margin: '0 !important', maxWidth: 'none !important', width: '100% !important' },
        '.MuiPaper-root': { boxShadow: 'none !important' },
      },
    }}
  />
);

function fileName(winner: Winner): string {
  const slug = winner.name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `prize-qr-${winner.position}-${slug || 'winner'}.png`;
}

export function WinnerQrDialog({ winner, championshipName, onClose }: Props) {
  const { t } = useTranslation('winners');
  const text = useWinnerText();
  const notify = useNotify();
  const send = useSendWinnerMail();
  const image = useQrDataUrl(winner?.id ?? null);

  const download = () => {
    if (!winner || !image) return;
    const link = document.createElement('a');
    link.href = image;
    link.download = fileName(winner);
    document.body.append(link);
    link.click();
    link.remove();
  };
  const mail = () => {
    if (!winner) return;
    send.mutate(winner.id, {
      onSuccess: (updated) => notify.success(t('qr.sent', { email: updated.email })),
    });
  };

  return (
    <Dialog open={winner !== null} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="winner-qr-title">
      {winner ? (
        <>
          {printOnlyTheCard}
          <DialogTitle id="winner-qr-title">{t('qr.title', { name: winner.name })}</DialogTitle>
          <DialogContent sx={{ textAlign: 'center' }}>
            <Typography variant="subtitle2" color="text.secondary">
              {championshipName}
            </Typography>
            <Typography sx={{ mb: 1 }}>
              {t('qr.summary', {
                place: text.place(winner.position),
                period: text.period(winner),
                prize: winner.prize.name,
              })}
            </Typography>
            <Box sx={{ width: 256, height: 256, mx: 'auto', display: 'grid', placeItems: 'center' }}>
              {image ? (
                <Box
                  component="img"
                  src={image}
                  alt={t('qr.alt', { name: winner.name })}
                  data-testid="winner-qr-image"
                  sx={{ width: 256, height: 256, imageRendering: 'pixelated' }}
                />
              ) : (
                <CircularProgress />
              )}
            </Box>
            <Typography variant="caption" color="text.secondary" component="div">
              {t('qr.code')}
            </Typography>
            <Typography
              data-testid="winner-qr-code"
              sx={{ fontFamily: 'ui-monospace, monospace', wordBreak: 'break-all', userSelect: 'all' }}
            >
              {winner.id}
            </Typography>
            {winner.redeemedAt ? (
              <Alert severity="info" sx={{ mt: 2, textAlign: 'left' }}>
                {t('qr.redeemed')}
              </Alert>
            ) : null}
            {send.refusal ? (
              <Alert severity="error" sx={{ mt: 2, textAlign: 'left' }}>
                {send.refusal}
              </Alert>
            ) : null}
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
            <Button startIcon={<PrintIcon />} onClick={() => window.print()}>
              {t('qr.print')}
            </Button>
            <Button startIcon={<DownloadIcon />} onClick={download} disabled={!image}>
              {t('qr.download')}
            </Button>
            <Button
              startIcon={<DirectionalIcon icon={SendIcon} />}
              onClick={mail}
              loading={send.isPending}
              disabled={!!winner.redeemedAt}
            >
              {winner.emailedAt ? t('qr.sendAgain') : t('qr.send')}
            </Button>
            <Button variant="contained" onClick={onClose}>
              {t('common:actions.close')}
            </Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}

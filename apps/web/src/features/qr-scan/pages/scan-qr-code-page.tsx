import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Divider, Paper, Stack, Typography } from '@mui/material';
import Grid from '@mui/material/Grid';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { PageHeader } from '../../../components/layout/page-header.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useSessionUser } from '../../../lib/session/session-provider.tsx';
import { useVerifyWinner } from '../api/verify-winner.ts';
import { useVerifyKey } from '../api/get-verify-key.ts';
import { useScanQueue } from '../offline/use-scan-queue.ts';
import { registerScannerWorker } from '../offline/register-scanner-worker.ts';
import { ScanQueuePanel } from '../components/scan-queue-panel.tsx';
import { CameraScanner } from '../components/camera-scanner.tsx';
import { ScanResult, type ScanOutcome } from '../components/scan-result.tsx';
import { ManualCodeForm } from '../components/manual-code-form.tsx';
import { ImageCodePicker } from '../components/image-code-picker.tsx';

/**
 * docs/product.md "Scan QR Code": the camera reads a frame every 2000 ms; the first code verifies; after a
 * success the camera stops until Reset Scanner. A code the camera keeps seeing is sent once, so a
 * wrong code held in front of it does not count again and again against the account's throttle.
 *
 * Offline, a signed code is checked here and queued; the queue is sent when the device
 * is back online, and each scan then shows what the server said.
 */
export function ScanQrCodePage() {
  const { t } = useTranslation('scan');
  const user = useSessionUser();
  const verify = useVerifyWinner();
  const verifyKey = useVerifyKey();
  const queue = useScanQueue(user, verifyKey.data ?? undefined);
  const { enqueue } = queue;
  useEffect(registerScannerWorker, []);
  const [outcome, setOutcome] = useState<ScanOutcome | null>(null);
  const [stopped, setStopped] = useState(false);
  const [session, setSession] = useState(0);
  const lastCameraCode = useRef<string | null>(null);
  const busy = useRef(false);

  /** No network: the code is checked here and queued, or refused with the reason. */
  const queueOffline = useCallback(
    async (code: string) => {
      busy.current = true;
      verify.reset();
      const problem = await enqueue(code);
      setOutcome(problem ? { kind: 'error', message: problem } : { kind: 'queued' });
      busy.current = false;
    },
    [enqueue, verify],
  );

  const submit = useCallback(
    (code: string) => {
      if (!navigator.onLine) {
        void queueOffline(code);
        return;
      }
      busy.current = true;
      verify.mutate(code, {
        onSuccess: (answer) => {
          setOutcome({ kind: 'success', answer });
          setStopped(true);
        },
        // The refusal is read from the mutation below, in place of the outcome; a request that never
        // reached the server (the Wi-Fi dropped before the browser noticed) is queued instead.
        onError: (error) => {
          setOutcome(null);
          if (!(error instanceof ApiRequestError)) void queueOffline(code);
        },
        onSettled: () => {
          busy.current = false;
        },
      });
    },
    [queueOffline, verify],
  );

  const onCameraCode = useCallback(
    (code: string) => {
      if (busy.current || code === lastCameraCode.current) return;
      lastCameraCode.current = code;
      submit(code);
    },
    [submit],
  );

  // A problem found before any request (a code that is no prize's shape) replaces the last refusal.
  const showProblem = (message: string) => {
    verify.reset();
    setOutcome({ kind: 'error', message });
  };

  const reset = () => {
    lastCameraCode.current = null;
    verify.reset();
    setOutcome(null);
    setStopped(false);
    setSession((s) => s + 1);
  };

  return (
    <>
      {/* Installable from this page alone: the manifest's scope and start are /scan-qr-code. */}
      <link rel="manifest" href="/scan.webmanifest" />
      <PageHeader title={t('title')} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Paper sx={{ p: { xs: 2, sm: 3 } }}>
            <Stack spacing={2} sx={{ alignItems: 'stretch' }}>
              <Typography
                variant="h6"
                component="h2"
                sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'center' }}
              >
                <QrCodeScannerIcon color="primary" /> {t('prompt')}
              </Typography>
              <Box sx={{ width: '100%', maxWidth: 520, alignSelf: 'center' }}>
                {stopped ? (
                  <Box
                    data-testid="scanner-stopped"
                    sx={{
                      width: '100%',
                      aspectRatio: '4 / 3',
                      borderRadius: 2,
                      bgcolor: 'grey.100',
                      border: 1,
                      borderColor: 'divider',
                      display: 'grid',
                      placeItems: 'center',
                      p: 2,
                    }}
                  >
                    <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
                      {t('stopped')}
                    </Typography>
                  </Box>
                ) : (
                  <CameraScanner key={session} onCode={onCameraCode} />
                )}
              </Box>
              <ScanResult
                outcome={verify.refusal ? { kind: 'error', message: verify.refusal } : outcome}
                pending={verify.isPending}
              />
              <Box sx={{ textAlign: 'center' }}>
                <Button variant="contained" startIcon={<RestartAltIcon />} onClick={reset}>
                  {t('reset')}
                </Button>
              </Box>
            </Stack>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Paper sx={{ p: { xs: 2, sm: 3 } }}>
            <Stack spacing={2}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
                {t('manual.heading')}
              </Typography>
              {/*
                Reset starts the forms afresh: a wrong code typed before is not left in red beside the next result.
              */}
              <ManualCodeForm
                key={`manual-${session}`}
                onSubmit={submit}
                onProblem={showProblem}
                pending={verify.isPending}
              />
              <Divider />
              <ImageCodePicker
                key={`image-${session}`}
                onCode={submit}
                onProblem={showProblem}
                disabled={verify.isPending}
              />
              <ScanQueuePanel scans={queue.scans} online={queue.online} onClear={() => void queue.clear()} />
            </Stack>
          </Paper>
        </Grid>
      </Grid>
    </>
  );
}

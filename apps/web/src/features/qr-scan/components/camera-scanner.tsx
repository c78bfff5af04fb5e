import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { loadQrDecoder, type QrDecoder } from '../scanner/decode-qr.ts';
import { cameraAvailable, cameraErrorStatus, SCAN_DELAY_MS, type CameraStatus } from '../scanner/camera-status.ts';

type Props = { onCode: (code: string) => void; delayMs?: number };

/**
 * The live camera, read every `delayMs`. Mounted while scanning; unmounting stops the camera
 * (the page unmounts it after a success until Reset Scanner).
 */
export function CameraScanner({ onCode, delayMs = SCAN_DELAY_MS }: Props) {
  const { t } = useTranslation('scan');
  const videoRef = useRef<HTMLVideoElement>(null);
  const onCodeRef = useRef(onCode);
  const [status, setStatus] = useState<CameraStatus>(() => (cameraAvailable() ? 'starting' : 'unsupported'));

  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);

  useEffect(() => {
    if (!cameraAvailable()) return;
    let cancelled = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    let decode: QrDecoder | null = null;
    // A frame is read only when the previous one is done (decoding is asynchronous).
    let busy = false;
    const scan = async () => {
      const video = videoRef.current;
      if (!decode || busy || !video || video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) return;
      busy = true;
      try {
        const code = await decode(video, video.videoWidth, video.videoHeight, false);
        if (code && !cancelled) onCodeRef.current(code);
      } finally {
        busy = false;
      }
    };
    const start = async () => {
      try {
        // The decoder loads while the person answers the camera prompt (a failure is handled below).
        const decoder = loadQrDecoder();
        decoder.catch(() => undefined);
        const media = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' } },
          audio: false,
        });
        if (cancelled) {
          media.getTracks().forEach((track) => track.stop());
          return;
        }
        stream = media;
        decode = await decoder;
        if (cancelled) return;
        const video = videoRef.current;
        if (!video) return;
        video.srcObject = media;
        await video.play();
        if (cancelled) return;
        setStatus('scanning');
        void scan();
        timer = setInterval(() => void scan(), delayMs);
      } catch (error) {
        if (!cancelled) setStatus(cameraErrorStatus(error));
      }
    };
    void start();
    return () => {
      cancelled = true;
      clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [delayMs]);

  const live = status === 'starting' || status === 'scanning';
  return (
    <>
      <Box
        data-testid="camera-view"
        data-status={status}
        sx={{
          position: 'relative',
          width: '100%',
          aspectRatio: '4 / 3',
          bgcolor: 'grey.900',
          borderRadius: 2,
          overflow: 'hidden',
          display: live ? 'block' : 'none',
        }}
      >
        <video
          ref={videoRef}
          muted
          playsInline
          aria-label={t('cameraLabel')}
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            inset: '14% 24%',
            border: '3px solid #66bb6a',
            borderRadius: 2,
            boxShadow: '0 0 0 100vmax rgba(0,0,0,0.25)',
          }}
        />
        {status === 'starting' ? (
          <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', color: 'common.white' }}>
            <Box sx={{ textAlign: 'center' }}>
              <CircularProgress color="inherit" size={28} />
              <Typography variant="body2" sx={{ mt: 1 }}>
                {t('startingCamera')}
              </Typography>
            </Box>
          </Box>
        ) : null}
      </Box>
      {live ? null : (
        <Alert severity="warning" data-testid="camera-problem">
          {t(`camera.${status}`)}
        </Alert>
      )}
    </>
  );
}

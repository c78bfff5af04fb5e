import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

/** QR code image rendered in the browser (no third-party service sees the code). */
function qrDataUrl(text: string, width = 512): Promise<string> {
  return QRCode.toDataURL(text, {
    errorCorrectionLevel: 'M',
    margin: 4,
    width,
    color: { dark: '#000000', light: '#ffffff' },
  });
}

export function useQrDataUrl(text: string | null, width = 512): string | null {
  const [rendered, setRendered] = useState<{ text: string; url: string } | null>(null);
  useEffect(() => {
    if (!text) return;
    let current = true;
    void qrDataUrl(text, width).then((url) => {
      if (current) setRendered({ text, url });
    });
    return () => {
      current = false;
    };
  }, [text, width]);
  return rendered && rendered.text === text ? rendered.url : null;
}

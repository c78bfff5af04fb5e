import { drawScaled, type QrDecoder } from './decode-qr.ts';

/** The Barcode Detection API (Chromium on Android, macOS and ChromeOS; not every desktop). */
type BarcodeDetectorInstance = { detect(source: ImageBitmapSource): Promise<{ rawValue: string }[]> };
type BarcodeDetectorClass = {
  new (options: { formats: string[] }): BarcodeDetectorInstance;
  getSupportedFormats(): Promise<string[]>;
};
declare global {
  var BarcodeDetector: BarcodeDetectorClass | undefined;
}

export async function nativeQrSupported(): Promise<boolean> {
  if (typeof globalThis.BarcodeDetector === 'undefined') return false;
  try {
    return (await globalThis.BarcodeDetector.getSupportedFormats()).includes('qr_code');
  } catch {
    return false;
  }
}

export function createNativeDecoder(): QrDecoder {
  const Detector = globalThis.BarcodeDetector;
  if (!Detector) throw new Error('BarcodeDetector is not available');
  const detector = new Detector({ formats: ['qr_code'] });
  const canvas = document.createElement('canvas');
  return async (source, width, height, invert) => {
    const [found] = await detector.detect(source);
    if (found?.rawValue) return found.rawValue;
    if (!invert || !drawScaled(source, width, height, canvas, true)) return null;
    const [inverted] = await detector.detect(canvas);
    return inverted?.rawValue || null;
  };
}

/**
 * Reads QR codes from camera frames and image files. The decoder itself is loaded on first use
 * (the scan page only): the browser's own BarcodeDetector where it reads QR codes, otherwise
 * zxing-wasm (a maintained port of ZXing-C++), whose wasm file is served with the console.
 */
export type QrSource = HTMLVideoElement | ImageBitmap;
/** Returns the text of the first QR code in `source`, or null. `invert`: light-on-dark codes too. */
export type QrDecoder = (source: QrSource, width: number, height: number, invert: boolean) => Promise<string | null>;

/** Big enough for a QR held at arm's length, small enough to decode a frame in a few milliseconds. */
const MAX_SIDE = 1024;

let decoder: Promise<QrDecoder> | null = null;

/** The page's decoder, loaded once. */
export function loadQrDecoder(): Promise<QrDecoder> {
  decoder ??= chooseDecoder().catch((error: unknown) => {
    decoder = null;
    throw error;
  });
  return decoder;
}

async function chooseDecoder(): Promise<QrDecoder> {
  const native = await import('./native-decoder.ts');
  if (await native.nativeQrSupported()) return native.createNativeDecoder();
  const zxing = await import('./zxing-decoder.ts');
  return zxing.createZxingDecoder();
}

/** Draws `source` scaled to at most MAX_SIDE on `canvas`; the 2D context, or null if the browser gives none. */
export function drawScaled(
  source: QrSource,
  width: number,
  height: number,
  canvas: HTMLCanvasElement,
  invert = false,
): CanvasRenderingContext2D | null {
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.filter = invert ? 'invert(1)' : 'none';
  context.drawImage(source, 0, 0, canvas.width, canvas.height);
  return context;
}

export class UnreadableImageError extends Error {}

/** Reads the QR code of an image file (a photo or a screenshot); light-on-dark codes too. */
export async function decodeQrFromFile(file: Blob): Promise<string | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    throw new UnreadableImageError('not an image');
  }
  try {
    const decode = await loadQrDecoder();
    return await decode(bitmap, bitmap.width, bitmap.height, true);
  } finally {
    bitmap.close();
  }
}

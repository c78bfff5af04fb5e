import jsQR, { type Options } from 'jsqr';

/** Big enough for a QR held at arm's length, small enough to decode a frame in a few milliseconds. */
const MAX_SIDE = 1024;

/** Draws an image or a video frame on a canvas and reads the QR code in it, if any. */
export function decodeQr(
  source: CanvasImageSource,
  width: number,
  height: number,
  canvas: HTMLCanvasElement = document.createElement('canvas'),
  inversionAttempts: Options['inversionAttempts'] = 'dontInvert',
): string | null {
  if (!width || !height) return null;
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  canvas.width = w;
  canvas.height = h;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, w, h);
  const { data } = context.getImageData(0, 0, w, h);
  return jsQR(data, w, h, { inversionAttempts })?.data || null;
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
    return decodeQr(bitmap, bitmap.width, bitmap.height, undefined, 'attemptBoth');
  } finally {
    bitmap.close();
  }
}

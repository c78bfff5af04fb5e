import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';
import sharp from 'sharp';

/** 18 random bytes = 144 bits, 24 base64url characters: unguessable and never sequential. */
export function newWinnerCode(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * The QR code of a winner as a PNG: its text is the winner's id, with a white quiet zone. The
 * symbol is drawn as SVG and made a PNG by sharp (libvips), the image library the server already
 * uses for photos: qrcode's own PNG writer is a JavaScript deflate loop, ~35 ms a code in Node and
 * ~1.7 s inside the test runner's VM contexts (16 s of the suite), against ~5 ms for libvips.
 */
export async function winnerQrPng(code: string, width = 512): Promise<Buffer> {
  const svg = await QRCode.toString(code, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 4,
    width,
    color: { dark: '#000000', light: '#ffffff' },
  });
  return sharp(Buffer.from(svg)).png({ palette: true, colours: 2 }).toBuffer();
}

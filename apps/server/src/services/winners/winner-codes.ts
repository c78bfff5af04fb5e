import { randomBytes } from 'node:crypto';
import QRCode from 'qrcode';

/** 18 random bytes = 144 bits, 24 base64url characters: unguessable and never sequential. */
export function newWinnerCode(): string {
  return randomBytes(18).toString('base64url');
}

/** The QR code of a winner as a PNG: its text is the winner's id, with a white quiet zone. */
export async function winnerQrPng(code: string, width = 512): Promise<Buffer> {
  return QRCode.toBuffer(code, { type: 'png', errorCorrectionLevel: 'M', margin: 4, width, color: { dark: '#000000', light: '#ffffff' } });
}

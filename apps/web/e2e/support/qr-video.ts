import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';

/**
 * A Y4M video (what Chromium's --use-file-for-fake-video-capture plays, looped) that shows one
 * image centred on white: the fake camera then "sees" that QR code.
 */
export async function writeQrVideo(
  png: Buffer,
  file: string,
  { width = 640, height = 480, frames = 4 } = {},
): Promise<void> {
  const side = Math.min(width, height) - 80;
  const qr = await sharp(png).resize(side, side, { kernel: 'nearest' }).png().toBuffer();
  const rgb = await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
    .composite([{ input: qr, left: Math.round((width - side) / 2), top: Math.round((height - side) / 2) }])
    .removeAlpha()
    .raw()
    .toBuffer();

  // BT.601 full range (the 'C420jpeg' colour space): Y per pixel, U and V averaged over 2x2 blocks.
  const y = Buffer.alloc(width * height);
  const u = Buffer.alloc((width / 2) * (height / 2));
  const v = Buffer.alloc((width / 2) * (height / 2));
  const at = (x: number, row: number) => (row * width + x) * 3;
  for (let row = 0; row < height; row++) {
    for (let x = 0; x < width; x++) {
      const i = at(x, row);
      y[row * width + x] = clamp(0.299 * rgb[i]! + 0.587 * rgb[i + 1]! + 0.114 * rgb[i + 2]!);
    }
  }
  for (let row = 0; row < height; row += 2) {
    for (let x = 0; x < width; x += 2) {
      let r = 0,
        g = 0,
        b = 0;
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const i = at(x + dx, row + dy);
        r += rgb[i]!;
        g += rgb[i + 1]!;
        b += rgb[i + 2]!;
      }
      r /= 4;
      g /= 4;
      b /= 4;
      const j = (row / 2) * (width / 2) + x / 2;
      u[j] = clamp(-0.168736 * r - 0.331264 * g + 0.5 * b + 128);
      v[j] = clamp(0.5 * r - 0.418688 * g - 0.081312 * b + 128);
    }
  }
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, u, v]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  await writeFile(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}

function clamp(value: number): number {
  return Math.max(0, Math.min(255, Math.round(value)));
}

import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS } from '@app/contract/media';
import { badRequest } from '../../lib/http-error.ts';

/** An upload after decoding and re-encoding: safe to store and serve. */
export type EncodedImage = { hash: string; mime: string; bytes: Buffer; width: number; height: number; size: number };

/** Longest side kept; larger pictures are scaled down (a championship cover needs no more). */
const MAX_SIDE = 2048;

type Format = 'png' | 'jpeg' | 'gif' | 'webp' | 'avif';

/** The format by its magic bytes, before any decoder sees the input (SVG, PDF, TIFF … are refused). */
function sniffImageFormat(input: Buffer): Format | null {
  if (input.length < 12) return null;
  if (input.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (input[0] === 0xff && input[1] === 0xd8 && input[2] === 0xff) return 'jpeg';
  const ascii = input.subarray(0, 12).toString('latin1');
  if (ascii.startsWith('GIF87a') || ascii.startsWith('GIF89a')) return 'gif';
  if (ascii.startsWith('RIFF') && ascii.slice(8, 12) === 'WEBP') return 'webp';
  if (ascii.slice(4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii.slice(8, 12))) return 'avif';
  return null;
}

/**
 * Decodes the upload and encodes it again with sharp: metadata (EXIF, GPS, ICC comments) is
 * dropped, orientation applied, the pixel count bounded before decoding and the size after.
 * `label` names the image in the messages a person reads ("Championship Logo").
 */
export async function encodeImage(input: Buffer, label: string): Promise<EncodedImage> {
  if (input.length === 0) throw badRequest(`${label} is empty`, 'media.EMPTY');
  if (input.length > MAX_IMAGE_BYTES)
    throw badRequest(`${label} is too large (at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB)`, 'media.TOO_LARGE');
  const format = sniffImageFormat(input);
  if (!format)
    throw badRequest(`${label} is not an image. Use a PNG, JPEG, WebP, GIF or AVIF file.`, 'media.NOT_AN_IMAGE');
  try {
    let pipeline = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', animated: false })
      .autoOrient()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true });
    let mime: string;
    if (format === 'jpeg') {
      pipeline = pipeline.jpeg({ quality: 85, mozjpeg: true });
      mime = 'image/jpeg';
    } else if (format === 'webp' || format === 'avif') {
      pipeline = pipeline.webp({ quality: 85 });
      mime = 'image/webp';
    } else {
      pipeline = pipeline.png({ compressionLevel: 9 });
      mime = 'image/png';
    }
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    if (data.length > MAX_IMAGE_BYTES)
      throw badRequest(`${label} is too large (at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB)`, 'media.TOO_LARGE');
    return {
      hash: createHash('sha256').update(data).digest('hex'),
      mime,
      bytes: data,
      width: info.width,
      height: info.height,
      size: data.length,
    };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw badRequest(
        `${label} has too many pixels (at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels)`,
        'media.TOO_MANY_PIXELS',
      );
    }
    if (error instanceof Error && 'statusCode' in error) throw error;
    throw badRequest(`${label} could not be read as an image. The file may be damaged.`, 'media.UNREADABLE');
  }
}

/** An SVG document by its first bytes (an XML declaration, comments or a doctype may come first). */
function looksLikeSvg(input: Buffer): boolean {
  const head = input
    .subarray(0, 2048)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  return /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head);
}

/** The side a rasterised crest gets: the largest emblem width served (image-widths.ts). */
const CREST_SIDE = 256;

/**
 * A crest fetched from a data provider, made safe to serve: an SVG is rasterised to
 * a PNG here (a fetched SVG is never stored nor served: it could carry script), any other image goes
 * through encodeImage like an upload. Null when the bytes are no usable image.
 */
export async function encodeCrest(input: Buffer): Promise<EncodedImage | null> {
  try {
    if (!sniffImageFormat(input) && looksLikeSvg(input)) {
      const { data, info } = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', density: 192 })
        .resize({ width: CREST_SIDE, height: CREST_SIDE, fit: 'inside' })
        .png({ compressionLevel: 9 })
        .toBuffer({ resolveWithObject: true });
      return {
        hash: createHash('sha256').update(data).digest('hex'),
        mime: 'image/png',
        bytes: data,
        width: info.width,
        height: info.height,
        size: data.length,
      };
    }
    return await encodeImage(input, 'Crest');
  } catch {
    return null;
  }
}

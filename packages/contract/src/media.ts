import { z } from 'zod';

/** Images are content-addressed: the sha256 (hex) of the re-encoded bytes. */
export const mediaHashSchema = z.string().regex(/^[a-f0-9]{64}$/, 'Invalid media id');
export const MEDIA_PATH = '/api/media/';
export const mediaUrl = (hash: string) => `${MEDIA_PATH}${hash}`;
/** A stored image's URL as the API hands it out: `/api/media/{sha256}`. */
export const mediaUrlSchema = z.string().regex(/^\/api\/media\/[a-f0-9]{64}$/, 'Invalid image URL');
export const hashOfMediaUrl = (url: string): string | null => /^\/api\/media\/([a-f0-9]{64})$/.exec(url)?.[1] ?? null;

export const mediaParamsSchema = z.strictObject({ hash: mediaHashSchema });

/** Upload bounds, shared so the console can refuse early what the server would refuse. */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Formats accepted on upload (checked by their magic bytes on the server). */
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'] as const;

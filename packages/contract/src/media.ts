import { z } from 'zod';
import { MEDIA_WIDTHS } from './media-url.ts';

export * from './media-url.ts';

/** Images are content-addressed: the sha256 (hex) of the re-encoded bytes. */
const mediaHashSchema = z.string().regex(/^[a-f0-9]{64}$/, 'Invalid media id');
/** A stored image's URL as the API hands it out: `/api/media/{sha256}`. */
export const mediaUrlSchema = z.string().regex(/^\/api\/media\/[a-f0-9]{64}$/, 'Invalid image URL');

export const mediaParamsSchema = z.strictObject({ hash: mediaHashSchema });

export const mediaQuerySchema = z.strictObject({
  w: z.coerce
    .number()
    .refine((w) => (MEDIA_WIDTHS as readonly number[]).includes(w), `w must be one of ${MEDIA_WIDTHS.join(', ')}`)
    .optional(),
});

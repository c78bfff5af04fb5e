import { z } from 'zod';
import { mediaUrlSchema } from './media.ts';
import { BAR_PHOTO_MESSAGES } from './bar-photo-messages.ts';

/** A bar's photos at most: a gallery a fan scrolls on a phone, not an album (the database checks it too). */
export const MAX_BAR_PHOTOS = 8;
/** The multipart file parts of a photo added and of the logo set. */
export const BAR_PHOTO_PART = 'photo';
export const BAR_LOGO_PART = 'logo';

/** GET is the bar's details; every change of the pictures answers them whole: the logo and the photos in order. */
export const barPicturesSchema = z.object({
  logo: mediaUrlSchema.nullable(),
  photos: z.array(mediaUrlSchema).max(MAX_BAR_PHOTOS),
});
export type BarPictures = z.infer<typeof barPicturesSchema>;

/**
 * PUT /bars/photos: the bar's photos in the order the owner wants, without the ones removed. Only
 * the bar's own photos: a new one is added by POST, never named here.
 */
export const arrangeBarPhotosBodySchema = z.strictObject({
  photos: z
    .array(mediaUrlSchema)
    .max(MAX_BAR_PHOTOS, BAR_PHOTO_MESSAGES.barPhotosTooMany.replace('{{max}}', String(MAX_BAR_PHOTOS)))
    .refine((photos) => new Set(photos).size === photos.length, BAR_PHOTO_MESSAGES.barPhotosTwice),
});

import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { findImage } from './media-repository.ts';
import { createImageWidths } from './image-widths.ts';

/** Stored images by content hash, as the public /media route serves them. */
export function createMediaService(db: Database) {
  const widths = createImageWidths();
  return {
    /** The image, or with `width` a copy at most that many pixels on each side (image-widths.ts). */
    async image(hash: string, width?: number): Promise<{ mime: string; bytes: Buffer }> {
      const image = await findImage(db, hash);
      if (!image) throw notFound('Image not found', 'media.NOT_FOUND');
      return width === undefined ? image : widths.at(hash, image, width);
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;

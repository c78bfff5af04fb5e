import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { findImage } from './media-repository.ts';

/** Stored images by content hash, as the public /media route serves them. */
export function createMediaService(db: Database) {
  return {
    async image(hash: string) {
      const image = await findImage(db, hash);
      if (!image) throw notFound('Image not found', 'media.NOT_FOUND');
      return image;
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;

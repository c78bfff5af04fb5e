import { eq, inArray } from 'drizzle-orm';
import { mediaUrl } from '@app/contract/media';
import type { Database, Tx } from '../../db/client.ts';
import { media } from '../../db/schema/index.ts';
import type { EncodedImage } from './encode-image.ts';

/** Stores an encoded image (content-addressed: the same bytes are stored once) and returns its URL. */
export async function saveImage(db: Database | Tx, image: EncodedImage): Promise<string> {
  await db.insert(media).values(image).onConflictDoNothing({ target: media.hash });
  return mediaUrl(image.hash);
}

export async function findImage(db: Database | Tx, hash: string) {
  const [row] = await db
    .select({ mime: media.mime, bytes: media.bytes, size: media.size, width: media.width, height: media.height })
    .from(media)
    .where(eq(media.hash, hash))
    .limit(1);
  return row ?? null;
}

/** Which of these hashes are stored. */
export async function existingImageHashes(db: Database | Tx, hashes: string[]): Promise<Set<string>> {
  if (hashes.length === 0) return new Set();
  const rows = await db.select({ hash: media.hash }).from(media).where(inArray(media.hash, hashes));
  return new Set(rows.map((r) => r.hash));
}

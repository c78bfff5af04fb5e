import { and, eq, sql } from 'drizzle-orm';
import { MAX_BAR_PHOTOS, type BarPictures } from '@app/contract/bar-photos';
import type { Database } from '../../db/client.ts';
import { bars } from '../../db/schema/index.ts';
import { textArray } from '../../db/sql-arrays.ts';
import { badRequest, coded, conflict, notFound } from '../../lib/http-error.ts';
import { encodeImage } from '../media/encode-image.ts';
import { saveImage } from '../media/media-repository.ts';

const pictures = { logo: bars.logo, photos: bars.photos };
const barNotFound = () => notFound('This bar does not exist');

/**
 * The bar's logo and photos. Each upload goes through the image pipeline (decoded, re-encoded,
 * metadata dropped, bounded) and the media store; a change is one conditional update of the bar's
 * row, so two uploads at once never pass the limit and an arrangement never names a photo that is
 * not the bar's. `barId` is always the session's bar.
 */
export function barPictureMethods(db: Database) {
  async function current(barId: string): Promise<BarPictures> {
    const [row] = await db.select(pictures).from(bars).where(eq(bars.id, barId));
    if (!row) throw barNotFound();
    return row;
  }

  return {
    /** Adds a photo at the end; the same picture twice is kept once. 409 when the bar has its eight. */
    async addPhoto(barId: string, bytes: Buffer): Promise<BarPictures> {
      const url = await saveImage(db, await encodeImage(bytes, 'The photo'));
      const [row] = await db
        .update(bars)
        .set({
          photos: sql`case when ${url} = any(${bars.photos}) then ${bars.photos} else array_append(${bars.photos}, ${url}) end`,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(bars.id, barId),
            sql`(${url} = any(${bars.photos}) or cardinality(${bars.photos}) < ${MAX_BAR_PHOTOS})`,
          ),
        )
        .returning(pictures);
      if (row) return row;
      await current(barId);
      throw conflict(coded('barPhotosTooMany', { max: MAX_BAR_PHOTOS }), 'bar.PHOTOS_TOO_MANY');
    },

    /** The photos in the owner's order, the ones left out removed; each must be one of the bar's. */
    async arrangePhotos(barId: string, photos: string[]): Promise<BarPictures> {
      const kept = textArray(photos);
      const [row] = await db
        .update(bars)
        .set({ photos, updatedAt: sql`now()` })
        .where(and(eq(bars.id, barId), sql`${bars.photos} @> ${kept}`))
        .returning(pictures);
      if (row) return row;
      await current(barId);
      throw badRequest(coded('barPhotoNotTheBars'), 'bar.PHOTO_NOT_THE_BARS');
    },

    async setLogo(barId: string, bytes: Buffer): Promise<BarPictures> {
      const logo = await saveImage(db, await encodeImage(bytes, 'The logo'));
      const [row] = await db
        .update(bars)
        .set({ logo, updatedAt: sql`now()` })
        .where(eq(bars.id, barId))
        .returning(pictures);
      if (!row) throw barNotFound();
      return row;
    },

    async removeLogo(barId: string): Promise<BarPictures> {
      const [row] = await db
        .update(bars)
        .set({ logo: null, updatedAt: sql`now()` })
        .where(eq(bars.id, barId))
        .returning(pictures);
      if (!row) throw barNotFound();
      return row;
    },
  };
}

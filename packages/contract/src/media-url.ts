/**
 * The media store's addresses and bounds, without schemas: the console's lists and cards size
 * images with these on every page, and importing them builds no zod schema at start-up.
 * media.ts re-exports all of it beside the schemas.
 */

/** Images are content-addressed (the sha256, hex, of the re-encoded bytes) and served here. */
const MEDIA_PATH = '/api/media/';
export const mediaUrl = (hash: string) => `${MEDIA_PATH}${hash}`;
export const hashOfMediaUrl = (url: string): string | null => /^\/api\/media\/([a-f0-9]{64})$/.exec(url)?.[1] ?? null;

/**
 * The widths a stored image is also served at (`?w=64`): a 24-pixel team emblem on a phone needs
 * 48 or 72 pixels, not the 96 to 2,048 it was stored at, and a championship's cover across a
 * phone's card 600 to 800, not the 1,200 it was drawn at. A fixed set, so the server keeps few copies.
 */
export const MEDIA_WIDTHS = [32, 64, 128, 256, 512, 768, 1024] as const;
/** The widths offered for an icon-sized image (emblems, logos): up to 256 pixels. */
export const ICON_WIDTHS = [32, 64, 128, 256] as const;
/** The widths offered for a picture across a card (covers): from 256 pixels up. */
export const PICTURE_WIDTHS = [256, 512, 768, 1024] as const;

/**
 * A stored image's URL at the smallest width that fills `cssPixels` on a screen of this pixel
 * density (the largest width the server makes if none does); another address as it is. For
 * components that load the image themselves first (MUI's Avatar preloads `src` and `srcset`
 * without `sizes`, so a `srcset` there downloads the widest copy as well).
 */
export function mediaUrlFor<T extends string | null | undefined>(
  url: T,
  cssPixels: number,
  density: number,
): T | string {
  if (!url || !hashOfMediaUrl(url)) return url;
  const needed = cssPixels * density;
  return `${url}?w=${MEDIA_WIDTHS.find((w) => w >= needed) ?? MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]}`;
}

/**
 * `srcset` of a stored image for a plain `<img>` with `sizes`: the widths the server makes that
 * suit the image's use (icon-sized by default), for the browser to pick by the screen's pixel
 * density. Another URL (an address outside the media store) has none.
 */
export function mediaSrcSet(
  url: string | null | undefined,
  widths: readonly number[] = ICON_WIDTHS,
): string | undefined {
  if (!url || !hashOfMediaUrl(url)) return undefined;
  return widths.map((w) => `${url}?w=${w} ${w}w`).join(', ');
}

/**
 * `sizes` of a championship's cover on the player pages: across their column, at most MUI's `md`
 * (900 px) wide. Shared with the server, whose preload of a cover must ask for the copy the page's
 * `<img>` picks (plugins/app/page-preloads.ts), or the browser fetches two.
 */
export const PLAY_COVER_SIZES = '(min-width: 900px) 900px, 100vw';
/**
 * A phone's first screen of /play shows two cards, both covers whole: either can be its largest paint (first in the
 * browser's queue).
 */
export const COVERS_ON_A_PHONE_SCREEN = 2;

/** Upload bounds, shared so the console can refuse early what the server would refuse. */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 40_000_000;
/** Formats accepted on upload (checked by their magic bytes on the server). */
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'] as const;

import sharp from 'sharp';
import { LRUCache } from 'lru-cache';

type Served = { mime: string; bytes: Buffer };
type Stored = Served & { width: number; height: number };

/**
 * Smaller copies of stored images, made on first request and kept by this instance: a list of 50
 * matches shows 100 team emblems 24 pixels wide, which a phone otherwise downloads at full size
 * (4 kB each for the demo's 96-pixel emblems, far more for an upload). The copies are WebP, at
 * most `width` pixels on each side; an image already that small is served as it is. Nothing
 * here is state another instance needs: a restart only makes the copies again.
 */
export function createImageWidths(options: { maxBytes?: number } = {}) {
  const copies = new LRUCache<string, Served>({
    maxSize: options.maxBytes ?? 32 * 1024 * 1024,
    sizeCalculation: (copy) => copy.bytes.length,
  });
  // Concurrent first requests for one copy share one resize.
  const pending = new Map<string, Promise<Served>>();

  return {
    async at(hash: string, image: Stored, width: number): Promise<Served> {
      if (image.width <= width && image.height <= width) return image;
      const key = `${hash}:${width}`;
      const kept = copies.get(key);
      if (kept) return kept;
      let making = pending.get(key);
      if (!making) {
        making = sharp(image.bytes, { animated: false })
          .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: 82 })
          .toBuffer()
          .then((bytes) => {
            const copy = { mime: 'image/webp', bytes };
            copies.set(key, copy);
            return copy;
          })
          .finally(() => pending.delete(key));
        pending.set(key, making);
      }
      return making;
    },
  };
}

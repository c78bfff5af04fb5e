import type { FastifyInstance } from 'fastify';
import { uuidSchema } from '@app/contract/common';
import { COVERS_ON_A_PHONE_SCREEN, mediaSrcSet, PICTURE_WIDTHS, PLAY_COVER_SIZES } from '@app/contract/media-url';
import { escapeHtml } from '../../services/public-bars/html.ts';

/**
 * What a page the server does not draw asks for before its script has run:
 * its first read and the largest image of its first screen, named in the document's
 * head, so the browser fetches them while the page's script is still on its way instead of after it.
 * For the player pages a fan opens signed out, whose cover image is the page's largest paint: without
 * this it waits for the script, then the read, then the image (Lighthouse: 80 % of the time to it).
 * The console's signed-in pages come drawn and need none.
 */
export type Preload = { href: string; as: 'fetch' | 'image' };

/** The preloads of the page at `path` (no query), or none. A read that fails gives none: the page loads as before. */
export async function preloadsFor(app: FastifyInstance, path: string): Promise<Preload[]> {
  try {
    if (path === '/play') {
      const covers = (await app.game.list())
        .slice(0, COVERS_ON_A_PHONE_SCREEN)
        .map((c) => c.cover)
        .filter(Boolean);
      return [
        { href: '/api/play/championships', as: 'fetch' },
        ...covers.map((href) => ({ href, as: 'image' as const })),
      ];
    }
    const id = /^\/play\/([^/]+)$/.exec(path)?.[1];
    if (id && uuidSchema.safeParse(id).success) {
      const championship = await app.game.get(id);
      return [
        { href: `/api/play/championships/${id}`, as: 'fetch' },
        ...(championship.cover ? [{ href: championship.cover, as: 'image' as const }] : []),
      ];
    }
  } catch {
    // An unknown or unpublished championship: its page says so after its own read.
  }
  return [];
}

/**
 * The `<link rel="preload">` elements of `preloads`. A read is `crossorigin` (anonymous), the mode
 * and credentials of the console's own `fetch` for it (lib/api-client.ts), or the browser would not
 * use it; a cover names the copies and sizes of the page's `<img>`, so the browser preloads the one
 * the page then shows, and goes first in the browser's queue (`fetchpriority`).
 */
export function preloadLinks(preloads: readonly Preload[]): string {
  return preloads
    .map(({ href, as }) => {
      if (as === 'fetch') return `<link rel="preload" as="fetch" href="${escapeHtml(href)}" crossorigin>`;
      const srcset = mediaSrcSet(href, PICTURE_WIDTHS);
      const copies = srcset ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(PLAY_COVER_SIZES)}"` : '';
      return `<link rel="preload" as="image" href="${escapeHtml(href)}"${copies} fetchpriority="high">`;
    })
    .join('');
}

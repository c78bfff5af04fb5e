import { renderingOnServer, serverRenderContext } from './server-render-context.ts';
import { mediaUrlFor } from '@app/contract/media-url';

/**
 * A stored image's URL at the width an element `cssPixels` wide needs on this screen.
 * For MUI's Avatar, which preloads its image without `sizes`.
 */
export function sizedMediaUrl<T extends string | null | undefined>(url: T, cssPixels: number): T | string {
  return mediaUrlFor(
    url,
    cssPixels,
    renderingOnServer() ? (serverRenderContext()?.devicePixelRatio() ?? 1) : window.devicePixelRatio || 1,
  );
}

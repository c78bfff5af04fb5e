import { DRAWN_FOR_ATTRIBUTE } from './first-screen.ts';
import { renderingOnServer, serverRenderContext } from './server-render-context.ts';
import { useValueAfterTakeover } from './use-value-after-takeover.ts';

const inTheBrowser = () => true;

/** While a page is drawn or taken over: whether the server knew the reader's zone (their reader cookie). */
function knownWhenDrawn(): boolean {
  if (renderingOnServer()) return serverRenderContext()?.readerZoneKnown ?? true;
  const drawnFor = document.getElementById('root')?.getAttribute(DRAWN_FOR_ATTRIBUTE);
  return drawnFor === null || drawnFor === undefined || new URLSearchParams(drawnFor).has('tz');
}

/**
 * Whether a moment can be written in the reader's zone. Always, in a page of the browser's own;
 * not while the server draws a page for a reader whose zone it does not know (a fan's first
 * visit), nor while the browser takes that page over (lib/use-value-after-takeover.ts), so the two
 * match: the moment is written in a named zone until then, in the reader's right after.
 */
export function useReaderZoneKnown(): boolean {
  return useValueAfterTakeover(inTheBrowser, knownWhenDrawn);
}

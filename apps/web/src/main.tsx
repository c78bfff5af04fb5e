import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { App } from './app/app.tsx';
import { directionOf, i18nReady } from './lib/i18n.ts';
import { loadStyleCache } from './lib/direction-style-cache.ts';
import { readPreferences } from './lib/preferences-store.ts';
import { readSession } from './lib/session-store.ts';
import { adoptBarOfAddress, inCurrentBar } from './lib/current-bar.ts';
import { preloadFirstPage } from './app/first-page-preload.ts';
import { startSessionCheck } from './lib/session/session-check.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { DRAWN_FOR_ATTRIBUTE, FIRST_SCREEN_ATTRIBUTE, FIRST_SCREEN_DATA_ID } from './lib/first-screen.ts';
import { drawnForReadsZone, drawsAsDrawnFor, keepReaderCookie, readerZone } from './lib/reader-cookie.ts';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
const stored = readSession();
// A link naming a bar of the account (`?bar=`) opens the tab on that bar; its requests name it.
if (stored) adoptBarOfAddress(stored, window.location.search);
const session = stored ? inCurrentBar(stored) : null;
// The first page's code and requests, and the server's word on a stored session, are fetched
// beside the language, not after it.
if (session) void startSessionCheck();
// A task of its own, after the one that ran the start's modules, and the reader's
// time zone in one before it when the drawn page read it (its kick-offs): in a browser without
// Temporal, the first ask for the zone loads its ICU data, some 50 ms on a phone, which in the
// start's task made it the longest of the takeover (lib/reader-cookie.ts).
setTimeout(() => {
  if (drawnForReadsZone(root.getAttribute(DRAWN_FOR_ATTRIBUTE) ?? '')) readerZone();
  setTimeout(() => start(root));
});

function start(root: HTMLElement): void {
  // A first screen the server rendered is taken over only by the person it was
  // rendered for (nobody's: a fan signed out), drawn as this browser draws now (language, theme,
  // layout, and the zone or width where the page read them: a setting changed in another tab
  // since, a turned phone); else it gives way to a fresh render.
  const renderedFor = root.getAttribute(FIRST_SCREEN_ATTRIBUTE);
  const hydrating =
    renderedFor !== null &&
    renderedFor === (session?.userId ?? '') &&
    drawsAsDrawnFor(root.getAttribute(DRAWN_FOR_ATTRIBUTE) ?? '', readPreferences());
  if (renderedFor !== null && !hydrating) {
    root.replaceChildren();
    root.removeAttribute(FIRST_SCREEN_ATTRIBUTE);
    root.removeAttribute('inert');
    // Its global rules (the body's background…) belong to what it was drawn for; its components'
    // rules are keyed by their content and stay good.
    for (const element of document.querySelectorAll(
      'style[data-emotion^="mui-global "], style[data-emotion^="muirtl-global "]',
    ))
      element.remove();
  }
  const queryClient = createQueryClient();
  // The answers the server rendered the first screen from: the console starts from the same.
  if (hydrating) {
    hydrate(
      queryClient,
      JSON.parse(document.getElementById(FIRST_SCREEN_DATA_ID)?.textContent ?? '{}') as DehydratedState,
    );
  }
  const firstPage = preloadFirstPage(
    window.location,
    session ? { role: session.role, barId: session.barId } : null,
    queryClient,
  );
  // The first paint is in the person's language: the catalogues of that language (and, right to
  // left, the style mirroring) arrive first. A drawn page also waits for its code: taken over
  // with every part at hand, it is hydrated whole in one commit.
  // Not a top-level await: the language's chunk imports from the start chunk (date-fns, shared
  // with en-US), which must have finished running for that import to resolve.
  void Promise.all([
    i18nReady,
    loadStyleCache(directionOf(readPreferences().language)),
    hydrating ? firstPage : null,
  ]).then(() => {
    // A drawn page arrives `inert` (its controls shown as not ready, styled by index.html): a tap
    // before the takeover would do nothing. The console's first commit has hydrated the whole page
    // (its parts were loaded first), so from then on every control does what it says.
    const app = (
      <StrictMode>
        <App queryClient={queryClient} onFirstCommit={() => root.removeAttribute('inert')} />
      </StrictMode>
    );
    // In a transition, hydration yields to the browser every few milliseconds instead of holding
    // the phone's main thread for the whole page: the screen is already drawn.
    if (hydrating)
      startTransition(() => {
        hydrateRoot(root, app);
      });
    else createRoot(root).render(app);
  });
  // The server draws the next page as this browser draws now: the next document request carries
  // it, so a task of its own after the start's (its zone may be the page's first ask).
  setTimeout(keepReaderCookie);
}

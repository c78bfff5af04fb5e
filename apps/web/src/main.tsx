import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { directionOf, i18nReady } from './lib/i18n.ts';
import { loadStyleCache } from './lib/direction-style-cache.ts';
import { readPreferences } from './lib/preferences-store.ts';
import { readSession } from './lib/session-store.ts';
import { preloadFirstPage } from './app/first-page-preload.ts';
import { startSessionCheck } from './lib/session/session-check.tsx';
import { createQueryClient } from './lib/query-client.ts';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
// The first page's code and requests, and the server's word on a stored session, are fetched
// beside the language, not after it (decision 036).
const session = readSession();
if (session) void startSessionCheck();
const queryClient = createQueryClient();
preloadFirstPage(window.location, session?.role ?? null, queryClient);
// The first paint is in the person's language: the catalogues of that language (and, right to
// left, the style mirroring) arrive first.
// Not a top-level await: the language's chunk imports from the start chunk (date-fns, shared
// with en-US), which must have finished running for that import to resolve.
void Promise.all([i18nReady, loadStyleCache(directionOf(readPreferences().language))]).then(() => {
  createRoot(root).render(<StrictMode><App queryClient={queryClient} /></StrictMode>);
});

import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './msw-server.ts';
import { i18nReady, loadAllCatalogues } from '../lib/i18n.ts';

// The catalogues load lazily (lib/i18n.ts); a test renders once its whole language is there (the
// console's pages wait for their namespace in Suspense; a test renders without one).
await i18nReady;
await loadAllCatalogues();
// The toast is a lazy chunk (components/feedback/notifier.tsx). A file's first toast would wait for
// it to be transformed and loaded, which on a loaded two-core machine outlasted findBy's one
// second; loaded here, the first toast shows as soon as every later one
// (docs/decisions/060-test-run-speed-again.md).
await import('../components/feedback/toast.tsx');

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

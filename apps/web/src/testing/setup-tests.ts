import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './msw-server.ts';
import { i18nReady, loadAllCatalogues } from '../lib/i18n.ts';

// The catalogues load lazily (lib/i18n.ts); a test renders once its whole language is there (the
// console's pages wait for their namespace in Suspense; a test renders without one).
await i18nReady;
await loadAllCatalogues();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { server } from './msw-server.ts';
import { i18nReady, loadAllCatalogues } from '../lib/i18n.ts';
import { forgetCsrfToken, rememberCsrfToken } from '../lib/api-client.ts';
import { TEST_CSRF_TOKEN } from './api-stub.ts';

// The catalogues load lazily (lib/i18n.ts); a test renders once its whole language is there (the
// console's pages wait for their namespace in Suspense; a test renders without one).
await i18nReady;
await loadAllCatalogues();
// findBy… and waitFor give up after 10 s instead of Testing Library's 1 s: on a shared two-core
// machine a first toast or a page's first answer (a lazy chunk, a mocked request, a render) took
// more than a second, and a test failed that would have passed. They return as soon as what they
// look for is there, so a passing test is no slower; only a failing one takes longer to say so
// (docs/decisions/060-test-run-speed-again.md).
configure({ asyncUtilTimeout: 10_000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
// A test starts as the console does once its session check has answered: with the CSRF token its
// writes carry (docs/decisions/062). lib/api-client.test.ts starts without one.
beforeEach(() => {
  rememberCsrfToken({ csrfToken: TEST_CSRF_TOKEN });
});
afterEach(() => {
  forgetCsrfToken();
});
// A test starts as a browser where nobody chose a language: without the `lang` cookie a choice writes.
afterEach(() => {
  document.cookie = 'lang=; path=/; max-age=0';
});
afterAll(() => server.close());
// jsdom lays nothing out and has no scrollIntoView; the console calls it to bring a marked row into view.
Element.prototype.scrollIntoView = function scrollIntoView() {};

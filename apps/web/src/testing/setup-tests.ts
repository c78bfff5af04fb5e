import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './msw-server.ts';
import { i18nReady } from '../lib/i18n.ts';

// The catalogues load lazily (lib/i18n.ts); a test renders once its language is there, as the console does.
await i18nReady;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

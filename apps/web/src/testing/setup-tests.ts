import '@testing-library/jest-dom/vitest';
import { i18nReady } from '../lib/i18n.ts';

// The catalogues load lazily (lib/i18n.ts); a test renders once its language is there, as the console does.
await i18nReady;

import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

/** `npm run screenshots`: the screenshot tours (desktop and narrow) into /tmp/shots, not part of `npm test`. */
export default defineConfig({ ...base, testMatch: '**/*.shots.ts', workers: 1 });

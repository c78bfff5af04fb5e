import { api } from '../api-client.ts';
import { firstScreensGiven, markFirstScreensGiven, sessionRemembered } from '../session-store.ts';

/**
 * Asks the server, once per stored session, for the cookie with which it answers this browser's
 * signed-in pages with their first screen drawn (docs/decisions/043) — kept as long as the session
 * is: across restarts with "Remember me", else until the browser closes. Best effort: without it
 * the pages render here, as they always could.
 */
export function askForFirstScreens(): void {
  const remember = sessionRemembered();
  if (remember === null || firstScreensGiven()) return;
  api('/authentication/first-screen', { method: 'POST', body: { remember } }).then(markFirstScreensGiven, () => undefined);
}

import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import {
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
  type NavigationType,
} from 'react-router';
import { isSynchronousNavigation } from '../lib/routing/sync-navigation.ts';

type HistoryState = { action: NavigationType; location: Location };

/**
 * react-router's declarative router (no loaders or actions here, so none of the data router's
 * ~58 kB, ~15 kB on the wire on every page), with one addition the data router had:
 * a navigation made through navigateSynchronously() is applied at once (flushSync); all others
 * run in a transition, so the page on screen stays until the next page's chunk has arrived.
 */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [state, setState] = useState<HistoryState>({ action: history.action, location: history.location });
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        const next = { action, location };
        if (isSynchronousNavigation()) flushSync(() => setState(next));
        else startTransition(() => setState(next));
      }),
    [history],
  );
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}

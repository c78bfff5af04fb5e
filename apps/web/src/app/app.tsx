import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import { CssBaseline } from '@mui/material';
import { createQueryClient } from '../lib/query-client.ts';
import { NotifierProvider } from '../components/feedback/notifier.tsx';
import { SessionProvider } from '../lib/session/session-provider.tsx';
import { SessionCheck } from '../lib/session/session-check.tsx';
import { PreferencesProvider } from '../components/settings/preferences-provider.tsx';
import { AppRoutes, FloatingSettings } from './router.tsx';
import { BrowserRouter } from './browser-router.tsx';
import '../lib/i18n.ts';

type AppProps = {
  /** The one main.tsx made to start the first page's requests early (else a new one). */
  queryClient?: QueryClient;
  /** The browser's history; the server renders a first screen at one fixed location (entry-server.tsx). */
  Router?: ComponentType<{ children: ReactNode }>;
  /**
   * Called once the first render is on screen: for a drawn page, once it is taken over whole
   * (main.tsx). A prop and not a component beside App, which would change the tree's shape and
   * with it every `useId` the server drew (labels would lose their fields).
   */
  onFirstCommit?: () => void;
};

export function App({ queryClient: given, Router = BrowserRouter, onFirstCommit }: AppProps = {}) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after the first commit
  useEffect(() => onFirstCommit?.(), []);
  return (
    // Language, theme, layout and writing direction: everything below follows the person's preferences.
    <PreferencesProvider>
      <CssBaseline />
      <NotifierProvider>
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <SessionCheck>
              <Router>
                <AppRoutes />
                <FloatingSettings />
              </Router>
            </SessionCheck>
          </SessionProvider>
        </QueryClientProvider>
      </NotifierProvider>
    </PreferencesProvider>
  );
}

import { useState } from 'react';
// react-router/dom's provider can apply an update in flushSync (lib/collection's list filters use it).
import { RouterProvider } from 'react-router/dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { CssBaseline } from '@mui/material';
import { createQueryClient } from '../lib/query-client.ts';
import { NotifierProvider } from '../components/feedback/notifier.tsx';
import { SessionProvider } from '../lib/session/session-provider.tsx';
import { SessionCheck } from '../lib/session/session-check.tsx';
import { PreferencesProvider } from '../components/settings/preferences-provider.tsx';
import { PublicSettings } from '../components/settings/public-settings.tsx';
import { createRouter } from './router.tsx';
import '../lib/i18n.ts';
import './print.css';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  return (
    // Language, theme, layout and writing direction: everything below follows the person's preferences.
    <PreferencesProvider>
      <CssBaseline />
      <NotifierProvider>
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <SessionCheck>
              <RouterProvider router={router} />
            </SessionCheck>
            <PublicSettings />
          </SessionProvider>
        </QueryClientProvider>
      </NotifierProvider>
    </PreferencesProvider>
  );
}

import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { theme } from '../config/theme.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { NotifierProvider } from '../components/feedback/notifier.tsx';
import { SessionProvider } from '../lib/session/session-provider.tsx';
import { SessionCheck } from '../lib/session/session-check.tsx';
import { createRouter } from './router.tsx';
import '../lib/i18n.ts';
import './print.css';

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(createRouter);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <NotifierProvider>
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <SessionCheck>
              <RouterProvider router={router} />
            </SessionCheck>
          </SessionProvider>
        </QueryClientProvider>
      </NotifierProvider>
    </ThemeProvider>
  );
}

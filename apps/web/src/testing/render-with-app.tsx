import { render } from '@testing-library/react';
import type { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material';
import { theme } from '../config/theme.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { NotifierProvider } from '../components/feedback/notifier.tsx';
import { SessionProvider } from '../lib/session/session-provider.tsx';

/** Renders a memory router inside the console's own providers (theme, notifier, queries, session). */
export function renderWithApp(router: ReturnType<typeof createMemoryRouter>) {
  return render(
    <ThemeProvider theme={theme}>
      <NotifierProvider>
        <QueryClientProvider client={createQueryClient()}>
          <SessionProvider><RouterProvider router={router} /></SessionProvider>
        </QueryClientProvider>
      </NotifierProvider>
    </ThemeProvider>,
  );
}

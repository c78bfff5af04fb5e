import { render } from '@testing-library/react';
import type { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material';
import { theme } from '../config/theme.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { NotifierProvider } from '../components/feedback/notifier.tsx';
import { SessionProvider } from '../lib/session/session-provider.tsx';

/** Renders a memory router inside the console's own providers (theme, notifier, queries, session). */
export function renderWithApp(
  router: ReturnType<typeof createMemoryRouter>,
  queryClient: QueryClient = createQueryClient(),
) {
  return render(
    <ThemeProvider theme={theme}>
      <NotifierProvider>
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <RouterProvider router={router} />
          </SessionProvider>
        </QueryClientProvider>
      </NotifierProvider>
    </ThemeProvider>,
  );
}

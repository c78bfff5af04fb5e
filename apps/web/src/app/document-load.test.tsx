import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link } from 'react-router';
import '../lib/i18n.ts';
import { renderWithApp } from '../testing/render-with-app.tsx';
import { AppRoutes } from './router.tsx';

// jsdom cannot load a document: the one function that asks the browser to is watched instead.
const loadDocument = vi.hoisted(() => vi.fn<(url: string) => void>());
vi.mock('../lib/load-document.ts', () => ({ loadDocument }));

describe("the fans' public pages in the console's router (decision 076)", () => {
  afterEach(() => {
    cleanup();
    loadDocument.mockClear();
  });

  it.each([
    ['/watch?q=arsenal', '/watch?q=arsenal'],
    [
      '/watch/3b0f3c9e-6a55-4d7e-9a64-2f3f0f6f1a10/psg-om?lang=fr',
      '/watch/3b0f3c9e-6a55-4d7e-9a64-2f3f0f6f1a10/psg-om?lang=fr',
    ],
    ['/b/cafe-offside-1a2b3c', '/b/cafe-offside-1a2b3c'],
    ['/b/cafe-offside-1a2b3c/poster', '/b/cafe-offside-1a2b3c/poster'],
  ])(
    "a navigation inside the console to %s loads the server's document, never the console's 404",
    async (to, loaded) => {
      const router = createMemoryRouter(
        [
          { path: '/start', element: <Link to={to}>Open it</Link> },
          { path: '*', element: <AppRoutes /> },
        ],
        { initialEntries: ['/start'] },
      );
      renderWithApp(router);
      await userEvent.setup().click(screen.getByRole('link', { name: 'Open it' }));
      await waitFor(() => expect(loadDocument).toHaveBeenCalledWith(loaded));
      expect(loadDocument).toHaveBeenCalledTimes(1);
      expect(screen.queryByText('404')).not.toBeInTheDocument();
    },
  );
});

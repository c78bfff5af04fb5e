import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import '../../lib/i18n.ts';
import { PageErrorBoundary } from './page-error-boundary.tsx';

function Broken(): never {
  throw new RangeError('Invalid time value');
}

describe('PageErrorBoundary', () => {
  it('shows a page that throws as a message with Reload, keeps what is around it, and tries again at another address', async () => {
    // React reports the caught error on the console: asserted here rather than failing the test.
    const reported = vi.mocked(console.error).mockImplementation(() => {});
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <nav>
          <Link to="/fine">Fine page</Link>
        </nav>
        <Routes>
          <Route
            path="/broken"
            element={
              <PageErrorBoundary>
                <Broken />
              </PageErrorBoundary>
            }
          />
          <Route
            path="/fine"
            element={
              <PageErrorBoundary>
                <p>All good</p>
              </PageErrorBoundary>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This page ran into a problem and could not be shown. Reload it to go on.',
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(reported).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ message: 'Invalid time value' }),
      expect.stringContaining('<Broken>'),
      expect.any(String),
    );
    await userEvent.setup().click(screen.getByRole('link', { name: 'Fine page' }));
    expect(await screen.findByText('All good')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

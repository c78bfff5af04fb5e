import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import '../../../lib/i18n.ts';
import { clearSession, readSession, writeSession } from '../../../lib/session-store.ts';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import { stubApi } from '../../../testing/api-stub.ts';
import { AddBarPage } from './add-bar-page.tsx';

const bar = {
  id: '1b0c8f3e-5a7d-4c2e-9f10-2d3e4f5a6b71',
  name: 'The Corner Flag',
  slug: 'the-corner-flag',
  status: 'accepted',
  role: 'owner',
} as const;

function renderPage() {
  writeSession(
    {
      userId: '7d4f8d1e-8f39-4a57-9c61-3f1c2b7d9e10',
      barId: bar.id,
      bars: [bar],
      nickname: 'Olivia Owner',
      email: 'owner@example.com',
      role: 'owner',
    },
    false,
  );
  renderWithApp(createMemoryRouter([{ path: '/add-bar', element: <AddBarPage /> }], { initialEntries: ['/add-bar'] }));
}

describe('AddBarPage', () => {
  afterEach(() => {
    cleanup();
    clearSession();
  });

  it("asks for the bar's name before sending anything, then shows the server's refusal in place and keeps the account's bars", async () => {
    const calls = stubApi(() => ({
      status: 403,
      body: { statusCode: 403, error: 'Forbidden', message: 'You do not have access to this', code: 'auth.FORBIDDEN' },
    }));
    const user = userEvent.setup({ delay: null });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add the bar' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(calls).toEqual([]);

    await user.type(screen.getByLabelText(/^Bar Name/), 'The Second Half');
    await user.click(screen.getByRole('button', { name: 'Add the bar' }));
    expect(await screen.findByText('You do not have access to this')).toBeInTheDocument();
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([['POST', '/api/bars', { name: 'The Second Half' }]]);
    expect(readSession()?.bars).toEqual([bar]);
  });
});

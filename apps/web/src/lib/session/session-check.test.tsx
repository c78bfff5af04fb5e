import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import '../i18n.ts';
import { createQueryClient } from '../query-client.ts';
import { clearSession, readSession, writeChosenBar, writeSession } from '../session-store.ts';
import { stubApi, type ApiReply } from '../../testing/api-stub.ts';
import { SessionProvider, useSession } from './session-provider.tsx';
import { SessionCheck } from './session-check.tsx';

const RECORD = {
  userId: '7d4f8d1e-8f39-4a57-9c61-3f1c2b7d9e10',
  barId: null,
  nickname: 'Alex Admin',
  email: 'admin@example.com',
  role: 'admin' as const,
};

function Who() {
  const { user } = useSession();
  return (
    <p>
      {user ? `signed in as ${user.email}` : 'signed out'}
      {user?.barId ? ` in ${user.barId} as ${user.role}` : ''}
    </p>
  );
}

function renderChecked() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <SessionProvider>
        <SessionCheck>
          <Who />
        </SessionCheck>
      </SessionProvider>
    </QueryClientProvider>,
  );
}

/** On load, a stored session is confirmed with the server; only the server's refusal ends it. */
describe('SessionCheck', () => {
  afterEach(() => {
    cleanup();
    clearSession();
  });

  it('keeps the session when the server cannot answer (503) or the connection drops', async () => {
    for (const reply of [
      {
        status: 503,
        body: {
          statusCode: 503,
          error: 'Service Unavailable',
          message: 'The database is unavailable, try again in a moment',
        },
      },
      'network-error',
    ] as ApiReply[]) {
      writeSession(RECORD, true);
      stubApi(() => reply);
      renderChecked();
      expect(await screen.findByText('signed in as admin@example.com')).toBeInTheDocument();
      expect(readSession()?.email).toBe('admin@example.com');
      cleanup();
    }
  });

  it('ends the session when the server refuses it and the refresh fails too', async () => {
    writeSession(RECORD, true);
    stubApi(() => ({
      status: 401,
      body: { statusCode: 401, error: 'Unauthorized', message: 'Your session has ended' },
    }));
    renderChecked();
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(readSession()).toBeNull();
  });

  it("takes the account's bars as the server lists them now, asked without naming a bar: a bar left since is no longer the tab's", async () => {
    const kept = {
      id: '1b0c8f3e-5a7d-4c2e-9f10-2d3e4f5a6b71',
      name: 'Kept',
      slug: 'kept',
      status: 'accepted',
    } as const;
    const left = {
      id: '2c1d9a4f-6b8e-4d3f-8a21-3e4f5a6b7c82',
      name: 'Left',
      slug: 'left',
      status: 'accepted',
    } as const;
    const member = { ...RECORD, email: 'floor@example.com', role: 'scanner' as const };
    writeSession(
      {
        ...member,
        bars: [
          { ...kept, role: 'manager' },
          { ...left, role: 'scanner' },
        ],
      },
      true,
    );
    writeChosenBar(left.id);
    const calls = stubApi(() => ({
      status: 200,
      body: { ...member, barId: kept.id, bars: [{ ...kept, role: 'manager' }], csrfToken: 'csrf-test' },
    }));
    renderChecked();
    expect(await screen.findByText(`signed in as floor@example.com in ${kept.id} as manager`)).toBeInTheDocument();
    expect(calls.map((c) => [c.url, c.barId])).toEqual([['/api/authentication/me', undefined]]);
    expect(readSession()?.bars?.map((b) => b.id)).toEqual([kept.id]);
  });
});

import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import { api } from '../api-client.ts';
import { createQueryClient } from '../query-client.ts';
import { connectNotifier } from '../notifier-bridge.ts';
import { stubApi } from '../../testing/api-stub.ts';
import { useMutation } from './use-console-query.ts';

const REFUSED = {
  status: 400,
  body: {
    statusCode: 400,
    error: 'Bad Request',
    code: 'winners.PERIOD_FULL',
    message: 'Every prize of this period is already awarded',
  },
};

/**
 * The console's one refusal path (docs/decisions/078): told once, in place when the screen reads it, else by the
 * notifier.
 */
describe('a refused call', () => {
  const setup = () => {
    const toasts: string[] = [];
    connectNotifier({
      success: () => {},
      info: () => {},
      error: (message) => {
        toasts.push(message);
      },
    });
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client: queryClient }, children);
    return { toasts, wrapper };
  };
  const write = () => api('/challenge-winners/from-leaderboard/period', { method: 'POST', body: {} });

  it('is read in place by the screen that shows `refusal`, and the notifier says nothing', async () => {
    stubApi(() => REFUSED);
    const { toasts, wrapper } = setup();
    const { result } = renderHook(
      () => {
        const award = useMutation({ mutationFn: write });
        return { award, shown: award.refusal };
      },
      { wrapper },
    );
    act(() => result.current.award.mutate());
    await waitFor(() => expect(result.current.shown).toBe('Every prize of this period is already awarded'));
    expect(toasts).toEqual([]);
  });

  it('is said by the notifier in the server\'s words when no screen reads it; "Something went wrong" only for a 5xx', async () => {
    stubApi((call) => (call.url.endsWith('/broken') ? { status: 500, body: { message: 'boom' } } : REFUSED));
    const { toasts, wrapper } = setup();
    const { result } = renderHook(
      () => ({
        refused: useMutation({ mutationFn: write }),
        broken: useMutation({ mutationFn: () => api('/broken', { method: 'POST' }) }),
      }),
      { wrapper },
    );
    act(() => result.current.refused.mutate());
    await waitFor(() => expect(toasts).toEqual(['Every prize of this period is already awarded']));
    act(() => result.current.broken.mutate());
    await waitFor(() =>
      expect(toasts).toEqual(['Every prize of this period is already awarded', 'Something went wrong']),
    );
  });

  it('goes under the field its code names when the form opted in, and nowhere else', async () => {
    stubApi(() => REFUSED);
    const { toasts, wrapper } = setup();
    const fieldErrors: [string, string][] = [];
    const { result } = renderHook(
      () => {
        const award = useMutation({
          mutationFn: write,
          refusalFields: {
            setError: (field: 'prize', error) => {
              fieldErrors.push([field, error.message]);
            },
            codes: { 'winners.PERIOD_FULL': 'prize' },
          },
        });
        return { award, shown: award.refusal };
      },
      { wrapper },
    );
    act(() => result.current.award.mutate());
    await waitFor(() => expect(fieldErrors).toEqual([['prize', 'Every prize of this period is already awarded']]));
    expect(result.current.shown).toBeNull();
    expect(toasts).toEqual([]);
  });
});

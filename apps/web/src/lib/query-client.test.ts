import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { onlineManager, QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import { api } from './api-client.ts';
import { createQueryClient } from './query-client.ts';
import { stubApi } from '../testing/api-stub.ts';

/** Each read of a path answers how many times that path was read: a refetch shows as a higher count. */
function stubCountingApi() {
  const reads = new Map<string, number>();
  return stubApi((call) => {
    if (call.method !== 'GET') return { status: 200, body: {} };
    const count = (reads.get(call.url) ?? 0) + 1;
    reads.set(call.url, count);
    return { status: 200, body: { count } };
  });
}

const readCount = (path: string) => api<{ count: number }>(path);

/** A write's `meta.invalidates` (docs/decisions/068): the cache reads those keys again before the write resolves. */
describe('createQueryClient', () => {
  it('reads again the mounted queries a write invalidates, and only those, before the write resolves', async () => {
    const calls = stubCountingApi();
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client: queryClient }, children);
    const { result } = renderHook(
      () => ({
        listed: useQuery({ queryKey: ['listed'], queryFn: () => readCount('/listed') }),
        other: useQuery({ queryKey: ['other'], queryFn: () => readCount('/other') }),
        write: useMutation({
          mutationFn: () => api('/write', { method: 'POST' }),
          meta: { invalidates: [['listed']] },
        }),
      }),
      { wrapper },
    );
    await waitFor(() =>
      expect([result.current.listed.data, result.current.other.data]).toEqual([{ count: 1 }, { count: 1 }]),
    );

    await result.current.write.mutateAsync();

    expect(queryClient.getQueryData(['listed'])).toEqual({ count: 2 });
    expect(queryClient.getQueryData(['other'])).toEqual({ count: 1 });
    expect(calls.slice(2).map((c) => `${c.method} ${c.url}`)).toEqual(['POST /api/write', 'GET /api/listed']);
  });

  it('reads again a query still on its first read when the write answers: the screen never keeps the answer read before the write', async () => {
    // The server's state: starred until the write un-stars. The first read leaves before the write
    // and is held until the write has answered, as on a slow network (a folder just opened).
    let starred = true;
    let releaseFirstRead = () => {};
    const firstReadHeld = new Promise<void>((resolve) => {
      releaseFirstRead = resolve;
    });
    let reads = 0;
    stubApi(async (call) => {
      if (call.method === 'PUT') {
        starred = false;
        return { status: 200, body: {} };
      }
      reads += 1;
      const answer = { status: 200, body: { starred } };
      if (reads === 1) await firstReadHeld;
      return answer;
    });
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client: queryClient }, children);
    const { result } = renderHook(
      () => ({
        folder: useQuery({ queryKey: ['folder'], queryFn: () => api<{ starred: boolean }>('/folder') }),
        unstar: useMutation({
          mutationFn: () => api('/unstar', { method: 'PUT' }),
          meta: { invalidates: [['folder']] },
        }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(reads).toBe(1));

    const written = result.current.unstar.mutateAsync();
    await waitFor(() => expect(starred).toBe(false));
    releaseFirstRead();
    await written;

    await waitFor(() => expect(result.current.folder.data).toEqual({ starred: false }));
    expect(reads).toBe(2);
    expect(result.current.folder.error).toBeNull();
  });
});

describe('a console opened without the network', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    onlineManager.setOnline(true);
  });

  it('holds its reads until the network is back, instead of failing each one', async () => {
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const calls = stubCountingApi();
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client: queryClient }, children);
    const { result } = renderHook(() => useQuery({ queryKey: ['bell'], queryFn: () => readCount('/bell') }), {
      wrapper,
    });
    await waitFor(() => expect(result.current.fetchStatus).toBe('paused'));
    expect(calls).toEqual([]);
    expect(result.current.isError).toBe(false);

    onlineManager.setOnline(true);
    await waitFor(() => expect(result.current.data).toEqual({ count: 1 }));
    expect(calls.map((c) => c.url)).toEqual(['/api/bell']);
  });
});

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NoticesAnswer } from '@app/contract/notices';
import { api } from '../../../lib/api-client.ts';

export const noticesKeys = { all: ['notices'] as const, list: () => [...noticesKeys.all, 'list'] as const };

/** How often the bell asks for news while the console is open (and on every return to the tab). */
export const NOTICES_POLL_MS = 60_000;

// The answers' schemas are built when the first answer arrives, not in every signed-in page's start
// (the bell is on all of them; building zod schemas is most of a start chunk's own time: decision 020).
const noticesSchemas = () => import('@app/contract/notices');

export const getNotices = (signal?: AbortSignal) => api('/notices', { schema: noticesSchemas().then((m) => m.noticesAnswerSchema), signal });

export const noticesQueryOptions = () => queryOptions({
  queryKey: noticesKeys.list(),
  queryFn: ({ signal }) => getNotices(signal),
  refetchInterval: NOTICES_POLL_MS,
  refetchOnWindowFocus: true,
});

export const useNotices = (options: { enabled: boolean }) => useQuery({ ...noticesQueryOptions(), enabled: options.enabled });

export const markNoticeRead = (id: string) =>
  api(`/notices/${encodeURIComponent(id)}/read`, { method: 'POST', schema: noticesSchemas().then((m) => m.markNoticesReadAnswerSchema) });
export const markAllNoticesRead = () => api('/notices/read-all', { method: 'POST', schema: noticesSchemas().then((m) => m.markNoticesReadAnswerSchema) });

/** Reading shows at once (the badge and the bold row); the list is read again afterwards either way. */
function useMarkRead<V>(mutationFn: (value: V) => Promise<unknown>, apply: (answer: NoticesAnswer, value: V) => NoticesAnswer) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onMutate: async (value: V) => {
      await queryClient.cancelQueries({ queryKey: noticesKeys.list() });
      const previous = queryClient.getQueryData<NoticesAnswer>(noticesKeys.list());
      if (previous) queryClient.setQueryData(noticesKeys.list(), apply(previous, value));
      return { previous };
    },
    onError: (_error, _value, context) => {
      if (context?.previous) queryClient.setQueryData(noticesKeys.list(), context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: noticesKeys.all }),
  });
}

export const useMarkNoticeRead = () => useMarkRead(markNoticeRead, (answer, id: string) => {
  const wasUnread = answer.items.some((n) => n.id === id && !n.read);
  return {
    items: answer.items.map((n) => (n.id === id ? { ...n, read: true } : n)),
    unread: Math.max(0, answer.unread - (wasUnread ? 1 : 0)),
  };
});

export const useMarkAllNoticesRead = () => useMarkRead(markAllNoticesRead, (answer) => ({
  items: answer.items.map((n) => ({ ...n, read: true })),
  unread: 0,
}));

import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/refusal/use-console-query.ts';
import { api } from '../../../lib/api-client.ts';
import { noticesKeys } from './notices-keys.ts';
import { noticesSchemas } from './notices-schemas.ts';

/** How often the bell asks for news while the console is open (and on every return to the tab). */
const NOTICES_POLL_MS = 60_000;

const getNotices = (signal?: AbortSignal) =>
  api('/notices', { schema: noticesSchemas().then((m) => m.noticesAnswerSchema), signal });

export const noticesQueryOptions = () =>
  queryOptions({
    queryKey: noticesKeys.list(),
    queryFn: ({ signal }) => getNotices(signal),
    refetchInterval: NOTICES_POLL_MS,
    refetchOnWindowFocus: true,
  });

export const useNotices = (options: { enabled: boolean }) =>
  useQuery({ ...noticesQueryOptions(), enabled: options.enabled });

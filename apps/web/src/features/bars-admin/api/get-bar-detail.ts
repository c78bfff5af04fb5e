import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/refusal/use-console-query.ts';
import { adminBarDetailSchema } from '@app/contract/bars-admin';
import { api } from '../../../lib/api-client.ts';
import { barsAdminKeys } from './bars-admin-keys.ts';

const getBarDetail = (id: string, signal?: AbortSignal) =>
  api(`/bar/${encodeURIComponent(id)}`, { schema: adminBarDetailSchema, signal });

const barDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: barsAdminKeys.detail(id),
    queryFn: ({ signal }) => getBarDetail(id, signal),
    // While the decision mail is queued, its state is looked at again (it turns sent, or failed).
    refetchInterval: (query) => (query.state.data?.decisionMail?.status === 'queued' ? 5_000 : false),
  });

export const useBarDetail = (id: string | null) =>
  useQuery({ ...barDetailQueryOptions(id ?? ''), enabled: id !== null });

import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/refusal/use-console-query.ts';
import { championshipDetailSchema } from '@app/contract/championships';
import { api } from '../../../lib/api-client.ts';
import { championshipsKeys } from './championships-keys.ts';

const getChampionshipDetail = (challengeId: string, signal?: AbortSignal) =>
  api('/challenges/bar-championship-details', { query: { challengeId }, schema: championshipDetailSchema, signal });

/** The editor shows its own message for an unknown championship. */
const championshipDetailQueryOptions = (challengeId: string) =>
  queryOptions({
    queryKey: championshipsKeys.detail(challengeId),
    queryFn: ({ signal }) => getChampionshipDetail(challengeId, signal),
    // The editor copies the detail into its draft once: no background refetch under it, and
    // nothing kept after leaving, so opening the editor again always starts from the server.
    staleTime: Infinity,
    gcTime: 0,
  });

export const useChampionshipDetail = (challengeId: string | undefined) =>
  useQuery({ ...championshipDetailQueryOptions(challengeId ?? ''), enabled: Boolean(challengeId) });

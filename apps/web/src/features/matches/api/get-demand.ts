import { keepPreviousData } from '@tanstack/react-query';
import { barDemandAnswerSchema } from '@app/contract/bar-demand';
import { useQuery } from '../../../lib/refusal/use-console-query.ts';
import { api } from '../../../lib/api-client.ts';
import { matchesKeys } from './matches-keys.ts';

const getDemand = (km: number, signal?: AbortSignal) =>
  api('/bars/demand', { query: { km }, schema: barDemandAnswerSchema, signal });

/** The coming matches by the demand within `km` of the bar; read afresh on every visit (fans move it). */
export const useDemand = (km: number) =>
  useQuery({
    queryKey: matchesKeys.demand(km),
    queryFn: ({ signal }) => getDemand(km, signal),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });

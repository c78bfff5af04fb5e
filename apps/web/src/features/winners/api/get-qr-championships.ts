import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/refusal/use-console-query.ts';
import { qrChampionshipsSchema } from '@app/contract/winners';
import { api } from '../../../lib/api-client.ts';
import { winnersKeys } from './winners-keys.ts';

const getQrChampionships = (signal?: AbortSignal) =>
  api('/challenge-winners/championships', { schema: qrChampionshipsSchema, signal });

const qrChampionshipsQueryOptions = () =>
  queryOptions({
    queryKey: winnersKeys.championships(),
    queryFn: ({ signal }) => getQrChampionships(signal),
  });

export const useQrChampionships = () => useQuery(qrChampionshipsQueryOptions());

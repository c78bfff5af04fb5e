import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/refusal/use-console-query.ts';
import { api } from '../../../lib/api-client.ts';
import { playKeys } from './play-keys.ts';
import { gameSchemas } from './play-schemas.ts';

const getMatchPredictions = (id: string, matchId: string, signal?: AbortSignal) =>
  api(`/play/championships/${id}/matches/${matchId}/predictions`, {
    schema: gameSchemas().then((m) => m.matchPredictionsSchema),
    signal,
  });

const matchPredictionsQueryOptions = (id: string, matchId: string) =>
  queryOptions({
    queryKey: playKeys.matchPredictions(id, matchId),
    queryFn: ({ signal }) => getMatchPredictions(id, matchId, signal),
  });

/** Everyone's picks of a locked match, read when the player opens them. */
export const useMatchPredictions = (id: string, matchId: string, enabled: boolean) =>
  useQuery({ ...matchPredictionsQueryOptions(id, matchId), enabled });

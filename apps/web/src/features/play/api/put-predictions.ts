import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import type { PredictionsBody } from '@app/contract/game';
import { api } from '../../../lib/api-client.ts';
import { playKeys } from './play-keys.ts';
import { gameSchemas } from './play-schemas.ts';

const putPredictions = (id: string, body: PredictionsBody) =>
  api(`/play/championships/${id}/predictions`, {
    method: 'PUT',
    body,
    schema: gameSchemas().then((m) => m.savedPredictionsSchema),
  });

/**
 * A round saved at once: the player's view, the boards and the matches (one may have locked meanwhile) are read again.
 */
export function useSavePredictions(id: string) {
  return useMutation({
    mutationFn: (body: PredictionsBody) => putPredictions(id, body),
    meta: { invalidates: [playKeys.me(id), playKeys.leaderboards(id), playKeys.championship(id)] },
  });
}

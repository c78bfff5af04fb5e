import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import type { PredictionBody } from '@app/contract/game';
import { api } from '../../../lib/api-client.ts';
import { playKeys } from './play-keys.ts';
import { gameSchemas } from './play-schemas.ts';

const putPrediction = (id: string, body: PredictionBody) =>
  api(`/play/championships/${id}/predictions`, {
    method: 'PUT',
    body,
    schema: gameSchemas().then((m) => m.predictionSchema),
  });

/** A saved prediction: the player's view and the boards are read again. */
export function usePutPrediction(id: string) {
  return useMutation({
    mutationFn: (body: PredictionBody) => putPrediction(id, body),
    meta: { invalidates: [playKeys.me(id), playKeys.leaderboards(id)] },
  });
}

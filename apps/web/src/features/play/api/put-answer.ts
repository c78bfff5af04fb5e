import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import type { AnswerBody } from '@app/contract/game';
import { api } from '../../../lib/api-client.ts';
import { playKeys } from './play-keys.ts';
import { gameSchemas } from './play-schemas.ts';

const putAnswer = (id: string, body: AnswerBody) =>
  api(`/play/championships/${id}/answers`, {
    method: 'PUT',
    body,
    schema: gameSchemas().then((m) => m.savedAnswerSchema),
  });

/** A saved answer: the player's view and the boards are read again. */
export function usePutAnswer(id: string) {
  return useMutation({
    mutationFn: (body: AnswerBody) => putAnswer(id, body),
    meta: { invalidates: [playKeys.me(id), playKeys.leaderboards(id)] },
  });
}

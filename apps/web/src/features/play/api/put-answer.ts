import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answerSchema, type AnswerBody } from '@app/contract/game';
import { api } from '../../../lib/api-client.ts';
import { playKeys } from './play-keys.ts';

export const putAnswer = (id: string, body: AnswerBody) =>
  api(`/play/championships/${id}/answers`, { method: 'PUT', body, schema: answerSchema });

/** A saved answer: the player's view and the boards are read again. */
export function usePutAnswer(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AnswerBody) => putAnswer(id, body),
    onSuccess: () => Promise.all([
      queryClient.invalidateQueries({ queryKey: playKeys.me(id) }),
      queryClient.invalidateQueries({ queryKey: playKeys.leaderboards(id) }),
    ]),
  });
}

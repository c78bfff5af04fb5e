import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import { deleteChampionshipAnswerSchema } from '@app/contract/championships';
import { api } from '../../../lib/api-client.ts';
import { championshipsKeys } from './championships-keys.ts';
import { refreshAfterWrite } from '../../../lib/refresh-after-write.ts';

/** docs/product.md's DELETE: the server archives a championship with winners and deletes one without. */
const deleteChampionship = (challengeId: string) =>
  api('/challenges/official-championship', {
    method: 'DELETE',
    body: { challengeId },
    schema: deleteChampionshipAnswerSchema,
  });

export function useDeleteChampionship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChampionship,
    onSuccess: (answer, challengeId) => {
      if (answer.outcome === 'deleted') queryClient.removeQueries({ queryKey: championshipsKeys.detail(challengeId) });
      return refreshAfterWrite(queryClient, championshipsKeys.all);
    },
  });
}

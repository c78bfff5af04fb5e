import { useMutation, useQueryClient } from '@tanstack/react-query';
import { championshipListItemSchema, deleteChampionshipAnswerSchema } from '@app/contract/championships';
import { api } from '../../../lib/api-client.ts';
import { championshipsKeys } from './championships-keys.ts';

/** docs/product.md's DELETE: the server archives a championship with winners and deletes one without. */
export const deleteChampionship = (challengeId: string) =>
  api('/challenges/official-championship', { method: 'DELETE', body: { challengeId }, schema: deleteChampionshipAnswerSchema });

export const restoreChampionship = (challengeId: string) =>
  api('/challenges/restore-official-championship', { method: 'POST', body: { challengeId }, schema: championshipListItemSchema });

export function useDeleteChampionship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChampionship,
    onSuccess: (answer, challengeId) => {
      if (answer.outcome === 'deleted') queryClient.removeQueries({ queryKey: championshipsKeys.detail(challengeId) });
      return queryClient.invalidateQueries({ queryKey: championshipsKeys.all });
    },
  });
}

export function useRestoreChampionship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreChampionship,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: championshipsKeys.all }),
  });
}

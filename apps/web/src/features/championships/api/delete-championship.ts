import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '@app/contract/common';
import { api } from '../../../lib/api-client.ts';
import { championshipsKeys } from './championships-keys.ts';

export const deleteChampionship = (challengeId: string) =>
  api('/challenges/official-championship', { method: 'DELETE', body: { challengeId }, schema: messageSchema });

export function useDeleteChampionship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChampionship,
    onSuccess: (_answer, challengeId) => {
      queryClient.removeQueries({ queryKey: championshipsKeys.detail(challengeId) });
      return queryClient.invalidateQueries({ queryKey: championshipsKeys.list() });
    },
  });
}

import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import {
  championshipListItemSchema,
  type ChampionshipListItem,
  type PublishChampionshipBody,
} from '@app/contract/championships';
import { api } from '../../../lib/api-client.ts';
import { championshipsKeys } from './championships-keys.ts';
import { refreshAfterWrite } from '../../../lib/refresh-after-write.ts';

const publishChampionship = (body: PublishChampionshipBody) =>
  api('/challenges/publish-official-championship', { method: 'POST', body, schema: championshipListItemSchema });

/** The switch is sent at once and shown switched at once; a refusal switches it back. */
export function usePublishChampionship() {
  const queryClient = useQueryClient();
  const key = championshipsKeys.list();
  return useMutation({
    mutationFn: publishChampionship,
    onMutate: async ({ challengeId, publish }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ChampionshipListItem[]>(key);
      queryClient.setQueryData<ChampionshipListItem[]>(key, (list) =>
        list?.map((c) => (c._id === challengeId ? { ...c, published: publish } : c)),
      );
      return { previous };
    },
    onError: (_error, _body, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => refreshAfterWrite(queryClient, championshipsKeys.all),
  });
}

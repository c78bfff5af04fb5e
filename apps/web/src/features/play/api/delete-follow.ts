import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import { api } from '../../../lib/api-client.ts';
import { playKeys } from './play-keys.ts';
import { gameSchemas } from './play-schemas.ts';

const deleteFollow = (teamId: string) =>
  api(`/play/follows/${encodeURIComponent(teamId)}`, {
    method: 'DELETE',
    schema: gameSchemas().then((m) => m.followedTeamsSchema),
  });

/** An unfollow answers the whole list, which replaces the cached one. */
export function useUnfollowTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFollow,
    onSuccess: (answer) => {
      queryClient.setQueryData(playKeys.follows(), answer);
    },
  });
}

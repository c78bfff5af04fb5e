import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import { api } from '../../../lib/api-client.ts';
import { playKeys } from './play-keys.ts';
import { gameSchemas } from './play-schemas.ts';

const putFollow = (teamId: string) =>
  api(`/play/follows/${encodeURIComponent(teamId)}`, {
    method: 'PUT',
    schema: gameSchemas().then((m) => m.followedTeamsSchema),
  });

/** A follow answers the whole list, which replaces the cached one. */
export function useFollowTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putFollow,
    onSuccess: (answer) => {
      queryClient.setQueryData(playKeys.follows(), answer);
    },
  });
}

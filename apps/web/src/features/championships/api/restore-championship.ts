import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import { championshipListItemSchema } from '@app/contract/championships';
import { api } from '../../../lib/api-client.ts';
import { championshipsKeys } from './championships-keys.ts';

/** An archived championship comes back to the active list. */
const restoreChampionship = (challengeId: string) =>
  api('/challenges/restore-official-championship', {
    method: 'POST',
    body: { challengeId },
    schema: championshipListItemSchema,
  });

export function useRestoreChampionship() {
  return useMutation({ mutationFn: restoreChampionship, meta: { invalidates: [championshipsKeys.all] } });
}

import { bulkResultSchema } from '@app/contract/matches-admin';
import { api } from '../../../lib/api-client.ts';
import { useListRemoval } from './use-list-removal.ts';

const deleteMatchesForGood = (matchIds: string[]) =>
  api('/match/delete-for-good', { method: 'PUT', body: { matchIds }, schema: bulkResultSchema });

export const useDeleteMatchesForGood = () => useListRemoval(deleteMatchesForGood);

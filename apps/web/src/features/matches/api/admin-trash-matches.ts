import { bulkResultSchema } from '@app/contract/matches-admin';
import { api } from '../../../lib/api-client.ts';
import { useListRemoval } from './use-list-removal.ts';

/** docs/product.md: delete moves to the trash. */
const trashMatches = (matchIds: string[]) =>
  api('/match/delete', { method: 'PUT', body: { matchIds }, schema: bulkResultSchema });

export const useTrashMatches = () => useListRemoval(trashMatches);

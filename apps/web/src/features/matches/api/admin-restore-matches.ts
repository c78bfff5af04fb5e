import { bulkResultSchema } from '@app/contract/matches-admin';
import { api } from '../../../lib/api-client.ts';
import { useListRemoval } from './use-list-removal.ts';

const restoreMatches = (matchIds: string[]) =>
  api('/match/restore', { method: 'PUT', body: { matchIds }, schema: bulkResultSchema });

export const useRestoreMatches = () => useListRemoval(restoreMatches);

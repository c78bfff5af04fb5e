import { barBulkResultSchema } from '@app/contract/bars-admin';
import { api } from '../../../lib/api-client.ts';
import { useBarsMutation } from './use-bars-mutation.ts';

const updateBarsStarred = ({ barIds, status }: { barIds: string[]; status: boolean }) =>
  api('/bar/update-starred', { method: 'PUT', body: { barIds, status }, schema: barBulkResultSchema });

export const useUpdateBarsStarred = () => useBarsMutation(updateBarsStarred);

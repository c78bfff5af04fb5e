import { barBulkResultSchema } from '@app/contract/bars-admin';
import { api } from '../../../lib/api-client.ts';
import { useBarsMutation } from './use-bars-mutation.ts';

/** docs/product.md: delete moves to the trash. */
const trashBars = (barIds: string[]) =>
  api('/bar/delete', { method: 'PUT', body: { barIds }, schema: barBulkResultSchema });

export const useTrashBars = () => useBarsMutation(trashBars);

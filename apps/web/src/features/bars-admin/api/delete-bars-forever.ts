import { barBulkResultSchema } from '@app/contract/bars-admin';
import { api } from '../../../lib/api-client.ts';
import { useBarsMutation } from './use-bars-mutation.ts';

const deleteBarsForever = (barIds: string[]) =>
  api('/bar/delete-forever', { method: 'PUT', body: { barIds }, schema: barBulkResultSchema });

/** The toolbar shows the server's refusal itself. */
export const useDeleteBarsForever = () => useBarsMutation(deleteBarsForever);

import { barBulkResultSchema } from '@app/contract/bars-admin';
import { api } from '../../../lib/api-client.ts';
import { useBarsMutation } from './use-bars-mutation.ts';

const restoreBars = (barIds: string[]) =>
  api('/bar/restore', { method: 'PUT', body: { barIds }, schema: barBulkResultSchema });

export const useRestoreBars = () => useBarsMutation(restoreBars);

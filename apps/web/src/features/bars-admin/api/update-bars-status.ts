import { barBulkResultSchema, type BarStatus } from '@app/contract/bars-admin';
import { api } from '../../../lib/api-client.ts';
import { useBarsMutation } from './use-bars-mutation.ts';

const updateBarsStatus = ({ barIds, status, reason }: { barIds: string[]; status: BarStatus; reason: string }) =>
  api('/bar/update-status', { method: 'PUT', body: { barIds, status, reason }, schema: barBulkResultSchema });

export const useUpdateBarsStatus = () => useBarsMutation(updateBarsStatus);

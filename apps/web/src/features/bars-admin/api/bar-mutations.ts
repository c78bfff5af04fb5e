import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  adminBarSchema, barBulkResultSchema,
  type BarCreateInput, type BarStatus, type BarUpdateInput,
} from '@app/contract/bars-admin';
import { api } from '../../../lib/api-client.ts';
import { barsAdminKeys } from './bars-admin-keys.ts';

export const createBar = (bar: BarCreateInput) => api('/bar', { method: 'POST', body: { bar }, schema: adminBarSchema });
export const updateBar = (bar: BarUpdateInput) => api('/bar', { method: 'PUT', body: { bar }, schema: adminBarSchema });
export const updateBarsStarred = (barIds: string[], status: boolean) =>
  api('/bar/update-starred', { method: 'PUT', body: { barIds, status }, schema: barBulkResultSchema });
export const trashBars = (barIds: string[]) => api('/bar/delete', { method: 'PUT', body: { barIds }, schema: barBulkResultSchema });
export const restoreBars = (barIds: string[]) => api('/bar/restore', { method: 'PUT', body: { barIds }, schema: barBulkResultSchema });
export const deleteBarsForever = (barIds: string[]) =>
  api('/bar/delete-forever', { method: 'PUT', body: { barIds }, schema: barBulkResultSchema });
export const updateBarsLabel = (barIds: string[], label: string, status?: boolean) =>
  api('/bar/update-label', { method: 'PUT', body: { barIds, label, status }, schema: barBulkResultSchema });
export const updateBarsStatus = (barIds: string[], status: BarStatus, reason: string) =>
  api('/bar/update-status', { method: 'PUT', body: { barIds, status, reason }, schema: barBulkResultSchema });

/** Every write of the bars admin refetches the feature's lists, counters and details. */
function useBarsMutation<V, R>(mutationFn: (variables: V) => Promise<R>, handlesErrors = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { handlesErrors },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: barsAdminKeys.all }),
  });
}

/** Create and update show the server's message themselves (validation). */
export const useCreateBar = () => useBarsMutation(createBar, true);
export const useUpdateBar = () => useBarsMutation(updateBar, true);
export const useUpdateBarsStarred = () => useBarsMutation(({ barIds, status }: { barIds: string[]; status: boolean }) => updateBarsStarred(barIds, status));
export const useTrashBars = () => useBarsMutation(trashBars);
export const useRestoreBars = () => useBarsMutation(restoreBars);
export const useDeleteBarsForever = () => useBarsMutation(deleteBarsForever, true);
export const useUpdateBarsLabels = () => useBarsMutation(async ({ barIds, changes }: { barIds: string[]; changes: { labelId: string; status: boolean }[] }) => {
  for (const change of changes) await updateBarsLabel(barIds, change.labelId, change.status);
});
export const useUpdateBarsStatus = () =>
  useBarsMutation(({ barIds, status, reason }: { barIds: string[]; status: BarStatus; reason: string }) => updateBarsStatus(barIds, status, reason));

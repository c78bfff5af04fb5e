import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { labelListSchema, labelSchema, type LabelInput } from '@app/contract/labels';
import { messageSchema } from '@app/contract/common';
import { api } from '../../../lib/api-client.ts';
import { barsAdminKeys } from './bars-admin-keys.ts';

export const getBarLabels = (signal?: AbortSignal) => api('/bar/labels', { schema: labelListSchema, signal });
export const saveBarLabel = (label: LabelInput) => api('/bar/labels', { method: 'PUT', body: { label }, schema: labelSchema });
export const deleteBarLabel = (labelId: string) => api('/bar/labels/delete', { method: 'PUT', body: { labelId }, schema: messageSchema });

export const barLabelsQueryOptions = () => queryOptions({
  queryKey: barsAdminKeys.labels(),
  queryFn: ({ signal }) => getBarLabels(signal),
});

export const useBarLabels = () => useQuery(barLabelsQueryOptions());

/** Labels change the lists, the counters and the details too: everything of the feature is refetched. */
export function useSaveBarLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBarLabel,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: barsAdminKeys.all }),
  });
}

export function useDeleteBarLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBarLabel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: barsAdminKeys.all }),
  });
}

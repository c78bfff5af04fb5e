import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '@app/contract/common';
import { labelListSchema, labelSchema, type LabelInput } from '@app/contract/labels';
import { api } from '../../../lib/api-client.ts';
import { adminMatchKeys } from './admin-keys.ts';

export const getMatchLabels = (signal?: AbortSignal) => api('/match/labels', { schema: labelListSchema, signal });

export const matchLabelsQueryOptions = () => queryOptions({
  queryKey: adminMatchKeys.labels(),
  queryFn: ({ signal }) => getMatchLabels(signal),
});

export const useMatchLabels = (enabled = true) => useQuery({ ...matchLabelsQueryOptions(), enabled });

/** POST creates; PUT with an id changes that label (docs/product.md: /match/labels {label}). */
export const saveMatchLabel = (label: LabelInput) =>
  api('/match/labels', { method: label.id ? 'PUT' : 'POST', body: { label }, schema: labelSchema });

export const deleteMatchLabel = (labelId: string) =>
  api('/match/labels/delete', { method: 'PUT', body: { labelId }, schema: messageSchema });

/** The label editor shows the server's message (e.g. a name already taken). */
export function useSaveMatchLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMatchLabel,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminMatchKeys.labels() }),
  });
}

/** A deleted label also leaves every match that carried it. */
export function useDeleteMatchLabel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMatchLabel,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminMatchKeys.all }),
  });
}

import { useMutation } from '@tanstack/react-query';
import { barsAdminKeys } from './bars-admin-keys.ts';

/**
 * Every write of the bars admin refetches the feature's lists, counters, labels and details: a bar's
 * status, star or labels change its folder and the counters. `handlesErrors`: the caller shows the
 * server's message itself (a validation refusal).
 */
export function useBarsMutation<V, R>(mutationFn: (variables: V) => Promise<R>, handlesErrors = false) {
  return useMutation({ mutationFn, meta: { handlesErrors, invalidates: [barsAdminKeys.all] } });
}

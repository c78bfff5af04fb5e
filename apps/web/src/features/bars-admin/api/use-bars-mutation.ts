import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import { barsAdminKeys } from './bars-admin-keys.ts';

/**
 * Every write of the bars admin refetches the feature's lists, counters, labels and details: a bar's
 * status, star or labels change its folder and the counters.
 */
export function useBarsMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  return useMutation({ mutationFn, meta: { invalidates: [barsAdminKeys.all] } });
}

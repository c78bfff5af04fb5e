import { type QueryKey } from '@tanstack/react-query';
import { useMutation } from '../../../lib/refusal/use-console-query.ts';

/**
 * The one policy of every reference-data write: the page shows the server's refusal itself (in the
 * dialog, or as the notifier's message for a switch or an upload), and the list it changed is read again.
 */
export function useReferenceMutation<V, R>(invalidates: QueryKey, mutationFn: (variables: V) => Promise<R>) {
  return useMutation({ mutationFn, meta: { invalidates: [invalidates] } });
}

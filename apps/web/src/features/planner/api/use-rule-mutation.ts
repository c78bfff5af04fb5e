import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import { plannerKeys } from './planner-keys.ts';

/**
 * A rule's write reads the rules again. Rules change what is suggested too: the suggestions (the
 * matches feature's) are read again on their next view, as that feature asks on every visit.
 */
export function useRuleMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  return useMutation({ mutationFn, meta: { invalidates: [plannerKeys.rules()] } });
}

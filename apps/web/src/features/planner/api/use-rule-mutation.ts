import { useMutation } from '@tanstack/react-query';
import { plannerKeys } from './planner-keys.ts';

/**
 * A rule's write reads the rules again. Rules change what is suggested too: the suggestions (the
 * matches feature's) are read again on their next view, as that feature asks on every visit.
 */
export function useRuleMutation<T, R>(mutationFn: (input: T) => Promise<R>, handlesErrors = false) {
  return useMutation({ mutationFn, meta: { handlesErrors, invalidates: [plannerKeys.rules()] } });
}

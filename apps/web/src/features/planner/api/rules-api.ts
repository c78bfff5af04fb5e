import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '@app/contract/common';
import { plannerRuleSchema, plannerRulesAnswerSchema, ruleTargetsAnswerSchema, type CreateRuleBody, type RuleKind } from '@app/contract/planner';
import { api } from '../../../lib/api-client.ts';
import { plannerKeys } from './planner-keys.ts';

export const getRules = (signal?: AbortSignal) => api('/planner/rules', { schema: plannerRulesAnswerSchema, signal });
export const rulesQueryOptions = () => queryOptions({ queryKey: plannerKeys.rules(), queryFn: ({ signal }) => getRules(signal) });
export const useRules = () => useQuery(rulesQueryOptions());

export const searchRuleTargets = (kind: RuleKind, query: string, signal?: AbortSignal) =>
  api('/planner/rule-targets', { query: { kind, query }, schema: ruleTargetsAnswerSchema, signal });
/** Teams are thousands: they are asked for from the second character on; competitions are listed at once. */
export const useRuleTargets = (kind: RuleKind, query: string) => useQuery({
  queryKey: plannerKeys.targets(kind, query),
  queryFn: ({ signal }) => searchRuleTargets(kind, query, signal),
  enabled: kind === 'competition' || query.trim().length >= 2,
  staleTime: 60_000,
});

export const createRule = (body: CreateRuleBody) => api('/planner/rules', { method: 'POST', body, schema: plannerRuleSchema });
export const updateRule = ({ id, onlyInOpeningHours }: { id: string; onlyInOpeningHours: boolean }) =>
  api(`/planner/rules/${encodeURIComponent(id)}`, { method: 'PATCH', body: { onlyInOpeningHours }, schema: plannerRuleSchema });
export const deleteRule = (id: string) => api(`/planner/rules/${encodeURIComponent(id)}`, { method: 'DELETE', schema: messageSchema });

/** Rules change what is suggested: the suggestions (the matches feature's) are read again on their next view. */
function useRuleMutation<T, R>(mutationFn: (input: T) => Promise<R>, handlesErrors = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    ...(handlesErrors ? { meta: { handlesErrors: true } } : {}),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: plannerKeys.rules() }),
  });
}

export const useCreateRule = () => useRuleMutation(createRule, true);
export const useUpdateRule = () => useRuleMutation(updateRule);
export const useDeleteRule = () => useRuleMutation(deleteRule);

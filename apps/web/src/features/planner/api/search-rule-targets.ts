import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/refusal/use-console-query.ts';
import { ruleTargetsAnswerSchema, type RuleKind } from '@app/contract/planner';
import { api } from '../../../lib/api-client.ts';
import { plannerKeys } from './planner-keys.ts';

const searchRuleTargets = (kind: RuleKind, query: string, signal?: AbortSignal) =>
  api('/planner/rule-targets', { query: { kind, query }, schema: ruleTargetsAnswerSchema, signal });

/** Teams are thousands: they are asked for from the second character on; competitions are listed at once. */
const ruleTargetsQueryOptions = (kind: RuleKind, query: string) =>
  queryOptions({
    queryKey: plannerKeys.targets(kind, query),
    queryFn: ({ signal }) => searchRuleTargets(kind, query, signal),
    enabled: kind === 'competition' || query.trim().length >= 2,
    staleTime: 60_000,
  });

export const useRuleTargets = (kind: RuleKind, query: string) => useQuery(ruleTargetsQueryOptions(kind, query));

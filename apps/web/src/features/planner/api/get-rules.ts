import { queryOptions } from '@tanstack/react-query';
import { useQuery } from '../../../lib/refusal/use-console-query.ts';
import { plannerRulesAnswerSchema } from '@app/contract/planner';
import { api } from '../../../lib/api-client.ts';
import { plannerKeys } from './planner-keys.ts';

const getRules = (signal?: AbortSignal) => api('/planner/rules', { schema: plannerRulesAnswerSchema, signal });

export const rulesQueryOptions = () =>
  queryOptions({ queryKey: plannerKeys.rules(), queryFn: ({ signal }) => getRules(signal) });

export const useRules = () => useQuery(rulesQueryOptions());

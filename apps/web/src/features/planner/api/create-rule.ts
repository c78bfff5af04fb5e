import { plannerRuleSchema, type CreateRuleBody } from '@app/contract/planner';
import { api } from '../../../lib/api-client.ts';
import { useRuleMutation } from './use-rule-mutation.ts';

const createRule = (body: CreateRuleBody) => api('/planner/rules', { method: 'POST', body, schema: plannerRuleSchema });

/** The rule dialog shows the server's message itself. */
export const useCreateRule = () => useRuleMutation(createRule);

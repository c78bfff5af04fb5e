import { plannerRuleSchema } from '@app/contract/planner';
import { api } from '../../../lib/api-client.ts';
import { useRuleMutation } from './use-rule-mutation.ts';

const updateRule = ({ id, onlyInOpeningHours }: { id: string; onlyInOpeningHours: boolean }) =>
  api(`/planner/rules/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { onlyInOpeningHours },
    schema: plannerRuleSchema,
  });

export const useUpdateRule = () => useRuleMutation(updateRule);

import { messageSchema } from '@app/contract/common';
import { api } from '../../../lib/api-client.ts';
import { useRuleMutation } from './use-rule-mutation.ts';

const deleteRule = (id: string) =>
  api(`/planner/rules/${encodeURIComponent(id)}`, { method: 'DELETE', schema: messageSchema });

export const useDeleteRule = () => useRuleMutation(deleteRule);

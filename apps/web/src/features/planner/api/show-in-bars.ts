import { groupBroadcastAnswerSchema, type GroupBroadcastBody } from '@app/contract/group-week';
import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import { api } from '../../../lib/api-client.ts';
import { plannerKeys } from './planner-keys.ts';

const showInBars = (body: GroupBroadcastBody) =>
  api('/planner/group-broadcasts', { method: 'POST', body, schema: groupBroadcastAnswerSchema });

/** A match shown in more bars changes their weeks and clashes: both weeks are read again. */
export function useShowInBars() {
  return useMutation({ mutationFn: showInBars, meta: { invalidates: [plannerKeys.all] } });
}

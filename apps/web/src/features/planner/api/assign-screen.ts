import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import { assignmentAnswerSchema, type AssignmentBody } from '@app/contract/planner';
import { api } from '../../../lib/api-client.ts';
import { plannerKeys } from './planner-keys.ts';

const assignScreen = ({ matchId, ...body }: AssignmentBody & { matchId: string }) =>
  api(`/planner/broadcasts/${encodeURIComponent(matchId)}`, { method: 'PUT', body, schema: assignmentAnswerSchema });

/** A new screen changes the clashes of the whole week: it is read again from the server. */
export function useAssignScreen() {
  return useMutation({ mutationFn: assignScreen, meta: { invalidates: [plannerKeys.weeks()] } });
}

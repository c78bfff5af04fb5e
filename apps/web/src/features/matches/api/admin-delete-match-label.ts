import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import { messageSchema } from '@app/contract/common';
import { api } from '../../../lib/api-client.ts';
import { adminMatchKeys } from './matches-keys.ts';

const deleteMatchLabel = (labelId: string) =>
  api('/match/labels/delete', { method: 'PUT', body: { labelId }, schema: messageSchema });

/** A deleted label also leaves every match that carried it. */
export function useDeleteMatchLabel() {
  return useMutation({ mutationFn: deleteMatchLabel, meta: { invalidates: [adminMatchKeys.all] } });
}

import { accountBarSchema, type AddBarBody } from '@app/contract/account-bars';
import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import { api } from '../../../lib/api-client.ts';

const addBar = (body: AddBarBody) => api('/bars', { method: 'POST', body, schema: accountBarSchema });

/** The add-bar form shows the server's refusal itself. */
export function useAddBar() {
  return useMutation({ mutationFn: addBar });
}

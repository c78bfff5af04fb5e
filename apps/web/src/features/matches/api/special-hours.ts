import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import type { SpecialDay } from '@app/contract/bar-profile';
import { api } from '../../../lib/api-client.ts';

/** 'Open longer that day': the special hours the switch's warning proposed, for the owner's bar. */
const putSpecialHours = (body: SpecialDay) =>
  api('/bars/special-hours', {
    method: 'PUT',
    body,
    schema: import('@app/contract/bar-details').then((m) => m.barDetailsSchema),
  });

export const useOpenLonger = () => useMutation({ mutationFn: putSpecialHours });

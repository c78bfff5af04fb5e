import { useMutation } from '@tanstack/react-query';
import { barDetailsSchema } from '@app/contract/bar-details';
import type { SpecialHoursBody } from '@app/contract/bar-profile';
import { api } from '../../../lib/api-client.ts';

/** Issue 17, 'Open longer that day': the special hours the switch's warning proposed, for the owner's bar. */
export const putSpecialHours = (body: SpecialHoursBody) =>
  api('/bars/special-hours', { method: 'PUT', body, schema: barDetailsSchema });

export const useOpenLonger = () => useMutation({ mutationFn: putSpecialHours });

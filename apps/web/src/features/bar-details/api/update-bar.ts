import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import { barDetailsSchema, type UpdateBarBody } from '@app/contract/bar-details';
import { api } from '../../../lib/api-client.ts';
import { barDetailsKeys } from './bar-details-keys.ts';
import { refreshAfterWrite } from '../../../lib/refresh-after-write.ts';

const updateBar = (body: UpdateBarBody) => api('/bars/', { method: 'PATCH', body, schema: barDetailsSchema });

/** Saves, shows the answer at once, then reloads the bar from the server (docs/product.md: "bar reloaded"). */
export function useUpdateBar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBar,
    // The page tells a refused rule in the form's own words.
    onSuccess: (bar) => {
      queryClient.setQueryData(barDetailsKeys.detail(bar.barId), bar);
      return refreshAfterWrite(queryClient, barDetailsKeys.detail(bar.barId));
    },
  });
}

import { useQueryClient } from '@tanstack/react-query';
import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import { championshipDetailSchema } from '@app/contract/championships';
import { api } from '../../../lib/api-client.ts';
import { championshipsKeys } from './championships-keys.ts';
import { refreshAfterWrite } from '../../../lib/refresh-after-write.ts';

type SaveChampionshipRequest = { mode: 'create' | 'update'; form: FormData };

/** Create (POST) or update (PATCH) as one multipart request (docs/product.md §7). */
const saveChampionship = ({ mode, form }: SaveChampionshipRequest) =>
  api('/challenges/official-championship', {
    method: mode === 'create' ? 'POST' : 'PATCH',
    formData: form,
    schema: championshipDetailSchema,
  });

/** The editor shows the server's refusal itself, titled like its own validation toasts. */
export function useSaveChampionship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveChampionship,
    onSuccess: async (detail) => {
      queryClient.setQueryData(championshipsKeys.detail(detail._id), detail);
      await refreshAfterWrite(queryClient, championshipsKeys.lists());
    },
  });
}

import { useQueryClient } from '@tanstack/react-query';
import type { BarDetails } from '@app/contract/bar-details';
import type { BarPictures } from '@app/contract/bar-photos';
import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import { barDetailsKeys } from './bar-details-keys.ts';

/** A change of the bar's logo or photos: the answer (the pictures whole) goes into the bar at once. */
export function useBarPicturesMutation<V>(barId: string, write: (value: V) => Promise<BarPictures>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (pictures: BarPictures) =>
      queryClient.setQueryData<BarDetails>(barDetailsKeys.detail(barId), (bar) => bar && { ...bar, ...pictures }),
  });
}

/** One image as the one file part the contract names. */
export function imageForm(part: string, file: File): FormData {
  const form = new FormData();
  form.append(part, file);
  return form;
}

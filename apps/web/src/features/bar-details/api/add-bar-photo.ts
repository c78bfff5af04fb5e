import { BAR_PHOTO_PART, barPicturesSchema } from '@app/contract/bar-photos';
import { api } from '../../../lib/api-client.ts';
import { imageForm, useBarPicturesMutation } from './use-bar-pictures-mutation.ts';

const addBarPhoto = (file: File) =>
  api('/bars/photos', { method: 'POST', formData: imageForm(BAR_PHOTO_PART, file), schema: barPicturesSchema });

export const useAddBarPhoto = (barId: string) => useBarPicturesMutation(barId, addBarPhoto);

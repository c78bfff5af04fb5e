import { barPicturesSchema } from '@app/contract/bar-photos';
import { api } from '../../../lib/api-client.ts';
import { useBarPicturesMutation } from './use-bar-pictures-mutation.ts';

/** The photos in their new order, without the ones removed. */
const arrangeBarPhotos = (photos: string[]) =>
  api('/bars/photos', { method: 'PUT', body: { photos }, schema: barPicturesSchema });

export const useArrangeBarPhotos = (barId: string) => useBarPicturesMutation(barId, arrangeBarPhotos);

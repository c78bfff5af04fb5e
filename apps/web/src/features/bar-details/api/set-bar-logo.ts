import { BAR_LOGO_PART, barPicturesSchema } from '@app/contract/bar-photos';
import { api } from '../../../lib/api-client.ts';
import { imageForm, useBarPicturesMutation } from './use-bar-pictures-mutation.ts';

const setBarLogo = (file: File) =>
  api('/bars/logo', { method: 'PUT', formData: imageForm(BAR_LOGO_PART, file), schema: barPicturesSchema });

export const useSetBarLogo = (barId: string) => useBarPicturesMutation(barId, setBarLogo);

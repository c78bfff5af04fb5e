import { barPicturesSchema } from '@app/contract/bar-photos';
import { api } from '../../../lib/api-client.ts';
import { useBarPicturesMutation } from './use-bar-pictures-mutation.ts';

const removeBarLogo = () => api('/bars/logo', { method: 'DELETE', schema: barPicturesSchema });

export const useRemoveBarLogo = (barId: string) => useBarPicturesMutation(barId, removeBarLogo);

import { messageSchema } from '@app/contract/common';
import { api } from '../../../lib/api-client.ts';
import { useBarsMutation } from './use-bars-mutation.ts';

const deleteBarLabel = (labelId: string) =>
  api('/bar/labels/delete', { method: 'PUT', body: { labelId }, schema: messageSchema });

/** A deleted label also leaves every bar that carried it: everything of the feature is refetched. */
export const useDeleteBarLabel = () => useBarsMutation(deleteBarLabel);

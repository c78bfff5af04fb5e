import { labelSchema, type LabelInput } from '@app/contract/labels';
import { api } from '../../../lib/api-client.ts';
import { useBarsMutation } from './use-bars-mutation.ts';

const saveBarLabel = (label: LabelInput) => api('/bar/labels', { method: 'PUT', body: { label }, schema: labelSchema });

/** Labels change the lists, the counters and the details too; the editor shows the server's message (a name taken). */
export const useSaveBarLabel = () => useBarsMutation(saveBarLabel);

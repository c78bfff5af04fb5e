import { adminBarSchema, type BarCreateInput } from '@app/contract/bars-admin';
import { api } from '../../../lib/api-client.ts';
import { useBarsMutation } from './use-bars-mutation.ts';

const createBar = (bar: BarCreateInput) => api('/bar', { method: 'POST', body: { bar }, schema: adminBarSchema });

/** The bar form shows the server's message itself (validation). */
export const useCreateBar = () => useBarsMutation(createBar);

import { adminBarSchema, type BarUpdateInput } from '@app/contract/bars-admin';
import { api } from '../../../lib/api-client.ts';
import { useBarsMutation } from './use-bars-mutation.ts';

const updateBar = (bar: BarUpdateInput) => api('/bar', { method: 'PUT', body: { bar }, schema: adminBarSchema });

/** The bar form shows the server's message itself (validation). */
export const useUpdateBar = () => useBarsMutation(updateBar);

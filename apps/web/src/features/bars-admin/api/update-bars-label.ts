import { barBulkResultSchema } from '@app/contract/bars-admin';
import { api } from '../../../lib/api-client.ts';
import { useBarsMutation } from './use-bars-mutation.ts';

/** `status` true puts the label on, false takes it off, absent toggles it per bar. */
const updateBarsLabel = (barIds: string[], label: string, status?: boolean) =>
  api('/bar/update-label', { method: 'PUT', body: { barIds, label, status }, schema: barBulkResultSchema });

/** The apply-labels popover's changes, one call per label, in order. */
export const useUpdateBarsLabels = () =>
  useBarsMutation(
    async ({ barIds, changes }: { barIds: string[]; changes: { labelId: string; status: boolean }[] }) => {
      for (const change of changes) await updateBarsLabel(barIds, change.labelId, change.status);
    },
  );

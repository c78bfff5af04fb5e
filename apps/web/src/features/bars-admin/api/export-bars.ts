import type { AdminBarFilter } from '@app/contract/bars-admin';
import { downloadFile } from '../../../lib/api-client.ts';

/** Every bar of the current filter as CSV, downloaded by the browser. */
export function exportBars(filter: AdminBarFilter): Promise<void> {
  const day = new Date().toISOString().slice(0, 10);
  return downloadFile('/bar/export', `bars-${filter.selectedFolder ?? 'all'}-${day}.csv`, filter);
}

import { useMutation } from '../../../lib/refusal/use-console-query.ts';
import type { AdminMatchFilter } from '@app/contract/matches-admin';
import { downloadFile } from '../../../lib/api-client.ts';

const fileName = () => `matches-${new Date().toISOString().slice(0, 10)}.csv`;

/** The admin's own zone: the file writes kick-offs on their clock and names the zone in the column's header. */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Every match of the filter, streamed by the server as CSV. */
const exportFilteredMatches = (filter: AdminMatchFilter) =>
  downloadFile('/match/export', fileName(), { ...filter, timeZone: timeZone() });

/** Only the chosen matches. */
const exportChosenMatches = (matchIds: string[]) =>
  downloadFile('/match/export', fileName(), undefined, { method: 'POST', body: { matchIds, timeZone: timeZone() } });

export function useExportMatches() {
  return useMutation({
    mutationFn: (what: { filter: AdminMatchFilter } | { matchIds: string[] }) =>
      'matchIds' in what ? exportChosenMatches(what.matchIds) : exportFilteredMatches(what.filter),
  });
}

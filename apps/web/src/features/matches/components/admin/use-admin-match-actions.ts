import { useTranslation } from 'react-i18next';
import type { AdminMatchFilter } from '@app/contract/matches-admin';
import type { LabelChange } from '../../../../components/admin-collection/apply-labels-popover.tsx';
import { useNotify } from '../../../../components/feedback/notifier.tsx';
import { useUpdateStarred } from '../../api/admin-update-starred.ts';
import { useUpdateMatchLabel } from '../../api/admin-update-label.ts';
import { useTrashMatches } from '../../api/admin-trash-matches.ts';
import { useRestoreMatches } from '../../api/admin-restore-matches.ts';
import { useDeleteMatchesForGood } from '../../api/admin-delete-matches-for-good.ts';
import { useExportMatches } from '../../api/admin-export-matches.ts';
import { useSaveMatchLabel } from '../../api/admin-save-match-label.ts';
import { useDeleteMatchLabel } from '../../api/admin-delete-match-label.ts';

const DONE_MESSAGE = {
  trash: 'messages.trashed',
  restore: 'messages.restored',
  deleteForGood: 'messages.deleted',
} as const;
export type TrashAction = keyof typeof DONE_MESSAGE;

/** Every admin action on matches, with its success or error message. Each resolves true when it worked. */
export function useAdminMatchActions() {
  const { t } = useTranslation('matches-admin');
  const notify = useNotify();
  const starred = useUpdateStarred();
  const label = useUpdateMatchLabel();
  const trash = { trash: useTrashMatches(), restore: useRestoreMatches(), deleteForGood: useDeleteMatchesForGood() };
  const exporter = useExportMatches();
  const saveLabel = useSaveMatchLabel();
  const deleteLabel = useDeleteMatchLabel();

  // The query client has said why (lib/query-client.ts): the action only answers that it did not work.
  const failed = () => false;

  return {
    busy: starred.isPending || label.isPending || Object.values(trash).some((m) => m.isPending) || exporter.isPending,
    exporting: exporter.isPending,

    async star(matchIds: string[], status: boolean): Promise<boolean> {
      try {
        await starred.mutateAsync({ matchIds, status });
        notify.success(t('messages.starred'));
        return true;
      } catch {
        return failed();
      }
    },

    async applyLabels(matchIds: string[], changes: LabelChange[]): Promise<boolean> {
      try {
        // One call per label: each is atomic over all the chosen matches.
        for (const change of changes)
          await label.mutateAsync({ matchIds, label: change.labelId, status: change.status });
        notify.success(t('messages.labelled'));
        return true;
      } catch {
        return failed();
      }
    },

    async toggleLabel(matchId: string, labelId: string): Promise<boolean> {
      try {
        await label.mutateAsync({ matchIds: [matchId], label: labelId });
        notify.success(t('messages.labelled'));
        return true;
      } catch {
        return failed();
      }
    },

    async trashAction(action: TrashAction, matchIds: string[]): Promise<boolean> {
      try {
        const result = await trash[action].mutateAsync(matchIds);
        notify.success(t(DONE_MESSAGE[action], { count: result.count }));
        return true;
      } catch {
        return failed();
      }
    },

    async exportMatches(what: { filter: AdminMatchFilter } | { matchIds: string[] }): Promise<boolean> {
      try {
        await exporter.mutateAsync(what);
        return true;
      } catch {
        return failed();
      }
    },

    /** Throws when refused, so the label editor stays open. */
    async saveLabel(values: { id?: string; name: string; color: string }): Promise<void> {
      await saveLabel.mutateAsync(values);
      notify.success(t('messages.labelSaved'));
    },

    async deleteLabel(labelId: string): Promise<void> {
      await deleteLabel.mutateAsync(labelId);
      notify.success(t('messages.labelDeleted'));
    },
  };
}

import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BroadcastWarning } from '@app/contract/bar-profile';
import { useNotify } from '../../../components/feedback/notifier.tsx';
import { useSession } from '../../../lib/session/session-provider.tsx';
import { useChangeBroadcast } from '../api/change-broadcast-status.ts';
import { PAST_STATUS_CODES, type BroadcastControl, type ListMatch } from '../components/match-row.ts';

/** What the last switch turned on warns about: shown beside the list until dismissed. */
export type WarnedBroadcast = { match: ListMatch; warnings: BroadcastWarning[] };

/**
 * The broadcast switch for a bar's owner or manager; nobody else has one (docs/product.md role table).
 * Warnings never block: the match is on, and the warnings stay on screen (a toast would vanish
 * before an owner could act on 'Open longer that day').
 */
export function useBroadcastControl(): {
  control: BroadcastControl | undefined;
  warned: WarnedBroadcast | null;
  dismiss: () => void;
} {
  const { t } = useTranslation('matches');
  const notify = useNotify();
  const { user } = useSession();
  const [warned, setWarned] = useState<WarnedBroadcast | null>(null);
  const change = useChangeBroadcast({ onSuccess: () => notify.success(t('broadcastSet')) });
  const { mutate } = change;
  const canBroadcast = (user?.role === 'owner' || user?.role === 'manager') && user.barId !== null;
  const control = useMemo<BroadcastControl | undefined>(
    () =>
      canBroadcast
        ? {
            onChange: (match, on) =>
              mutate(
                { matchId: match.id, status: on },
                {
                  onSuccess: (answer) =>
                    setWarned(on && answer.warnings?.length ? { match, warnings: answer.warnings } : null),
                },
              ),
            // A cancelled match the bar still shows can be switched off, never back on.
            isLocked: (match) =>
              (match.matchStatus ? match.matchStatus === 'past' : PAST_STATUS_CODES.has(match.status)) &&
              !(match.status === 'CANC' && match.broadcasted),
          }
        : undefined,
    [canBroadcast, mutate],
  );
  return { control, warned, dismiss: () => setWarned(null) };
}

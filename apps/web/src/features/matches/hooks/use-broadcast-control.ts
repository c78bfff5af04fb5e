import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../../../components/feedback/notifier.tsx';
import { useSession } from '../../../lib/session/session-provider.tsx';
import { useChangeBroadcast } from '../api/change-broadcast-status.ts';
import { PAST_STATUS_CODES, type BroadcastControl } from '../components/match-row.ts';

/** The broadcast switch for a bar's owner or manager; nobody else has one (PRODUCT.md role table). */
export function useBroadcastControl(): BroadcastControl | undefined {
  const { t } = useTranslation('matches');
  const notify = useNotify();
  const { user } = useSession();
  const change = useChangeBroadcast({ onSuccess: () => notify.success(t('broadcastSet')) });
  const { mutate } = change;
  const canBroadcast = (user?.role === 'owner' || user?.role === 'manager') && user.barId !== null;
  return useMemo(() => (canBroadcast ? {
    onChange: (match, on) => mutate({ matchId: match.id, status: on }),
    // A cancelled match the bar still shows can be switched off (issue 16), never back on.
    isLocked: (match) => (match.matchStatus ? match.matchStatus === 'past' : PAST_STATUS_CODES.has(match.status))
      && !(match.status === 'CANC' && match.broadcasted),
  } : undefined), [canBroadcast, mutate]);
}

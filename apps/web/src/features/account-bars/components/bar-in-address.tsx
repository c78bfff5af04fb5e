import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { BAR_PARAM } from '@app/contract/bar-header';
import { useSession } from '../../../lib/session/session-provider.tsx';

/**
 * For an account with several bars, the page's address names the current bar (`?bar=<id>`): a
 * link or a reload opens the same bar. An address that comes to name another bar of the account
 * (the browser's back button, a pasted link) switches to it; one that names none gets the current.
 */
export function BarInAddress() {
  const { user, switchBar } = useSession();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const seenSearch = useRef<string | null>(null);
  const bars = user?.bars;
  const several = (bars?.length ?? 0) > 1;
  const barId = user?.barId ?? null;
  useEffect(() => {
    if (!several || !barId) return;
    const params = new URLSearchParams(search);
    const named = params.get(BAR_PARAM);
    const moved = seenSearch.current !== search;
    seenSearch.current = search;
    if (moved && named && named !== barId && (bars ?? []).some((bar) => bar.id === named)) {
      switchBar(named);
      return;
    }
    if (named === barId) return;
    params.set(BAR_PARAM, barId);
    void navigate({ pathname, search: `?${params.toString()}`, hash }, { replace: true });
  }, [several, barId, bars, search, pathname, hash, navigate, switchBar]);
  return null;
}

import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { loadDocument } from '../lib/load-document.ts';

/**
 * A page the server writes whole (the fans' public pages), reached by a navigation
 * inside the console: the browser loads its document in place of the entry the router pushed, so
 * Back leads to the console's page before it.
 */
export function DocumentLoad() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    loadDocument(`${pathname}${search}${hash}`);
  }, [pathname, search, hash]);
  return null;
}

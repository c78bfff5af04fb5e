import { APP_BAR_HEIGHT } from '../layout/app-bar-height.ts';

/** Below the sticky header (and the frame above it, if any), so a toast never covers the page's title. */
export const TOAST_TOP = `calc(var(--app-frame, 0px) + ${APP_BAR_HEIGHT + 8}px)`;

/** A message to show; it may come from the contract or the server in English (the toast words it). */
export type Notice = { id: number; severity: 'success' | 'error' | 'info'; message: string; title?: string };

/** Messages clear after 3 s (docs/product.md §9). */
export const NOTICE_DURATION_MS = 3000;

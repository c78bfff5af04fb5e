import { renderingOnServer } from './server-render-context.ts';

/**
 * A signed-in page's first screen can arrive as HTML: the server renders it
 * into #root, marked with the person it was rendered for, with the answers it read beside it.
 */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';
export const FIRST_SCREEN_DATA_ID = 'first-screen-data';
/** The reader cookie the server drew for (lib/reader-cookie.ts), echoed on #root. */
export const DRAWN_FOR_ATTRIBUTE = 'data-drawn-for';

/**
 * Whether the screen being rendered came from the server: true while the server renders it, and
 * in the browser when #root holds one (main.tsx hydrates it rather than rendering anew).
 */
export function firstScreenFromServer(): boolean {
  if (renderingOnServer()) return true;
  return document.getElementById('root')?.hasAttribute(FIRST_SCREEN_ATTRIBUTE) ?? false;
}

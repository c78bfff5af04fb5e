/**
 * Has the browser load `url` as a document, in place of the history entry on screen: a page the
 * console does not draw. One function, so a test in jsdom (which cannot navigate)
 * sees the call.
 */
export function loadDocument(url: string): void {
  window.location.replace(url);
}

/**
 * Until the person leaves the document's first page, every answer in the query cache was read for
 * it, moments ago: drawn by the server with the page or asked by its route loaders
 * beside its code. A page that reads its data afresh on every visit (the owner's bar)
 * takes such an answer as fresh on that first visit, instead of asking again while the phone is
 * still taking the page over; every later visit reads afresh — a bar read for
 * /matches' notice is not fresh for an /edit-bar opened after 'Open longer that day' wrote hours.
 */
let firstPageLeft = false;

/** Called by the router once the location is no longer the document's first (app/router.tsx). */
export function markFirstPageLeft(): void {
  firstPageLeft = true;
}

/** Whether the page rendering now is the document's first. Asked while rendering: asks only. */
export const renderingFirstPage = (): boolean => !firstPageLeft;

/**
 * Lists that fit their box. A list's width depends on the layout (full, boxed,
 * framed), the sidebar and the folders as much as on the window, so a table decides by its own
 * width (a CSS container query), not the screen's: below a width, its less needed columns are
 * hidden and their values are shown whole as second lines under the row's name. Pure CSS: the
 * server draws the same table the browser shows, and print shows every column.
 */

/** On the element whose width decides (the table's box). */
export const FIT_CONTAINER = { containerType: 'inline-size' } as const;

const below = (px: number) => `@container (max-width: ${px - 0.02}px)`;

/** A column (its head and its cells) hidden while the box is narrower than `px`. */
export const columnFrom = (px: number) =>
  ({ [below(px)]: { display: 'none' }, '@media print': { display: 'table-cell' } }) as const;

/** The same values as a second line under the name, shown only while the box is narrower than `px`. */
export const lineBelow = (px: number) =>
  ({ display: 'none', [below(px)]: { display: 'block' }, '@media print': { display: 'none' } }) as const;

/** Long values (an address, an email, a website) break anywhere rather than run out of their cell. */
export const WRAP_ANYWHERE = { overflowWrap: 'anywhere', wordBreak: 'normal' } as const;

/** Hidden columns' values as second lines under a row's name: quieter than the name, long values wrapped. */
export const detailLinesBelow = (px: number) =>
  ({ ...lineBelow(px), ...WRAP_ANYWHERE, color: 'text.secondary', typography: 'body2', fontWeight: 400 }) as const;

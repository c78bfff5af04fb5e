/**
 * Print with a selection prints the selected rows only: the list says whether a
 * selection exists, each row whether it is selected, and print.css hides the others on paper.
 * Attributes rather than a print handler, so the browser's own Print (Ctrl+P) does the same.
 */
export const printListProps = (selectedCount: number) => ({
  'data-print-selection': selectedCount > 0 ? 'only' : 'all',
});
export const printRowProps = (selected: boolean) => ({ 'data-print-selected': selected ? 'true' : 'false' });

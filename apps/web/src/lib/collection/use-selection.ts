import { useState } from 'react';

/**
 * The checked rows of one list. `listKey` names the list (filter and page): whenever it changes the
 * selection starts empty again (also when it comes back to an earlier list), and only ids of rows
 * on screen count as chosen.
 */
export function useSelection(rowIds: readonly string[], listKey: string) {
  const [state, setState] = useState<{ key: string; ids: readonly string[] }>({ key: listKey, ids: [] });
  if (state.key !== listKey) setState({ key: listKey, ids: [] });
  const ids = state.key === listKey ? state.ids.filter((id) => rowIds.includes(id)) : [];
  const set = (next: readonly string[]) => setState({ key: listKey, ids: next });
  const selected: ReadonlySet<string> = new Set(ids);
  return {
    ids,
    selected,
    set,
    clear: () => set([]),
    toggle: (id: string) => set(selected.has(id) ? ids.filter((x) => x !== id) : [...ids, id]),
    /** Checks every row on screen, or none when all are checked already. */
    toggleAll: () => set(rowIds.length > 0 && rowIds.every((id) => selected.has(id)) ? [] : [...rowIds]),
  };
}

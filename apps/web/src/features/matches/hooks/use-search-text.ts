import { useCallback, useEffect, useRef, useState } from 'react';

/** SPEC.md section 7: 500 ms after the last keystroke while there is text, at once when cleared. */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * The search box's own text, applied to the filter after the debounce. `clear` empties the box
 * without applying anything (a folder or competition was chosen and has already set the filter).
 */
export function useSearchText(initial: string, apply: (text: string) => void) {
  const [text, setText] = useState(initial);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const change = useCallback((next: string) => {
    setText(next);
    clearTimeout(timer.current);
    const trimmed = next.trim();
    timer.current = setTimeout(() => apply(trimmed), trimmed ? SEARCH_DEBOUNCE_MS : 0);
  }, [apply]);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setText('');
  }, []);

  return { text, change, clear };
}

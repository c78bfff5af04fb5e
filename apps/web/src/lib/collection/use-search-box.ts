import { useCallback, useEffect, useRef, useState } from 'react';

/** docs/product.md §7: 500 ms after the last keystroke while there is text, at once when cleared. */
export const SEARCH_DEBOUNCE_MS = 500;

/**
 * The search box's own text, applied to the filter after the debounce; the one debounce of the
 * console's lists. When the applied text changes from outside (a folder was chosen, Back, a link),
 * the box follows it and a pending keystroke is dropped; so is one pending when the page is left.
 */
export function useSearchBox(applied: string, apply: (text: string) => void) {
  const [text, setText] = useState(applied);
  const [seen, setSeen] = useState(applied);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (seen !== applied) {
    // Adjusting state while rendering (react.dev "storing information from previous renders").
    setSeen(applied);
    if (text.trim() !== applied) setText(applied);
  }

  const change = useCallback(
    (next: string) => {
      setText(next);
      clearTimeout(timer.current);
      const trimmed = next.trim();
      // A link followed within the debounce leaves the page at once in the address, while the list
      // stays on screen until the next page's chunk is in (app/browser-router.tsx): applying the text
      // then would write the list's address over the page the person opened, losing their tap.
      const page = window.location.pathname;
      timer.current = setTimeout(
        () => {
          if (window.location.pathname === page) apply(trimmed);
        },
        trimmed ? SEARCH_DEBOUNCE_MS : 0,
      );
    },
    [apply],
  );

  /** Empties the box without applying anything (a folder or competition has set the filter). */
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setText('');
  }, []);

  /** A choice that sets the filter in the search's place: the box empties as it is made. */
  const clearing =
    <A extends unknown[]>(choose: (...args: A) => void) =>
    (...args: A) => {
      clear();
      choose(...args);
    };

  return { text, change, clear, clearing };
}

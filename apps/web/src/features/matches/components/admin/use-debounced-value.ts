import { useEffect, useState } from 'react';

/** SPEC.md section 7: search waits 500 ms while text is typed, 0 ms once it is cleared. */
export function useDebouncedValue(value: string, delayMs = 500): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), value.trim() ? delayMs : 0);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

import { describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { FIRST_ROWS, useProgressiveRows } from './use-progressive-rows.ts';

const rowsOf = (n: number, tag: string) => Array.from({ length: n }, (_, i) => `${tag}-${i}`);

describe('useProgressiveRows', () => {
  it('gives the first rows at once, then the whole page; another page starts over', async () => {
    const seen: number[] = [];
    const first = rowsOf(50, 'a');
    const { result, rerender } = renderHook(
      ({ rows }) => {
        const shown = useProgressiveRows(rows);
        seen.push(shown.length);
        return shown;
      },
      { initialProps: { rows: first } },
    );
    expect(seen[0]).toBe(FIRST_ROWS);
    await waitFor(() => expect(result.current).toBe(first));

    seen.length = 0;
    const second = rowsOf(50, 'b');
    rerender({ rows: second });
    expect(seen[0]).toBe(FIRST_ROWS);
    expect(result.current.every((row) => row.startsWith('b-'))).toBe(true);
    await waitFor(() => expect(result.current).toBe(second));
  });

  it('gives a short list as it is', () => {
    const rows = rowsOf(5, 'c');
    const { result } = renderHook(() => useProgressiveRows(rows));
    expect(result.current).toBe(rows);
  });
});

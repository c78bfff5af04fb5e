import { useState } from 'react';
import { useMediaQuery } from '@mui/material';

export type MatchesView = 'table' | 'grid';
/** docs/product.md §9: grid below a window width of 769 px, table from there up. */
const GRID_BELOW_PX = 769;

/** The view follows the window width; the toggle overrides it until the width crosses the cut-over. */
export function useMatchesView() {
  const narrow = useMediaQuery(`(max-width:${GRID_BELOW_PX - 0.05}px)`, { noSsr: true });
  const [choice, setChoice] = useState<{ view: MatchesView; narrow: boolean } | null>(null);
  const view: MatchesView = choice && choice.narrow === narrow ? choice.view : narrow ? 'grid' : 'table';
  return { view, setView: (next: MatchesView) => setChoice({ view: next, narrow }) };
}

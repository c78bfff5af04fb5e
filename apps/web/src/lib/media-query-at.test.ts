import { describe, expect, it } from 'vitest';
import { createTheme } from '@mui/material/styles';
import { matchesMediaAt } from './media-query-at.ts';
import { breakpoints } from '../config/theme.ts';

describe("media queries answered for a reader's screen width (the server's first screens)", () => {
  const theme = createTheme({ breakpoints: { values: breakpoints } });

  it("answers the theme's breakpoints as a browser of that width does", () => {
    const up = theme.breakpoints.up('md');
    expect(matchesMediaAt(up, 390)).toBe(false);
    expect(matchesMediaAt(up, 960)).toBe(true);
    expect(matchesMediaAt(theme.breakpoints.down('sm'), 390)).toBe(true);
    expect(matchesMediaAt(theme.breakpoints.down('sm'), 600)).toBe(false);
    expect(matchesMediaAt(theme.breakpoints.between('sm', 'lg'), 1000)).toBe(true);
    expect(matchesMediaAt(theme.breakpoints.between('sm', 'lg'), 1280)).toBe(false);
  });

  it('answers plain width conditions, with or without @media', () => {
    expect(matchesMediaAt('(max-width:768.95px)', 768)).toBe(true);
    expect(matchesMediaAt('(max-width:768.95px)', 769)).toBe(false);
    expect(matchesMediaAt('(min-width: 300px) and (max-width: 400px)', 390)).toBe(true);
  });

  it('does not answer what it cannot know from a width: such a query does not match', () => {
    expect(matchesMediaAt('(prefers-color-scheme: dark)', 390)).toBe(false);
    expect(matchesMediaAt('(min-width: 20em)', 390)).toBe(false);
    expect(matchesMediaAt('print', 390)).toBe(false);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { ThemeProvider } from '@mui/material';
import { createAppTheme } from '../../../config/theme.ts';
import { CompetitionDot } from './matches-sidebar.tsx';

const dotIn = (mode: 'light' | 'dark', color: string) => {
  const { container } = render(
    <ThemeProvider theme={createAppTheme({ mode, direction: 'ltr' })}>
      <CompetitionDot color={color} />
    </ThemeProvider>,
  );
  return container.querySelector('span')!;
};

describe("a competition's colour dot", () => {
  afterEach(() => {
    cleanup();
  });

  it('gets a ring in the dark theme when its colour is too close to the paper (under 3:1), and none when it stands out', () => {
    // The Premier League's dark purple.
    expect(dotIn('dark', '#3d195b')).toHaveAttribute('data-faint', 'true');
    expect(dotIn('light', '#3d195b')).not.toHaveAttribute('data-faint');
    expect(dotIn('dark', '#ff9800')).not.toHaveAttribute('data-faint');
  });
});

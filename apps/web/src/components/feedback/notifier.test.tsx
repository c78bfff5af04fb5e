import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material';
import '../../lib/i18n.ts';
import { theme } from '../../config/theme.ts';
import { NotifierProvider, TOAST_TOP, useNotify } from './notifier.tsx';

function SaveButton() {
  const notify = useNotify();
  return (
    <button type="button" onClick={() => notify.success('Bar details saved')}>
      Save
    </button>
  );
}

describe('NotifierProvider', () => {
  afterEach(() => {
    cleanup();
  });

  it('shows a toast below the header (72 px app bar), never over its title', async () => {
    render(
      <ThemeProvider theme={theme}>
        <NotifierProvider>
          <SaveButton />
        </NotifierProvider>
      </ThemeProvider>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Bar details saved');
    expect(TOAST_TOP).toBe('calc(var(--app-frame, 0px) + 80px)');
    const snackbar = toast.closest('.MuiSnackbar-root');
    expect(snackbar).not.toBeNull();
    // jsdom's CSS parser drops calc(var()), so read the rule emotion wrote for the snackbar's class.
    const ownClass = [...snackbar!.classList].find((c) => c.startsWith('css-'));
    const rules = [...document.querySelectorAll('style')].map((s) => s.textContent).join('\n');
    const own = rules
      .split('}')
      .filter((rule) => ownClass && rule.includes(`.${ownClass}`))
      .join('}');
    // MUI's own 8 px / 24 px come first; the last rule at each width wins.
    const tops = [...own.matchAll(/top:([^;]+);/g)].map((m) => m[1]);
    expect(tops.slice(-2)).toEqual([TOAST_TOP, TOAST_TOP]);
  });
});

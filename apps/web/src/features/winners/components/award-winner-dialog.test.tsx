import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material';
import type { WinnersList } from '@app/contract/winners';
import '../../../lib/i18n.ts';
import { theme } from '../../../config/theme.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { pasteInto, setupUser } from '../../../testing/user-input.ts';
import { stubApi } from '../../../testing/api-stub.ts';
import { AwardWinnerDialog } from './award-winner-dialog.tsx';

const list: WinnersList = {
  championship: {
    id: '3b0f3c9e-6a55-4d7e-9a64-2f3f0f6f1a10',
    name: 'Premier League Predictor',
    qrCodeEligible: true,
    prizeTypesCounts: { daily: 0, weekly: 0, allTime: 3 },
    matchDays: null,
  },
  // No prize to start on (the page offers the dialog only with one; the dialog itself refuses it).
  prizes: [],
  winners: [],
};

describe('AwardWinnerDialog', () => {
  afterEach(cleanup);

  it('takes the focus to the prize select when the form is refused for want of a prize', async () => {
    const calls = stubApi(() => ({ status: 500, body: {} }));
    const user = setupUser();
    render(
      <ThemeProvider theme={theme}>
        <QueryClientProvider client={createQueryClient()}>
          <AwardWinnerDialog list={list} open onClose={() => undefined} onAwarded={() => undefined} />
        </QueryClientProvider>
      </ThemeProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Add winner' });
    await pasteInto(user, within(dialog).getByLabelText('Winner name'), 'Tom Brown');
    await pasteInto(user, within(dialog).getByLabelText('Winner email'), 'tom@example.net');
    await user.click(within(dialog).getByRole('button', { name: 'Add winner' }));
    expect(await within(dialog).findByText('Choose a prize')).toBeInTheDocument();
    expect(document.activeElement).toBe(within(dialog).getByRole('combobox', { name: 'Prize' }));
    expect(calls).toEqual([]);
  });
});

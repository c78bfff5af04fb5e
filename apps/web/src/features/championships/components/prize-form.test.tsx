import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material';
import '../../../lib/i18n.ts';
import { theme } from '../../../config/theme.ts';
import { NotifierProvider } from '../../../components/feedback/notifier.tsx';
import type { PrizeItem } from '../model/championship-draft.ts';
import { PrizeForm } from './prize-form.tsx';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function renderForm(
  prize: PrizeItem | null,
  languages: string[],
  onSave: (prize: PrizeItem) => void = () => undefined,
) {
  render(
    <ThemeProvider theme={theme}>
      <NotifierProvider>
        <PrizeForm prize={prize} languages={languages} onSave={onSave} onCancel={() => undefined} />
      </NotifierProvider>
    </ThemeProvider>,
  );
}

describe('PrizeForm', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('holds Save Prize while a chosen photo is still being checked, then saves the prize with it', async () => {
    // jsdom decodes no pictures: the browser's check answers when the test lets it.
    let decoded: (() => void) | undefined;
    vi.stubGlobal(
      'createImageBitmap',
      () =>
        new Promise((resolve) => {
          decoded = () => resolve({ close() {} });
        }),
    );
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:preview';
      },
    );
    const onSave = vi.fn();
    renderForm(null, ['en'], onSave);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Prize Name/), 'Signed ball');
    await user.type(screen.getByLabelText(/Description \(EN\)/), 'For the best player');
    await user.upload(
      document.querySelector('input[type="file"]') as HTMLInputElement,
      new File([PNG], 'ball.png', { type: 'image/png' }),
    );

    // Saving now would report the photo missing: the button waits instead.
    const save = screen.getByRole('button', { name: 'Save Prize' });
    expect(save).toBeDisabled();
    decoded!();
    expect(await screen.findByRole('img', { name: 'Prize photo preview' })).toBeInTheDocument();
    expect(save).toBeEnabled();
    await user.click(save);
    expect(onSave).toHaveBeenCalledOnce();
    expect(onSave.mock.calls[0]![0]).toMatchObject({
      name: 'Signed ball',
      photo: { kind: 'upload', preview: 'blob:preview' },
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the first problem as the toast and puts the focus on its field, in the contract's order", async () => {
    renderForm(null, ['en', 'ro']);
    const user = userEvent.setup();
    const save = screen.getByRole('button', { name: 'Save Prize' });
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent('Prize Name should not be empty');
    await waitFor(() => expect(screen.getByLabelText(/Prize Name/)).toHaveFocus());

    // The photo comes before the description in docs/product.md's rules, as the toast says.
    await user.type(screen.getByLabelText(/Prize Name/), 'Signed ball');
    await user.click(save);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Prize Photo should not be empty'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upload Photo' })).toHaveFocus());
  });

  it('puts the focus on the description when it is the problem', async () => {
    const stored = {
      key: 'ball',
      name: 'Signed ball',
      description: { base: '', overrides: {} },
      photo: { kind: 'stored' as const, url: '/api/media/ball' },
    };
    renderForm(stored, ['en']);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save Prize' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('All prize description fields are mandatory');
    await waitFor(() => expect(screen.getByLabelText(/Description \(EN\)/)).toHaveFocus());
  });
});

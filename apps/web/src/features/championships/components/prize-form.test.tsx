import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material';
import '../../../lib/i18n.ts';
import { theme } from '../../../config/theme.ts';
import { NotifierProvider } from '../../../components/feedback/notifier.tsx';
import { PrizeForm } from './prize-form.tsx';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('PrizeForm', () => {
  afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

  it('holds Save Prize while a chosen photo is still being checked, then saves the prize with it', async () => {
    // jsdom decodes no pictures: the browser's check answers when the test lets it.
    let decoded: (() => void) | undefined;
    vi.stubGlobal('createImageBitmap', () => new Promise((resolve) => { decoded = () => resolve({ close() {} }); }));
    vi.stubGlobal('URL', class extends URL { static override createObjectURL = () => 'blob:preview'; });
    const onSave = vi.fn();
    render(
      <ThemeProvider theme={theme}>
        <NotifierProvider>
          <PrizeForm prize={null} languages={['en']} onSave={onSave} onCancel={() => undefined} />
        </NotifierProvider>
      </ThemeProvider>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Prize Name/), 'Signed ball');
    await user.type(screen.getByLabelText(/Description \(EN\)/), 'For the best player');
    await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, new File([PNG], 'ball.png', { type: 'image/png' }));

    // Saving now would report the photo missing: the button waits instead.
    const save = screen.getByRole('button', { name: 'Save Prize' });
    expect(save).toBeDisabled();
    decoded!();
    expect(await screen.findByRole('img', { name: 'Prize photo preview' })).toBeInTheDocument();
    expect(save).toBeEnabled();
    await user.click(save);
    expect(onSave).toHaveBeenCalledOnce();
    expect(onSave.mock.calls[0]![0]).toMatchObject({ name: 'Signed ball', photo: { kind: 'upload', preview: 'blob:preview' } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

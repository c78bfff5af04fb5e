import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material';
import '../../../lib/i18n.ts';
import { theme } from '../../../config/theme.ts';
import { NotifierProvider } from '../../../components/feedback/notifier.tsx';
import { ImageUploadField } from './image-upload-field.tsx';

// jsdom decodes no pictures: the browser's createImageBitmap answers as Chromium does for these bytes.
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];
async function fakeCreateImageBitmap(file: Blob) {
  const head = [...new Uint8Array(await file.slice(0, 4).arrayBuffer())];
  if (head.join() !== PNG_SIGNATURE.join())
    throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
  return { close() {} };
}

function renderField() {
  const onChange = vi.fn();
  render(
    <ThemeProvider theme={theme}>
      <NotifierProvider>
        <ImageUploadField label="Logo" buttonLabel="Upload logo" value={null} onChange={onChange} />
      </NotifierProvider>
    </ThemeProvider>,
  );
  return onChange;
}

describe('ImageUploadField', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('refuses a text file named logo.png at once: "This file is not an image", no preview', async () => {
    vi.stubGlobal('createImageBitmap', fakeCreateImageBitmap);
    const onChange = renderField();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.setup().upload(input, new File(['just some text'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not an image');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('takes a real PNG', async () => {
    vi.stubGlobal('createImageBitmap', fakeCreateImageBitmap);
    // jsdom has no object URLs either: the preview's address.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:preview';
      },
    );
    const onChange = renderField();
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    const png = new File([new Uint8Array([...PNG_SIGNATURE, 0x0d, 0x0a, 0x1a, 0x0a])], 'logo.png', {
      type: 'image/png',
    });
    await userEvent.setup().upload(input, png);
    await vi.waitFor(() => expect(onChange).toHaveBeenCalledOnce());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

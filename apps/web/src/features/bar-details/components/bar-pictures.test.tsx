import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { ThemeProvider } from '@mui/material';
import type { BarDetails } from '@app/contract/bar-details';
import type { BarPictures as Pictures } from '@app/contract/bar-photos';
import '../../../lib/i18n.ts';
import { theme } from '../../../config/theme.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { NotifierProvider } from '../../../components/feedback/notifier.tsx';
import { stubApi, type ApiCall, type ApiReply } from '../../../testing/api-stub.ts';
import { barDetailsKeys } from '../api/bar-details-keys.ts';
import { BarPictures } from './bar-pictures.tsx';

const BAR = '3f0c1f7e-5b7a-4c43-9a55-8f0f4c2b1d10';
const url = (digit: string) => `/api/media/${digit.repeat(64)}`;

/** The section as /edit-bar shows it: its pictures read from the bar in the query cache, as the page does. */
function Section() {
  const bar = useQuery<BarDetails>({
    queryKey: barDetailsKeys.detail(BAR),
    queryFn: () => new Promise<BarDetails>(() => undefined),
    staleTime: Infinity,
  });
  return bar.data ? <BarPictures barId={BAR} pictures={{ logo: bar.data.logo, photos: bar.data.photos }} /> : null;
}

function renderSection(pictures: Pictures) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(barDetailsKeys.detail(BAR), { barId: BAR, ...pictures });
  render(
    <ThemeProvider theme={theme}>
      <NotifierProvider>
        <QueryClientProvider client={queryClient}>
          <Section />
        </QueryClientProvider>
      </NotifierProvider>
    </ThemeProvider>,
  );
}

afterEach(() => {
  cleanup();
});

describe('BarPictures', () => {
  it('uploads a logo and a photo as one file part each, and shows what the server answers', async () => {
    let pictures: Pictures = { logo: null, photos: [url('a')] };
    const calls = stubApi((call: ApiCall): ApiReply => {
      if (call.url === '/api/bars/logo') pictures = { ...pictures, logo: url('b') };
      if (call.url === '/api/bars/photos') pictures = { ...pictures, photos: [...pictures.photos, url('c')] };
      return { status: 200, body: pictures };
    });
    const user = userEvent.setup({ delay: null });
    renderSection(pictures);
    const section = screen.getByRole('region', { name: 'Logo and photos' });
    expect(within(section).getByText('Photos: 1 of 8')).toBeInTheDocument();

    const logo = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    await user.upload(within(section).getByLabelText('Add a logo'), logo);
    expect(await within(section).findByRole('img', { name: "The bar's logo" })).toHaveAttribute(
      'src',
      expect.stringContaining(url('b')),
    );
    expect(await screen.findByText('Logo saved')).toBeInTheDocument();
    const sent = calls.find((c) => c.url === '/api/bars/logo')!;
    expect(sent.method).toBe('PUT');
    expect((sent.body as FormData).get('logo')).toMatchObject({ type: 'image/png', size: 4 });

    await user.upload(within(section).getByLabelText('Add a photo'), logo);
    expect(await within(section).findByText('Photos: 2 of 8')).toBeInTheDocument();
    expect(
      within(section)
        .getAllByRole('img', { name: /^Photo \d$/ })
        .map((img) => img.getAttribute('src')),
    ).toEqual([expect.stringContaining(url('a')), expect.stringContaining(url('c'))]);
    expect((calls.at(-1)!.body as FormData).get('photo')).toMatchObject({ type: 'image/png', size: 4 });
  });

  it('moves and removes photos through one arrangement; with eight the add button is off; a refusal is said in place', async () => {
    const eight = ['1', '2', '3', '4', '5', '6', '7', '8'].map(url);
    let refuse = false;
    const calls = stubApi((call: ApiCall): ApiReply => {
      if (refuse)
        return {
          status: 400,
          body: {
            statusCode: 400,
            error: 'Bad Request',
            message: 'A photo is named twice',
            messageCode: 'barPhotosTwice',
          },
        };
      return { status: 200, body: { logo: null, photos: (call.body as { photos: string[] }).photos } };
    });
    const user = userEvent.setup({ delay: null });
    renderSection({ logo: null, photos: eight });
    const section = screen.getByRole('region', { name: 'Logo and photos' });
    expect(within(section).getByText('Photos: 8 of 8')).toBeInTheDocument();
    expect(within(section).getByLabelText('Add a photo').closest('label')).toHaveClass('Mui-disabled');
    expect(within(section).getByRole('button', { name: 'Move photo 1 earlier' })).toBeDisabled();

    await user.click(within(section).getByRole('button', { name: 'Move photo 2 earlier' }));
    expect(calls.at(-1)).toMatchObject({
      method: 'PUT',
      url: '/api/bars/photos',
      body: { photos: [eight[1], ...[eight[0]], ...eight.slice(2)] },
    });
    await user.click(await within(section).findByRole('button', { name: 'Remove photo 8' }));
    expect(calls.at(-1)!.body).toEqual({ photos: [eight[1], eight[0], ...eight.slice(2, 7)] });
    expect(await within(section).findByText('Photos: 7 of 8')).toBeInTheDocument();
    expect(within(section).getByLabelText('Add a photo').closest('label')).not.toHaveClass('Mui-disabled');

    refuse = true;
    await user.click(within(section).getByRole('button', { name: 'Move photo 3 later' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('A photo is named twice');
    expect(within(section).getByText('Photos: 7 of 8')).toBeInTheDocument();
  });
});

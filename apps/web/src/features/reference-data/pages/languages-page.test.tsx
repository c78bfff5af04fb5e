import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import type { Language } from '@app/contract/languages';
import '../../../lib/i18n.ts';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import { stubApi } from '../../../testing/api-stub.ts';
import { LanguagesPage } from './languages-page.tsx';

afterEach(() => {
  cleanup();
});

describe('LanguagesPage', () => {
  it('switches a language on; a language championships are written in is refused with where it is used, and stays on', async () => {
    let list: Language[] = [
      { code: 'en', name: 'English', status: 1 },
      { code: 'fr', name: 'Français', status: 0 },
    ];
    const calls = stubApi((call) => {
      if (call.method !== 'PATCH') return { status: 200, body: list };
      if (call.url.endsWith('/en')) {
        return {
          status: 409,
          body: {
            statusCode: 409,
            error: 'Conflict',
            message:
              'English is used by "Autumn Cup": deactivating it would drop those texts. Remove it from them first.',
            code: 'languages.IN_USE',
            messageCode: 'languageInUse',
            params: { language: 'English', championships: '"Autumn Cup"' },
          },
        };
      }
      list = list.map((l) => (l.code === 'fr' ? { ...l, status: 1 } : l));
      return { status: 200, body: { code: 'fr', name: 'Français', status: 1 } };
    });
    const user = userEvent.setup({ delay: null });
    renderWithApp(
      createMemoryRouter([{ path: '/languages', element: <LanguagesPage /> }], { initialEntries: ['/languages'] }),
    );
    const rows = await within(await screen.findByRole('table', { name: 'Languages' })).findAllByTestId('language-row');
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .slice(0, 2)
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['English', 'en'],
      ['Français', 'fr'],
    ]);
    await user.click(screen.getByRole('switch', { name: 'Français active' }));
    expect(await screen.findByText('Français activated')).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Français active' })).toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'English active' }));
    expect(
      await screen.findByText(
        'English is used by "Autumn Cup": deactivating it would drop those texts. Remove it from them first.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'English active' })).toBeChecked();
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => [c.url, c.body])).toEqual([
      ['/api/languages/fr', { status: 1 }],
      ['/api/languages/en', { status: 0 }],
    ]);
  });
});

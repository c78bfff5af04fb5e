import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import '../../../lib/i18n.ts';
import { renderWithApp } from '../../../testing/render-with-app.tsx';
import { BarsSidebar } from './bars-sidebar.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/bars on a phone', () => {
  it('keeps every folder in view, Rejected and Trash too: the chips wrap, nothing is off to the side', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: /max-width/.test(query),
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }));
    const sidebar = (
      <BarsSidebar
        folder="accepted"
        label={null}
        counter={undefined}
        labels={[]}
        onCreate={() => {}}
        onChooseFolder={() => {}}
        onChooseLabel={() => {}}
        onLabelDeleted={() => {}}
        onExport={() => {}}
        exporting={false}
      />
    );
    renderWithApp(createMemoryRouter([{ path: '/bars', element: sidebar }], { initialEntries: ['/bars'] }));
    const row = await screen.findByTestId('bars-nav-row');
    expect(getComputedStyle(row).flexWrap).toBe('wrap');
    expect(getComputedStyle(row).overflowX).not.toBe('auto');
    for (const folder of ['Rejected', 'Trash'])
      expect(getComputedStyle(within(row).getByRole('button', { name: new RegExp(folder) })).flexShrink).toBe('0');
  });
});

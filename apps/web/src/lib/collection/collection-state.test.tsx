import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { moveFilter, readFilter, writeFilter, type CollectionFilterConfig } from './collection-filter.ts';
import { listKeyOf, useCollectionFilter } from './use-collection-filter.ts';
import { SEARCH_DEBOUNCE_MS, useSearchBox } from './use-search-box.ts';
import { useSelection } from './use-selection.ts';

type Folder = 'accepted' | 'pending' | 'trash';
const CONFIG: CollectionFilterConfig<Folder> = {
  folders: ['accepted', 'pending', 'trash'],
  defaultFolder: 'accepted',
  pageSizes: [50, 100],
  defaultPageSize: 50,
  searchKeepsLabel: true,
};
const LABEL = '11111111-1111-4111-8111-111111111111';
const ROWS = ['r1', 'r2', 'r3'];

/** A list page reduced to its state: the search box, folders, a label, paging and checkboxes. */
function Harness() {
  const state = useCollectionFilter(CONFIG);
  const box = useSearchBox(state.filter.query, state.search);
  const selection = useSelection(ROWS, listKeyOf(state.filter));
  const { folder, label, query, page } = state.filter;
  return (
    <>
      <input aria-label="Search" value={box.text} onChange={(e) => box.change(e.target.value)} />
      {CONFIG.folders.map((f) => (
        <button
          key={f}
          type="button"
          aria-current={folder === f ? 'true' : undefined}
          onClick={() => {
            box.clear();
            state.chooseFolder(f);
          }}
        >
          {f}
        </button>
      ))}
      <button
        type="button"
        aria-current={label ? 'true' : undefined}
        onClick={() => {
          box.clear();
          state.chooseLabel(LABEL);
        }}
      >
        label
      </button>
      <button type="button" onClick={() => state.setPage(page + 1)}>
        next page
      </button>
      {ROWS.map((id) => (
        <input
          key={id}
          type="checkbox"
          aria-label={id}
          checked={selection.selected.has(id)}
          onChange={() => selection.toggle(id)}
        />
      ))}
      <button type="button" onClick={selection.toggleAll}>
        all
      </button>
      <output>{`folder=${folder ?? '-'} label=${label ? 'yes' : '-'} q=${query} page=${page}`}</output>
    </>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/list', element: <Harness /> },
      { path: '/elsewhere', element: <p>elsewhere</p> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}
const shown = () => screen.getByRole('status').textContent;

describe('the collection state (filter in the address, one debounce, selection)', () => {
  afterEach(cleanup);

  it('reads a shared link: folder, label and search come from the address, mangled parts fall back', () => {
    renderAt('/list?folder=pending&page=2&size=100');
    expect(shown()).toBe('folder=pending label=- q= page=2');
    cleanup();
    renderAt(`/list?label=${LABEL}&q=corner`);
    expect(shown()).toBe('folder=- label=yes q=corner page=0');
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('corner');
    cleanup();
    renderAt('/list?folder=nonsense&label=not-an-id&size=7');
    expect(shown()).toBe('folder=accepted label=- q= page=0');
  });

  it('typed text clears the folder after the debounce; choosing a folder clears the search; Back restores the list', async () => {
    const user = userEvent.setup();
    const router = renderAt('/list?folder=trash');
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'pub');
    expect(shown()).toBe('folder=trash label=- q= page=0');
    await waitFor(() => expect(shown()).toBe('folder=- label=- q=pub page=0'));
    expect(router.state.location.search).toBe('?q=pub');

    await user.click(screen.getByRole('button', { name: 'pending' }));
    expect(shown()).toBe('folder=pending label=- q= page=0');
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('');
    expect(router.state.location.search).toBe('?folder=pending');

    await act(() => router.navigate('/elsewhere'));
    await act(() => router.navigate(-1));
    expect(shown()).toBe('folder=pending label=- q= page=0');
  });

  it('drops typed text still waiting for the debounce when the page is left: the page opened stays', async () => {
    const user = userEvent.setup();
    const router = renderAt('/list?folder=pending');
    const before = window.location.pathname;
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'pub');
    // A link followed at once: the address changes before the next page replaces the list.
    window.history.pushState(null, '', '/match/opened');
    try {
      await new Promise((resolve) => setTimeout(resolve, SEARCH_DEBOUNCE_MS + 200));
      expect(shown()).toBe('folder=pending label=- q= page=0');
      expect(router.state.location.search).toBe('?folder=pending');
      expect(window.location.pathname).toBe('/match/opened');
    } finally {
      window.history.pushState(null, '', before);
    }
  });

  it('searches inside a chosen label, and a cleared search returns to the default folder', async () => {
    const user = userEvent.setup();
    renderAt('/list');
    await user.click(screen.getByRole('button', { name: 'label' }));
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'x');
    await waitFor(() => expect(shown()).toBe('folder=- label=yes q=x page=0'));
    await user.click(screen.getByRole('button', { name: 'accepted' }));
    expect(shown()).toBe('folder=accepted label=- q= page=0');
  });

  it('a selection belongs to one list: a new page or folder empties it, also when the list comes back', async () => {
    const user = userEvent.setup();
    renderAt('/list');
    await user.click(screen.getByRole('checkbox', { name: 'r2' }));
    await user.click(screen.getByRole('button', { name: 'all' }));
    for (const id of ROWS) expect(screen.getByRole('checkbox', { name: id })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'all' }));
    expect(screen.getByRole('checkbox', { name: 'r1' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'r1' }));
    await user.click(screen.getByRole('button', { name: 'pending' }));
    await user.click(screen.getByRole('button', { name: 'accepted' }));
    expect(screen.getByRole('checkbox', { name: 'r1' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'r3' }));
    await user.click(screen.getByRole('button', { name: 'next page' }));
    expect(screen.getByRole('checkbox', { name: 'r3' })).not.toBeChecked();
  });
});

describe('facets (independent filters a list adds by name)', () => {
  const WITH_FACETS: CollectionFilterConfig<'all'> = {
    folders: ['all'],
    defaultFolder: 'all',
    pageSizes: [50],
    defaultPageSize: 50,
    searchKeepsLabel: false,
    facets: { role: (v) => ['admin', 'staff'].includes(v) },
  };

  it('reads valid values only, keeps them through a search, and a change of one starts at page 0', () => {
    const read = readFilter(new URLSearchParams('role=admin&page=3'), WITH_FACETS);
    expect(read.facets).toEqual({ role: 'admin' });
    expect(readFilter(new URLSearchParams('role=wizard'), WITH_FACETS).facets).toEqual({});
    const searched = moveFilter(read, { type: 'search', text: 'ada' }, WITH_FACETS);
    expect(searched).toMatchObject({ query: 'ada', page: 0, facets: { role: 'admin' } });
    const paged = moveFilter(searched, { type: 'page', page: 2 }, WITH_FACETS);
    const changed = moveFilter(paged, { type: 'facet', name: 'role', value: 'staff' }, WITH_FACETS);
    expect(changed).toMatchObject({ query: 'ada', page: 0, facets: { role: 'staff' } });
    expect(moveFilter(changed, { type: 'facet', name: 'role', value: 'wizard' }, WITH_FACETS).facets).toEqual({});
    expect(writeFilter(changed, WITH_FACETS).toString()).toBe('q=ada&role=staff');
  });
});

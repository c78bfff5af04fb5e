import { describe, expect, it } from 'vitest';
import { filterReducer } from './use-bars-filter.ts';

const start = { folder: 'accepted' as const, label: undefined, searchText: '', page: 2, pageSize: 50 };

/** SPEC.md section 4: typing clears the selected folder; Accepted is the default folder. */
describe('bars filter', () => {
  it('clears the folder when search text arrives, and returns to Accepted when it is cleared', () => {
    const searching = filterReducer(start, { type: 'search', text: 'corner' });
    expect(searching).toMatchObject({ folder: undefined, searchText: 'corner', page: 0 });
    expect(filterReducer(searching, { type: 'search', text: '' })).toMatchObject({ folder: 'accepted', searchText: '', page: 0 });
  });

  it('leaves the chosen folder alone when an empty search settles', () => {
    const pending = filterReducer(start, { type: 'folder', folder: 'pending' });
    expect(filterReducer(pending, { type: 'search', text: '' })).toBe(pending);
  });

  it('choosing a folder clears label and search; choosing a label clears the folder', () => {
    const labelled = filterReducer({ ...start, searchText: 'x' }, { type: 'label', label: 'l1' });
    expect(labelled).toMatchObject({ folder: undefined, label: 'l1', searchText: '', page: 0 });
    expect(filterReducer(labelled, { type: 'folder', folder: 'trash' })).toMatchObject({ folder: 'trash', label: undefined });
    expect(filterReducer(labelled, { type: 'label', label: undefined })).toMatchObject({ folder: 'accepted', label: undefined });
  });

  it('keeps the label while searching inside it', () => {
    const labelled = filterReducer(start, { type: 'label', label: 'l1' });
    const searching = filterReducer(labelled, { type: 'search', text: 'pub' });
    expect(searching).toMatchObject({ label: 'l1', searchText: 'pub' });
    expect(filterReducer(searching, { type: 'search', text: '' })).toMatchObject({ label: 'l1', folder: undefined });
  });

  it('a new page size starts at the first page', () => {
    expect(filterReducer(start, { type: 'pageSize', pageSize: 100 })).toMatchObject({ pageSize: 100, page: 0 });
  });
});

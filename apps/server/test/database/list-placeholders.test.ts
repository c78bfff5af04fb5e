import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAR_FOLDERS } from '@app/contract/bars-admin';
import { MATCH_FOLDERS } from '@app/contract/matches-admin';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { createAdminBarList } from '../../src/services/bars-admin/bars-query.ts';
import { createAdminMatchList } from '../../src/services/matches-admin/admin-matches-repository.ts';
import { createOwnerMatchList } from '../../src/services/matches/owner-match-list.ts';
import { openTestDatabase } from '../helpers/test-database.ts';

// What a request may send into each list's filters: search text that looks like SQL, and ids.
const SEARCH = "O'Hara $1; drop table matches; --";
const LABEL = '6a1e0000-0000-4000-8000-00000000abcd';
const COMPETITION = 'c0de0000-0000-4000-8000-00000000c0de';
const OTHER_COMPETITION = 'c0de0000-0000-4000-8000-00000000beef';
const BAR = 'ba120000-0000-4000-8000-0000000000ba';
const REQUEST_VALUES = [
  SEARCH,
  SEARCH.toLowerCase(),
  "o'hara",
  'drop table',
  LABEL,
  COMPETITION,
  OTHER_COMPETITION,
  BAR,
];
// A shallow page and a deep one (past the first anchor: its own shape when anchors exist).
const PAGES = [0, 25];

/** Every kept query's text holds placeholders and none of the request's values. */
function expectPlaceholdersOnly(texts: string[]): void {
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) {
    expect(text).toMatch(/\$\d+/);
    for (const value of REQUEST_VALUES) expect(text).not.toContain(value);
  }
}

describe("the lists' kept page queries hold placeholders, never a request's value (decision 065)", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('the admin matches list, every folder with each part of the filter and all of them', async () => {
    const list = createAdminMatchList(database.db);
    for (const selectedFolder of [undefined, ...MATCH_FOLDERS]) {
      for (const parts of [
        {},
        { searchText: SEARCH },
        { selectedLabel: LABEL },
        { competition: COMPETITION },
        { searchText: SEARCH, selectedLabel: LABEL, competition: COMPETITION },
      ]) {
        for (const page of PAGES) {
          const answer = JSON.parse(await list.page({ selectedFolder, ...parts }, page, 50)) as {
            folderMatches: unknown[];
          };
          expect(answer.folderMatches).toEqual([]);
        }
      }
    }
    expectPlaceholdersOnly(list.keptTexts());
  });

  it('the admin bars list, every folder with each part of the filter and all of them', async () => {
    const list = createAdminBarList(database.db);
    for (const selectedFolder of [undefined, ...BAR_FOLDERS]) {
      for (const parts of [
        {},
        { searchText: SEARCH },
        { selectedLabel: LABEL },
        { searchText: SEARCH, selectedLabel: LABEL },
      ]) {
        for (const page of PAGES) {
          const answer = JSON.parse(await list.page({ selectedFolder, ...parts }, page, 50)) as {
            folderBars: unknown[];
          };
          expect(answer.folderBars).toEqual([]);
        }
      }
    }
    expectPlaceholdersOnly(list.keptTexts());
  });

  it("the owner's list, with and without a bar, every status, Broadcasting, a search and competitions", async () => {
    const list = createOwnerMatchList(database.db);
    for (const barId of [null, BAR]) {
      for (const matchStatus of [undefined, 'future', 'live', 'past'] as const) {
        for (const parts of [
          {},
          { query: SEARCH },
          { competitions: [COMPETITION, OTHER_COMPETITION] },
          { broadcasting: true },
          { query: SEARCH, competitions: [COMPETITION], broadcasting: true },
        ]) {
          for (const page of PAGES) {
            const { page: read } = await list.page({ matchStatus, ...parts, barId, page, pageSize: 50 }, page, 50);
            expect(read.rows).toEqual([]);
          }
        }
      }
    }
    expectPlaceholdersOnly(list.keptTexts());
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { structuredDataTest } from 'structured-data-testing-tool';
import { Google } from 'structured-data-testing-tool/presets';
import { barBroadcasts, bars, matches } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';

type ToolTest = { test: string; type?: string; expect?: unknown; description?: string };
type ToolResult = {
  passed: ToolTest[];
  failed: (ToolTest & { error?: { message: string } })[];
  schemas: string[];
  structuredData: { jsonld: Record<string, Record<string, unknown>[] | undefined> };
};

/**
 * The tool's answer for a page: it rejects with the same result when a test fails, so the failures are asserted, not
 * thrown.
 */
async function checked(html: string, schemas: string[], tests: ToolTest[]): Promise<ToolResult> {
  try {
    return (await structuredDataTest(html, { presets: [Google], schemas, tests })) as ToolResult;
  } catch (error) {
    const failed = error as { type?: string; res?: ToolResult };
    if (failed.type === 'VALIDATION_FAILED' && failed.res) return failed.res;
    throw error;
  }
}
const failures = (result: ToolResult) => result.failed.map((f) => `${f.test}: ${f.error?.message ?? ''}`);

/**
 * The fans' pages' JSON-LD read by structured-data-testing-tool (its Google presets, and the
 * properties Google's event and local business results need) from the pages as the server writes them.
 */
describe("structured data of the fans' pages, as a search engine's tool reads it", () => {
  let t: TestApp;
  let matchId: string;
  let slug: string;

  beforeAll(async () => {
    t = await buildTestApp();
    const [match] = await t.db
      .insert(matches)
      .values({
        homeTeam: 'Sdtt Rovers',
        awayTeam: 'Schema Athletic',
        headline: 'Sdtt Rovers - Schema Athletic',
        competitionName: 'Markup League',
        status: 'POSTP',
        scheduledDate: new Date(Date.now() + 2 * 86_400_000),
        searchText: 'sdtt rovers - schema athletic markup league',
      })
      .returning({ id: matches.id });
    matchId = match!.id;
    const [bar] = await t.db
      .insert(bars)
      .values({
        name: 'The Validator',
        street: 'Calea Victoriei',
        number: '12',
        city: 'Bucharest',
        country: 'Romania',
        timeZone: 'Europe/Bucharest',
        status: 'accepted',
        email: 'validator@owner.example',
        latitude: 44.43,
        longitude: 26.1,
        openingHours: {
          weekly: {
            monday: [],
            tuesday: [],
            wednesday: [],
            thursday: [],
            friday: [{ opens: '18:00', closes: '02:00' }],
            saturday: [{ opens: '12:00', closes: '23:00' }],
            sunday: [],
          },
          special: [],
          temporarilyClosed: false,
        },
      })
      .returning({ id: bars.id, slug: bars.slug });
    slug = bar!.slug;
    await t.db.insert(barBroadcasts).values({ barId: bar!.id, matchId, withSound: true });
  });
  afterAll(async () => {
    await t.close();
  });

  it("a match page: a SportsEvent with its start in the zone's offset, its status, organizer and each bar as a place", async () => {
    const html = (await t.app.inject({ method: 'GET', url: `/watch/${matchId}` })).body;
    const result = await checked(
      html,
      ['jsonld:SportsEvent'],
      [
        { test: 'SportsEvent[0].name', type: 'jsonld', expect: 'Sdtt Rovers – Schema Athletic' },
        { test: 'SportsEvent[0].startDate', type: 'jsonld' },
        { test: 'SportsEvent[0].eventStatus', type: 'jsonld', expect: 'https://schema.org/EventPostponed' },
        { test: 'SportsEvent[0].organizer.name', type: 'jsonld', expect: 'Markup League' },
        { test: 'SportsEvent[0].location[0].name', type: 'jsonld', expect: 'The Validator' },
        { test: 'SportsEvent[0].location[0].address.addressLocality', type: 'jsonld', expect: 'Bucharest' },
      ],
    );
    expect(failures(result)).toEqual([]);
    expect(result.schemas).toContain('SportsEvent');
    expect(result.passed.length).toBeGreaterThanOrEqual(6);
    // The tool's RegExp test reads `instanceof RegExp`, false across the test runner's realms: the offset is asserted
    // here.
    expect(result.structuredData.jsonld['SportsEvent']?.[0]?.['startDate']).toMatch(
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0[23]:00$/,
    );
  });

  it('a bar page: a BarOrPub with its address and the opening hours it shows', async () => {
    const html = (await t.app.inject({ method: 'GET', url: `/b/${slug}` })).body;
    const result = await checked(
      html,
      ['jsonld:BarOrPub'],
      [
        { test: 'BarOrPub[0].name', type: 'jsonld', expect: 'The Validator' },
        { test: 'BarOrPub[0].address.streetAddress', type: 'jsonld', expect: 'Calea Victoriei 12' },
        {
          test: 'BarOrPub[0].openingHoursSpecification[0].dayOfWeek',
          type: 'jsonld',
          expect: 'https://schema.org/Friday',
        },
        { test: 'BarOrPub[0].openingHoursSpecification[0].opens', type: 'jsonld', expect: '18:00' },
        { test: 'BarOrPub[0].openingHoursSpecification[1].closes', type: 'jsonld', expect: '23:00' },
      ],
    );
    expect(failures(result)).toEqual([]);
    expect(result.schemas).toContain('BarOrPub');
  });

  it('fails a page whose data is not what the test asks: the tool reads the page, it does not wave it through', async () => {
    const html = (await t.app.inject({ method: 'GET', url: `/b/${slug}` })).body;
    const result = await checked(html, ['jsonld:BarOrPub'], [{ test: 'BarOrPub[0].telephone', type: 'jsonld' }]);
    expect(failures(result)).toHaveLength(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { LoginRecord } from '@app/contract/auth';
import { adminBarListSchema, adminBarSchema, type AdminBar, type AdminBarList } from '@app/contract/bars-admin';
import {
  adminMatchListSchema,
  adminMatchSchema,
  type AdminMatch,
  type AdminMatchList,
  type ChangedMatches,
} from '@app/contract/matches-admin';
import { ownerMatchesAnswerSchema, ownerMatchSchema } from '@app/contract/matches';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { insertMatches, uniqueWord } from '../helpers/admin-match-fixtures.ts';
import {
  barBroadcasts,
  barLabelLinks,
  barLabels,
  bars,
  matchLabelLinks,
  matchLabels,
  matches,
} from '../../src/db/schema/index.ts';

/**
 * The admin lists build their rows in the database (decision 040). Each row must be exactly the
 * contract object its columns make: here the expected object is written from the table's row in
 * the test's own code, so a field the SQL maps wrongly, misses or formats differently fails.
 */
describe('admin list rows are their rows’ contract objects', () => {
  let t: TestApp;
  let admin: LoginRecord;
  const word = uniqueWord('rows');
  const iso = (d: Date | null) => d?.toISOString() ?? null;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.signIn('admin@example.com');
  });
  afterAll(async () => {
    await t.close();
  });

  const get = async <T>(url: string): Promise<T> => {
    const res = await t.request({ method: 'GET', url, as: admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };

  it('a match: every field, its goals, labels in id order, an accepted bar’s broadcast, trash and milliseconds', async () => {
    const [ended, trashed] = await insertMatches(t.db, [
      {
        homeTeam: 'Orion',
        awayTeam: 'Vega',
        competitionName: `Rows ${word}`,
        country: 'Portugal',
        matchType: 'Cup',
        status: 'FT',
        scheduledDate: new Date('2031-05-06T07:08:09.123Z'),
        profilePic: '/api/media/p.webp',
        homeTeamEmblemUrl: '/api/media/h.webp',
        awayTeamEmblemUrl: '/api/media/a.webp',
        dates: [{ date: '06.05.2031', label: 'start_date' }],
        fullTimeHomeGoals: 2,
        fullTimeAwayGoals: 1,
        popular: true,
        starred: true,
        frequent: true,
      },
      {
        homeTeam: 'Lyra',
        competitionName: `Rows ${word}`,
        status: 'SCHEDULED',
        trashedAt: new Date('2031-01-02T03:04:05.678Z'),
      },
    ]);
    const labels = await t.db
      .insert(matchLabels)
      .values([
        { name: `B ${word}`, slug: `b-${word}` },
        { name: `A ${word}`, slug: `a-${word}` },
      ])
      .returning({ id: matchLabels.id });
    await t.db.insert(matchLabelLinks).values(labels.map((l) => ({ matchId: ended!, labelId: l.id })));
    const [acceptedBar] = await t.db
      .select({ id: bars.id })
      .from(bars)
      .where(and(eq(bars.status, 'accepted'), isNull(bars.trashedAt)))
      .limit(1);
    await t.db.insert(barBroadcasts).values({ barId: acceptedBar!.id, matchId: ended! });

    const expected = async (id: string): Promise<AdminMatch> => {
      const [m] = await t.db.select().from(matches).where(eq(matches.id, id));
      const linked = await t.db
        .select({ id: matchLabelLinks.labelId })
        .from(matchLabelLinks)
        .where(eq(matchLabelLinks.matchId, id));
      return {
        id: m!.id,
        _id: m!.id,
        headline: m!.headline,
        name: m!.headline,
        homeTeam: m!.homeTeam,
        awayTeam: m!.awayTeam,
        status: m!.status,
        matchStatus: m!.phase,
        folder: m!.trashedAt ? 'trash' : m!.phase === 'past' ? 'ended' : m!.phase,
        goals: {
          fullTimeHomeGoals: m!.fullTimeHomeGoals,
          fullTimeAwayGoals: m!.fullTimeAwayGoals,
          liveHomeGoals: m!.liveHomeGoals,
          liveAwayGoals: m!.liveAwayGoals,
        },
        homeTeamEmblemUrl: m!.homeTeamEmblemUrl,
        awayTeamEmblemUrl: m!.awayTeamEmblemUrl,
        scheduledDate: iso(m!.scheduledDate)!,
        competitionId: m!.competitionId,
        competitionName: m!.competitionName,
        competition: m!.competitionName,
        country: m!.country,
        matchType: m!.matchType,
        profilePic: m!.profilePic,
        dates: m!.dates,
        broadcasted: id === ended,
        popular: m!.popular,
        starred: m!.starred,
        frequent: m!.frequent,
        labels: linked.map((l) => l.id).sort(),
        trashedAt: iso(m!.trashedAt),
        source: m!.source,
        handEdited: m!.handEdited,
        feed: null,
      };
    };

    const endedList = await get<AdminMatchList>(`/api/match?selectedFolder=ended&searchText=${word}`);
    expect(endedList.folderMatches).toEqual([await expected(ended!)]);
    expect(endedList.folderMatches[0]).toMatchObject({
      scheduledDate: '2031-05-06T07:08:09.123Z',
      folder: 'ended',
      matchStatus: 'past',
      broadcasted: true,
    });
    const trash = await get<AdminMatchList>(`/api/match?selectedFolder=trash&searchText=${word}`);
    expect(trash.folderMatches).toEqual([await expected(trashed!)]);
    expect(trash.folderMatches[0]).toMatchObject({
      trashedAt: '2031-01-02T03:04:05.678Z',
      folder: 'trash',
      broadcasted: false,
      labels: [],
    });

    // The answers of a write read the same objects, in the order the ids were given.
    const starred = await t.request({
      method: 'PUT',
      url: '/api/match/update-starred',
      payload: { matchIds: [trashed!, ended!], status: true },
      as: admin,
    });
    expect(starred.statusCode, starred.body).toBe(200);
    expect(starred.json<ChangedMatches>().matches).toEqual([await expected(trashed!), await expected(ended!)]);
  });

  it('a bar: every field, a decimal rating, labels in the labels’ order, an owner, trash and milliseconds', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/bar',
      payload: { bar: { name: `Rows Bar ${word}`, country: 'Romania', city: 'Iasi', website: 'https://rows.example' } },
      as: admin,
    });
    expect(created.statusCode, created.body).toBe(200);
    const barId = created.json<AdminBar>().id;
    // Positions put the labels in the opposite order of their names and (likely) their ids.
    const labels = await t.db
      .insert(barLabels)
      .values([
        { name: `A ${word}`, slug: `bar-a-${word}`, position: 2 },
        { name: `B ${word}`, slug: `bar-b-${word}`, position: 1 },
      ])
      .returning({ id: barLabels.id, position: barLabels.position });
    await t.db.insert(barLabelLinks).values(labels.map((l) => ({ barId, labelId: l.id })));
    await t.db
      .update(bars)
      .set({ rating: 4.5, trashedAt: new Date('2031-02-03T04:05:06.789Z') })
      .where(eq(bars.id, barId));

    const expected = async (id: string): Promise<AdminBar> => {
      const [b] = await t.db.select().from(bars).where(eq(bars.id, id));
      const linked = await t.db
        .select({ id: barLabelLinks.labelId, position: barLabels.position, name: barLabels.name })
        .from(barLabelLinks)
        .innerJoin(barLabels, eq(barLabels.id, barLabelLinks.labelId))
        .where(eq(barLabelLinks.barId, id));
      linked.sort((x, y) => x.position - y.position || x.name.localeCompare(y.name));
      return {
        id: b!.id,
        _id: b!.id,
        name: b!.name,
        website: b!.website,
        phone: b!.phone,
        email: b!.email,
        rating: Number(b!.rating),
        country: b!.country,
        city: b!.city,
        state: b!.state,
        street: b!.street,
        number: b!.number,
        postalCode: b!.postalCode,
        facebook: b!.facebookUrl,
        folder: b!.trashedAt ? 'trash' : b!.status,
        status: b!.status,
        barType: b!.barType,
        matchType: b!.matchType,
        competition: b!.competition,
        profilePic: b!.profilePic,
        dates: b!.dates,
        starred: b!.starred,
        frequent: b!.frequent,
        labels: linked.map((l) => l.id),
        hasOwner: b!.ownerUserId !== null,
        trashedAt: iso(b!.trashedAt),
        createdAt: iso(b!.createdAt)!,
      };
    };

    const trash = await get<AdminBarList>(`/api/bar?selectedFolder=trash&searchText=${word}`);
    expect(trash.folderBars).toEqual([await expected(barId)]);
    expect(trash.folderBars[0]).toMatchObject({
      rating: 4.5,
      trashedAt: '2031-02-03T04:05:06.789Z',
      folder: 'trash',
      hasOwner: false,
    });
    expect(trash.folderBars[0]!.labels).toEqual([...labels].sort((x, y) => x.position - y.position).map((l) => l.id));

    // A bar an owner account is linked to, as the accepted list shows it.
    const [owned] = await t.db
      .select({ id: bars.id, name: bars.name })
      .from(bars)
      .where(and(isNotNull(bars.ownerUserId), isNull(bars.trashedAt), eq(bars.status, 'accepted')))
      .limit(1);
    const accepted = await get<AdminBarList>(
      `/api/bar?selectedFolder=accepted&searchText=${encodeURIComponent(owned!.name)}`,
    );
    const row = accepted.folderBars.find((b) => b.id === owned!.id);
    expect(row).toEqual(await expected(owned!.id));
    expect(row!.hasOwner).toBe(true);

    // The detail starts from the same object.
    const detail = await get<AdminBar>(`/api/bar/${barId}`);
    expect(detail).toMatchObject(await expected(barId));
    expect(
      await t.db
        .select({ id: bars.id })
        .from(bars)
        .where(inArray(bars.id, [barId])),
    ).toHaveLength(1);
  });

  it('the lists answer their page as the database wrote it: JSON, the contract’s fields and no others, an empty page as []', async () => {
    const lists = [
      { url: '/api/match?selectedFolder=future', key: 'folderMatches', schema: adminMatchListSchema },
      { url: '/api/bar?selectedFolder=accepted', key: 'folderBars', schema: adminBarListSchema },
    ] as const;
    for (const { url, key, schema } of lists) {
      for (const query of ['', `&searchText=${word}nowhere`]) {
        const res = await t.request({ method: 'GET', url: `${url}${query}`, as: admin });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
        const body = res.json<Record<string, unknown>>();
        expect(Object.keys(body)).toEqual([key, 'total']);
        const parsed = schema.parse(body);
        const rows = body[key] as Record<string, unknown>[];
        expect(rows).toHaveLength(query ? 0 : Math.min(parsed.total, 50));
        // The search for a word no row holds finds nothing; the folder itself has rows.
        expect(parsed.total === 0, `${url}${query}`).toBe(query !== '');
        expect(rows.length > 0).toBe(query === '');
        // Every row holds exactly the contract's fields (the serializer that would drop others is not on this path).
        // `demand` is the match detail's alone (GET /api/match/{id}, decision 055): a list row leaves it out.
        const fields = Object.keys((key === 'folderMatches' ? adminMatchSchema : adminBarSchema).shape)
          .filter((f) => f !== 'demand')
          .sort();
        for (const row of rows) expect(Object.keys(row).sort()).toEqual(fields);
      }
    }
    // The owner's list too: { matches, count }, each match with the owner's contract fields.
    const owner = await t.signIn('owner@example.com');
    for (const query of ['matchStatus=future', `query=${word}nowhere`]) {
      const res = await t.request({ method: 'GET', url: `/api/matches/admin?${query}`, as: owner });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const body = res.json<Record<string, unknown>>();
      expect(Object.keys(body)).toEqual(['matches', 'count']);
      const parsed = ownerMatchesAnswerSchema.parse(body);
      const searchesNowhere = query.startsWith('query');
      expect(parsed.count === 0, query).toBe(searchesNowhere);
      expect(parsed.matches.length > 0, query).toBe(!searchesNowhere);
      for (const row of body['matches'] as Record<string, unknown>[])
        expect(Object.keys(row).sort()).toEqual(Object.keys(ownerMatchSchema.shape).sort());
    }
  });
});

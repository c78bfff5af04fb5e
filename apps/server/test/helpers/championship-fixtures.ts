import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import type { Database } from '../../src/db/client.ts';
import { championshipMatches, championships, matches, media, prizes, questions } from '../../src/db/schema/index.ts';

/** A small real image made with sharp (PNG unless told). Each colour gives different bytes. */
export async function testImage(
  options: { color?: string; width?: number; height?: number; format?: 'png' | 'jpeg' } = {},
): Promise<Buffer> {
  const image = sharp({
    create: {
      width: options.width ?? 24,
      height: options.height ?? 16,
      channels: 3,
      background: options.color ?? '#2a7de1',
    },
  });
  return options.format === 'jpeg' ? image.jpeg().toBuffer() : image.png().toBuffer();
}

export const word = (prefix: string) => `${prefix}${randomBytes(3).toString('hex')}`;

/** Matches inserted directly, kick-offs spread over the coming days; returns their ids. */
export async function insertTestMatches(
  db: Database,
  list: { headline: string; status?: string; competitionName?: string; daysAhead?: number }[],
): Promise<string[]> {
  const now = Date.now();
  const rows = list.map((m, i) => {
    const [home = m.headline, away = ''] = m.headline.split(' - ');
    const competitionName = m.competitionName ?? 'Test League';
    return {
      homeTeam: home,
      awayTeam: away,
      headline: m.headline,
      competitionName,
      status: m.status ?? 'SCHEDULED',
      scheduledDate: new Date(now + (m.daysAhead ?? i + 1) * 86_400_000),
      searchText: `${m.headline} ${competitionName}`.toLowerCase(),
    };
  });
  const inserted = await db.insert(matches).values(rows).returning({ id: matches.id });
  return inserted.map((r) => r.id);
}

export type FormValue = string | { file: Buffer; name?: string; type?: string };

/** A multipart body built as a browser builds it (FormData), ready for inject(). */
export async function multipart(
  parts: Record<string, FormValue | undefined>,
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (value === undefined) continue;
    if (typeof value === 'string') form.append(name, value);
    else
      form.append(
        name,
        new Blob([new Uint8Array(value.file)], { type: value.type ?? 'image/png' }),
        value.name ?? `${name}.png`,
      );
  }
  const request = new Request('http://test.local', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

export const en = (text: string) => [
  { text, language: 'en' },
  { text: `${text} (ro)`, language: 'ro' },
];
export const description = (text: string) => [
  { description: text, language: 'en' },
  { description: `${text} (ro)`, language: 'ro' },
];
export const answers = (...list: string[]) => [
  { answers: list, language: 'en' },
  { answers: list.map((a) => `${a} (ro)`), language: 'ro' },
];

/** Every part of a valid create request; override any part (undefined leaves it out). */
export async function validCreateParts(
  matchIds: string[],
  overrides: Record<string, FormValue | undefined> = {},
): Promise<Record<string, FormValue | undefined>> {
  return {
    name: 'Autumn Cup',
    stake: '50 points',
    logo: { file: await testImage({ color: '#ff0000' }), name: 'logo.png' },
    cover: { file: await testImage({ color: '#00ff00', width: 64, height: 32 }), name: 'cover.png' },
    prizeTypesCounts: JSON.stringify({ daily: 1, weekly: 2, allTime: 3 }),
    qrCodeEligible: 'true',
    howItWorks: JSON.stringify(en('Guess the scores')),
    'photo-ball': { file: await testImage({ color: '#0000ff' }), name: 'ball.png' },
    'photo-shirt': {
      file: await testImage({ color: '#ffff00', format: 'jpeg' }),
      name: 'shirt.jpg',
      type: 'image/jpeg',
    },
    prizes: JSON.stringify([
      { name: 'Match ball', description: description('A signed ball'), photo: 'photo-ball' },
      { name: 'Shirt', description: description('A club shirt'), photo: 'photo-shirt' },
    ]),
    questions: JSON.stringify([
      { type: 0, questionText: en('Who wins the league?'), possibleAnswers: answers('Home', 'Away', 'Nobody') },
    ]),
    matches: JSON.stringify(matchIds),
    matchesToInsert: JSON.stringify(matchIds),
    matchesToRemove: JSON.stringify([]),
    ...overrides,
  };
}

/** Row counts of every table a save writes, to prove a refused request wrote nothing. */
export async function rowCounts(db: Database) {
  const n = async (
    table: typeof championships | typeof prizes | typeof questions | typeof championshipMatches | typeof media,
  ) => (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    championships: await n(championships),
    prizes: await n(prizes),
    questions: await n(questions),
    links: await n(championshipMatches),
    media: await n(media),
  };
}

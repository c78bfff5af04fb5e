import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for football-data.org v4, for `npm run feed:replay`, the tests, the
 * journeys and the benchmark: it answers GET /competitions/{code}/matches, /competitions/{code}/teams
 * and /matches?ids= from a season held in memory (the recorded files of ./recordings, written from
 * the provider's documentation, or one a test builds), keeps the free plan's budget headers, and
 * serves the crests. A test changes `season` between syncs and queues odd answers with `queue`.
 */

// The recorded answers are JSON as the provider documents it: read loosely, written back as is.
/* eslint-disable @typescript-eslint/no-explicit-any */
export type ReplayMatch = Record<string, any> & {
  id: number;
  utcDate: string;
  status: string;
  score: Record<string, any>;
};
type ReplayCompetition = {
  matches: Record<string, any> & { matches: ReplayMatch[] };
  teams: Record<string, any> & { teams: Record<string, any>[] };
};
export type ReplaySeason = Record<string, ReplayCompetition>;

/** An answer given instead of the season's, once: a status with headers, a body as it is, or a dropped connection. */
type OddAnswer =
  { status: number; headers?: Record<string, string>; body?: string } | { drop: true } | { delayMs: number };

type ReplayHit = { method: string; path: string; token: string | null };

const RECORDINGS = path.join(import.meta.dirname, '../recordings');
const RECORDED_CODES = ['PL', 'CL'];

/** The recorded season, its kick-offs moved by `shiftMs` (the CLI moves them to the days around now). */
export function recordedSeason(shiftMs = 0): ReplaySeason {
  const season: ReplaySeason = {};
  for (const code of RECORDED_CODES) {
    const matches = JSON.parse(
      readFileSync(path.join(RECORDINGS, `${code}.matches.json`), 'utf8'),
    ) as ReplayCompetition['matches'];
    for (const match of matches.matches)
      match.utcDate = new Date(Date.parse(match.utcDate) + shiftMs).toISOString().replace('.000Z', 'Z');
    season[code] = {
      matches,
      teams: JSON.parse(
        readFileSync(path.join(RECORDINGS, `${code}.teams.json`), 'utf8'),
      ) as ReplayCompetition['teams'],
    };
  }
  return season;
}

export type ReplayStory = {
  recordedAt: string;
  steps: {
    say: string;
    competition: string;
    match: number;
    set?: Record<string, any>;
    moveHours?: number;
    kickOffNow?: boolean;
  }[];
};
export const recordedStory = () => JSON.parse(readFileSync(path.join(RECORDINGS, 'story.json'), 'utf8')) as ReplayStory;

/** A crest as the provider serves many: a small SVG (the feed must rasterise it). */
function crestSvg(id: string): string {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const colour = `#${(hash & 0xffffff).toString(16).padStart(6, '0')}`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="${colour}" stroke="#111" stroke-width="3"/></svg>\n`;
}

/** `nextStep`: what POST /replay/next does (the CLI's story), answered as text. */
export async function startReplayServer(
  options: {
    season?: ReplaySeason;
    port?: number;
    host?: string;
    requestsPerMinute?: number;
    nextStep?: () => string;
  } = {},
) {
  const perMinute = options.requestsPerMinute ?? 10;
  let windowStart = Date.now();
  let used = 0;
  const hits: ReplayHit[] = [];
  /** The crests asked for (no token, no budget: kept apart from the API's hits). */
  const crestHits: string[] = [];
  const queue: OddAnswer[] = [];
  let base = '';

  /** The crests point at this server, as the provider's point at its crest host. */
  const withLocalCrests = (body: unknown) =>
    JSON.stringify(body).replaceAll('https://crests.football-data.org/', `${base}/crests/`);

  function answer(request: IncomingMessage, response: ServerResponse): void {
    const url = new URL(request.url ?? '/', 'http://replay');
    const crest = /^\/crests\/([\w-]+)\.svg$/.exec(url.pathname);
    if (crest) {
      crestHits.push(url.pathname);
      response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(crestSvg(crest[1] ?? ''));
      return;
    }
    if (options.nextStep && request.method === 'POST' && url.pathname === '/replay/next') {
      response.writeHead(200, { 'content-type': 'text/plain' }).end(`${options.nextStep()}\n`);
      return;
    }
    const token = request.headers['x-auth-token'];
    hits.push({
      method: request.method ?? 'GET',
      path: `${url.pathname}${url.search}`,
      token: typeof token === 'string' ? token : null,
    });
    if (Date.now() - windowStart >= 60_000) {
      windowStart = Date.now();
      used = 0;
    }
    used += 1;
    const budget = {
      'x-requests-available-minute': String(Math.max(0, perMinute - used)),
      'x-requestcounter-reset': String(Math.max(0, Math.ceil((windowStart + 60_000 - Date.now()) / 1000))),
    };
    const odd = queue.shift();
    if (odd && 'drop' in odd) {
      request.socket.destroy();
      return;
    }
    if (odd && 'status' in odd) {
      response
        .writeHead(odd.status, { 'content-type': 'application/json', ...budget, ...odd.headers })
        .end(odd.body ?? JSON.stringify({ message: 'replayed answer', errorCode: odd.status }));
      return;
    }
    const json = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json', ...budget }).end(withLocalCrests(body));
    const send = () => {
      if (!token) return json(400, { message: 'Your API token is missing.', errorCode: 400 });
      const competition = /^\/competitions\/([A-Z0-9]+)\/(matches|teams)$/.exec(url.pathname);
      if (competition) {
        const held = season[competition[1] ?? ''];
        if (!held) return json(404, { message: 'The resource you are looking for does not exist.', errorCode: 404 });
        return json(200, competition[2] === 'matches' ? held.matches : held.teams);
      }
      if (url.pathname === '/matches' && url.searchParams.has('ids')) {
        const ids = new Set((url.searchParams.get('ids') ?? '').split(',').map(Number));
        const found = Object.values(season)
          .flatMap((c) => c.matches.matches)
          .filter((m) => ids.has(m.id));
        return json(200, { filters: { ids: [...ids] }, resultSet: { count: found.length }, matches: found });
      }
      return json(404, { message: 'The resource you are looking for does not exist.', errorCode: 404 });
    };
    if (odd && 'delayMs' in odd) setTimeout(send, odd.delayMs);
    else send();
  }

  const season: ReplaySeason = options.season ?? recordedSeason();
  const server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://${options.host ?? '127.0.0.1'}:${port}`;
  return {
    url: base,
    season,
    hits,
    crestHits,
    /** Odd answers for the next requests to the API (crests are never odd), in order. */
    queue,
    /** One match of the season, to change it between syncs. */
    match(code: string, id: number): ReplayMatch {
      const found = season[code]?.matches.matches.find((m) => m.id === id);
      if (!found) throw new Error(`no match ${id} in ${code}`);
      return found;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type ReplayServer = Awaited<ReturnType<typeof startReplayServer>>;

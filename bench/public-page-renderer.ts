/**
 * What writing a fans' public page costs the server's thread (decision 076): /watch/{id} of 20 and of
 * 100 bars written by its React page (`renderPublicPage`, @app/public-pages, React's production
 * build) against the JSON text of the same props (JSON.stringify: what the API's answer of the
 * same bars costs to write), measured in the same run. Median of 9 rounds of 200 pages each, one
 * process; prints ms a page, the ratio and the page's size. `node bench/public-page-renderer.ts`.
 */
import type { PublicPageProps } from '@app/public-pages/routes';

// React's production build, as the server runs it (routes/public/public-pages.ts sets NODE_ENV from
// its config before React loads): the development build checks every element. Set before React loads.
process.env['NODE_ENV'] = 'production';
const { renderPublicPage } = await import('@app/public-pages/routes');

function props(bars: number): PublicPageProps<'match'> {
  return {
    lang: 'en',
    publicUrl: 'https://example.com',
    timeZone: 'Europe/Paris',
    query: { city: 'Paris', tz: 'Europe/Paris' },
    page: 0,
    pageSize: bars,
    total: bars * 3,
    game: null,
    match: {
      id: '3b0f3c9e-6a55-4d7e-9a64-2f3f0f6f1a10',
      homeTeam: 'Paris Saint-Germain',
      awayTeam: 'Olympique de Marseille',
      homeTeamEmblemUrl: '',
      awayTeamEmblemUrl: '',
      competitionName: 'Ligue 1',
      kickOff: new Date('2026-12-05T20:00:00Z'),
      status: 'TIMED',
      phase: 'future',
      barCount: bars * 3,
      homeGoals: null,
      awayGoals: null,
    },
    bars: Array.from({ length: bars }, (_, i) => ({
      slug: `bar-${i}`,
      name: `Le Bar <${i}> & Co`,
      logo: null,
      going: i % 3 === 0 ? 0 : i * 2,
      city: 'Paris',
      country: 'FR',
      screens: 1 + (i % 4),
      soundZones: 1,
      bigScreen: i % 2 === 0,
      outdoorScreen: i % 3 === 0,
      withSound: i % 2 === 1,
      latitude: 48.85 + i / 1000,
      longitude: 2.35,
      distanceKm: i / 3,
      timeZone: 'Europe/Paris',
    })),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
function msPerPage(write: () => string): number {
  const rounds: number[] = [];
  for (let round = 0; round < 9; round++) {
    const started = performance.now();
    for (let i = 0; i < 200; i++) write();
    rounds.push((performance.now() - started) / 200);
  }
  return median(rounds);
}

process.stdout.write(
  "The fans' /watch/{id} written by its React page against the JSON text of the same props (decision 076)\n",
);
process.stdout.write(
  `  ${'bars'.padEnd(6)}${'JSON ms'.padStart(10)}${'page ms'.padStart(10)}${'ratio'.padStart(8)}${'kB'.padStart(6)}\n`,
);
for (const bars of [20, 100]) {
  const page = props(bars);
  const json = msPerPage(() => JSON.stringify(page));
  const react = msPerPage(() => renderPublicPage('match', page));
  const size = renderPublicPage('match', page).length;
  process.stdout.write(
    `  ${String(bars).padEnd(6)}${json.toFixed(3).padStart(10)}${react.toFixed(3).padStart(10)}${(react / json).toFixed(1).padStart(8)}${(size / 1000).toFixed(1).padStart(6)}\n`,
  );
}

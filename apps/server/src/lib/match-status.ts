/**
 * Provider-style match status codes and the console's three filters (docs/product.md "Match status").
 * Pure constants, no imports: the schema's generated `phase` column is built from the same lists,
 * so SQL and TypeScript can never disagree.
 */
const MATCH_PHASES = ['future', 'live', 'past'] as const;
export type MatchPhase = (typeof MATCH_PHASES)[number];

/** Every status code a match may carry, by the filter it belongs to. */
export const STATUS_CODES_BY_PHASE = {
  // POSTP will still be played: it stays in "future" (the championship picker excludes it by code).
  future: ['SCHEDULED', 'TIMED', 'POSTP'],
  live: ['LIVE', 'HT'],
  // CANC will never be played: it is over as far as a bar is concerned.
  past: ['FT', 'AET', 'PEN', 'CANC'],
} as const satisfies Record<MatchPhase, readonly string[]>;

export type MatchStatusCode = (typeof STATUS_CODES_BY_PHASE)[MatchPhase][number];

export const MATCH_STATUS_CODES: readonly MatchStatusCode[] = [
  ...STATUS_CODES_BY_PHASE.future,
  ...STATUS_CODES_BY_PHASE.live,
  ...STATUS_CODES_BY_PHASE.past,
];

/** The filter a status code belongs to. Unknown codes count as future (not over, not live). */
export function phaseOf(status: string): MatchPhase {
  for (const phase of MATCH_PHASES) {
    if ((STATUS_CODES_BY_PHASE[phase] as readonly string[]).includes(status)) return phase;
  }
  return 'future';
}

export function statusCodesOf(phase: MatchPhase): readonly MatchStatusCode[] {
  return STATUS_CODES_BY_PHASE[phase];
}

/** A match that is over can no longer be switched on for broadcast or removed from a championship. */
export function isOver(status: string): boolean {
  return phaseOf(status) === 'past';
}

/** SQL text of the CASE expression behind matches.phase (codes are constants above, never user input). */
export function phaseCaseSql(column: string): string {
  const branch = (phase: MatchPhase) =>
    `WHEN ${column} IN (${STATUS_CODES_BY_PHASE[phase].map((c) => `'${c}'`).join(', ')}) THEN '${phase}'`;
  return `CASE ${branch('live')} ${branch('past')} ELSE 'future' END`;
}

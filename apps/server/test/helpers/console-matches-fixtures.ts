import { randomUUID } from 'node:crypto';
import { competitions, matches } from '../../src/db/schema/index.ts';
import type { Database } from '../../src/db/client.ts';
import type { TestApp } from './build-test-app.ts';
import { signUpConfirmed } from './signup-fixtures.ts';
import type { LoginRecord } from '@app/contract/auth';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

export type KnownMatch = { id: string; headline: string; status: string; scheduledDate: Date; trashed: boolean };

/**
 * A competition of our own with one match per status code (and one trashed), so filters, search and
 * counts can be checked exactly whatever the demo set holds.
 */
export async function insertKnownMatches(db: Database, now = new Date()) {
  const slug = `test-cup-${randomUUID().slice(0, 8)}`;
  const [competition] = await db
    .insert(competitions)
    .values({ name: 'Quiz Test Cup', slug, color: '#123456', country: 'Nowhere', active: true, position: 99 })
    .returning({ id: competitions.id, name: competitions.name });
  const [inactive] = await db
    .insert(competitions)
    .values({ name: 'Retired Test League', slug: `${slug}-retired`, active: false, position: 100 })
    .returning({ id: competitions.id });
  if (!competition || !inactive) throw new Error('competition insert failed');

  const spec: {
    home: string;
    away: string;
    status: string;
    at: number;
    trashed?: boolean;
    goals?: [number, number];
  }[] = [
    { home: 'Quokka United', away: 'Wombat Rovers', status: 'SCHEDULED', at: 3 * DAY },
    { home: 'Numbat Town', away: 'Quokka United', status: 'TIMED', at: 1 * DAY },
    { home: 'Wombat Rovers', away: 'Numbat Town', status: 'POSTP', at: 2 * DAY },
    { home: 'Quokka United', away: 'Numbat Town', status: 'LIVE', at: -0.5 * HOUR, goals: [1, 0] },
    { home: 'Bilby City', away: 'Wombat Rovers', status: 'HT', at: -0.8 * HOUR, goals: [0, 0] },
    { home: 'Wombat Rovers', away: 'Quokka United', status: 'FT', at: -2 * DAY, goals: [2, 1] },
    { home: 'Bilby City', away: 'Numbat Town', status: 'AET', at: -3 * DAY, goals: [3, 2] },
    { home: 'Numbat Town', away: 'Bilby City', status: 'PEN', at: -4 * DAY, goals: [1, 1] },
    { home: 'Quokka United', away: 'Bilby City', status: 'CANC', at: -5 * DAY },
    { home: 'Quokka United', away: 'Dingo Athletic', status: 'SCHEDULED', at: 4 * DAY, trashed: true },
    { home: '100% Pure_FC', away: 'Bilby City', status: 'SCHEDULED', at: 5 * DAY },
  ];
  const rows = spec.map((m) => {
    const headline = `${m.home} - ${m.away}`;
    const live = m.status === 'LIVE' || m.status === 'HT';
    return {
      homeTeam: m.home,
      awayTeam: m.away,
      headline,
      homeTeamEmblemUrl: '/api/media/home',
      awayTeamEmblemUrl: '/api/media/away',
      competitionId: competition.id,
      competitionName: competition.name,
      status: m.status,
      scheduledDate: new Date(now.getTime() + m.at),
      searchText: `${headline} ${competition.name}`.toLowerCase(),
      trashedAt: m.trashed ? now : null,
      fullTimeHomeGoals: !live && m.goals ? m.goals[0] : null,
      fullTimeAwayGoals: !live && m.goals ? m.goals[1] : null,
      liveHomeGoals: live && m.goals ? m.goals[0] : null,
      liveAwayGoals: live && m.goals ? m.goals[1] : null,
    };
  });
  const inserted = await db.insert(matches).values(rows).returning({
    id: matches.id,
    headline: matches.headline,
    status: matches.status,
    scheduledDate: matches.scheduledDate,
    trashedAt: matches.trashedAt,
  });
  const known: KnownMatch[] = inserted.map((r) => ({
    id: r.id,
    headline: r.headline,
    status: r.status,
    scheduledDate: r.scheduledDate,
    trashed: r.trashedAt !== null,
  }));
  const byStatus = (status: string) => {
    const found = known.find((k) => k.status === status && !k.trashed);
    if (!found) throw new Error(`no known ${status} match`);
    return found;
  };
  return {
    competitionId: competition.id,
    inactiveCompetitionId: inactive.id,
    known,
    byStatus,
    trashed: known.find((k) => k.trashed)!,
  };
}

/** A brand-new owner through the public sign-up (an empty Pending bar comes with it). */
export async function signUpOwner(t: TestApp, email: string): Promise<LoginRecord> {
  return signUpConfirmed(t, '/api/authentication/signup', {
    email,
    password: 'Second-Passw0rd',
    username: 'Second Owner',
  });
}

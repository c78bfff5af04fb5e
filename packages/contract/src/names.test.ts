import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { barFormSchema } from './bar-details.ts';
import { createCompetitionBodySchema, createTeamBodySchema } from './match-parties.ts';
import { matchInputSchema } from './matches-admin.ts';
import { awardWinnerBodySchema } from './winners.ts';
import { inviteUserBodySchema } from './users.ts';
import { signupBodySchema } from './auth.ts';
import { NAME_CONTROL_CHARACTERS } from './common.ts';

const messagesAt = (schema: z.ZodType, value: unknown, field: string) =>
  (schema.safeParse(value).error?.issues ?? [])
    .filter((issue) => issue.path.join('.') === field)
    .map((issue) => issue.message);

/** Decision 049: names (bars, teams, competitions, people) refuse control characters, a line break above all. */
describe('names refuse control characters', () => {
  const bar = {
    name: 'Bar',
    email: 'a@b.ro',
    telephoneNumber: '1',
    website: 'https://b.ro',
    facebookUrl: 'https://facebook.com/b',
    address: { country: 'RO', state: 'CJ', city: 'Cluj', street: 'S', number: '1', postalCode: '4' },
    barProgram: { monday: 'x', tuesday: 'x', wednesday: 'x', thursday: 'x', friday: 'x', saturday: 'x', sunday: 'x' },
  };
  const match = { homeTeam: 'Home', awayTeam: 'Away', country: 'RO', dates: [], competition: 'Cup' };
  const winner = {
    challengeId: '7d4f8d1e-8f39-4a57-9c61-3f1c2b7d9e10',
    prizeId: '7d4f8d1e-8f39-4a57-9c61-3f1c2b7d9e10',
    period: 'allTime',
    position: 1,
    name: 'Ann',
    email: 'a@b.ro',
  };
  const cases: Array<[string, z.ZodType, Record<string, unknown>, string]> = [
    ['a bar', barFormSchema, bar, 'name'],
    ['a new team', createTeamBodySchema, { name: 'T', country: '' }, 'name'],
    ['a new competition', createCompetitionBodySchema, { name: 'C', country: '' }, 'name'],
    ["a match's home team", matchInputSchema, match, 'homeTeam'],
    ["a match's away team", matchInputSchema, match, 'awayTeam'],
    ["a match's competition", matchInputSchema, match, 'competition'],
    ['a winner', awardWinnerBodySchema, winner, 'name'],
    ['an invited person', inviteUserBodySchema, { email: 'a@b.ro', nickname: 'N', role: 'staff' }, 'nickname'],
    ['a new owner', signupBodySchema, { email: 'a@b.ro', password: 'Abcdefg1', username: 'U' }, 'username'],
  ];
  it.each(cases)('%s', (_what, schema, valid, field) => {
    expect(messagesAt(schema, valid, field)).toEqual([]);
    for (const bad of ['Line\nbreak', 'Carriage\rreturn', 'Nul\u0000', 'Tab\there', 'Next\u0085line']) {
      expect(messagesAt(schema, { ...valid, [field]: bad }, field)).toEqual([NAME_CONTROL_CHARACTERS]);
    }
    // Letters of every script stay welcome.
    expect(messagesAt(schema, { ...valid, [field]: 'Café – 北京 · مقهى' }, field)).toEqual([]);
  });
});

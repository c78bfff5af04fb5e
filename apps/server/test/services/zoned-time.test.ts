import { describe, expect, it } from 'vitest';
import { addDays, mondayOf, zonedParts, zonedToInstant } from '../../src/services/planner/zoned-time.ts';

describe('wall-clock time in a bar\'s time zone', () => {
  it('reads an instant\'s day, minutes and weekday in the zone', () => {
    // 22:30 UTC on Sunday 29 March 2026 is already Monday 01:30 in Bucharest (summer time, UTC+3).
    expect(zonedParts(new Date('2026-03-29T22:30:00Z'), 'Europe/Bucharest')).toEqual({ date: '2026-03-30', minutes: 90, weekday: 0, offsetMinutes: 180 });
    expect(zonedParts(new Date('2026-01-15T12:00:00Z'), 'America/New_York')).toMatchObject({ date: '2026-01-15', minutes: 7 * 60, weekday: 3, offsetMinutes: -300 });
  });

  it('finds the instant of a wall-clock time on both sides of a clock change', () => {
    // Europe/London moves to summer time at 01:00 UTC on 29 March 2026.
    expect(zonedToInstant('2026-03-28', 0, 'Europe/London').toISOString()).toBe('2026-03-28T00:00:00.000Z');
    expect(zonedToInstant('2026-03-30', 0, 'Europe/London').toISOString()).toBe('2026-03-29T23:00:00.000Z');
    expect(zonedToInstant('2026-10-26', 20 * 60, 'Europe/Bucharest').toISOString()).toBe('2026-10-26T18:00:00.000Z');
  });

  it('does calendar arithmetic on dates', () => {
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
  });
});

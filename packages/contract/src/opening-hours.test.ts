import { describe, expect, it } from 'vitest';
import { EMPTY_OPENING_HOURS, openingHoursSchema, type OpeningHours } from './bar-profile.ts';
import {
  barProgramFromHours,
  isOpenAt,
  openIntervalsOn,
  openLongerFor,
  parseDayProgram,
  proposeInterval,
} from './opening-hours.ts';

const hours: OpeningHours = {
  ...EMPTY_OPENING_HOURS,
  weekly: {
    ...EMPTY_OPENING_HOURS.weekly,
    friday: [
      { opens: '12:00', closes: '15:00' },
      { opens: '18:00', closes: '02:00' },
    ],
  },
  special: [{ date: '2026-12-25', intervals: [] }],
};
const zone = 'Europe/Bucharest';

describe('opening hours', () => {
  it("opens Friday evening and stays open past midnight into Saturday, in the bar's zone", () => {
    // Friday 27 November 2026, 20:00 in Bucharest is 18:00 UTC; Saturday 01:30 local is Friday 23:30 UTC.
    expect(isOpenAt(hours, zone, new Date('2026-11-27T18:00:00Z'))).toBe(true);
    expect(isOpenAt(hours, zone, new Date('2026-11-27T23:30:00Z'))).toBe(true);
    expect(isOpenAt(hours, zone, new Date('2026-11-28T00:30:00Z'))).toBe(false);
    expect(isOpenAt(hours, zone, new Date('2026-11-27T14:00:00Z'))).toBe(false);
    expect(openIntervalsOn(hours, zone, '2026-11-27').map((s) => s.end.toISOString())).toEqual([
      '2026-11-27T13:00:00.000Z',
      '2026-11-28T00:00:00.000Z',
    ]);
  });

  it('a special date and the temporarily closed switch close the bar', () => {
    expect(openIntervalsOn(hours, zone, '2026-12-25')).toEqual([]);
    expect(isOpenAt({ ...hours, temporarilyClosed: true }, zone, new Date('2026-11-27T18:00:00Z'))).toBe(false);
  });

  it("writes docs/product.md's strings and reads them back", () => {
    expect(barProgramFromHours(hours.weekly).friday).toBe('12:00 - 15:00, 18:00 - 02:00');
    expect(barProgramFromHours(hours.weekly).monday).toBe('Closed');
    expect(parseDayProgram('16:00 - 00:00')).toEqual([{ opens: '16:00', closes: '00:00' }]);
    expect(parseDayProgram('whenever')).toBeNull();
  });

  it('refuses overlapping intervals, bad times and hours running into the next day', () => {
    const overlap = openingHoursSchema.safeParse({
      ...hours,
      weekly: {
        ...hours.weekly,
        monday: [
          { opens: '10:00', closes: '14:00' },
          { opens: '13:00', closes: '16:00' },
        ],
      },
    });
    expect(overlap.error?.issues[0]?.message).toBe('Opening intervals of one day must not overlap');
    const bad = openingHoursSchema.safeParse({
      ...hours,
      weekly: { ...hours.weekly, monday: [{ opens: '25:00', closes: '14:00' }] },
    });
    expect(bad.error?.issues[0]?.message).toBe('Times are written HH:MM, from 00:00 to 23:59');
    const spill = openingHoursSchema.safeParse({
      ...hours,
      weekly: { ...hours.weekly, saturday: [{ opens: '01:00', closes: '05:00' }] },
    });
    expect(spill.error?.issues[0]?.message).toBe("The hours after midnight run into the next day's hours");
  });

  it('open longer that day covers the match from half an hour before kick-off', () => {
    // Monday 30 November 2026, kick-off 21:00 local (19:00 UTC); Monday is closed.
    expect(openLongerFor(hours, zone, new Date('2026-11-30T19:00:00Z'))).toEqual({
      date: '2026-11-30',
      intervals: [{ opens: '20:30', closes: '23:00' }],
    });
  });
});

describe("'Add hours' proposes an interval that can be saved", () => {
  const saves = (day: { opens: string; closes: string }[]) =>
    openingHoursSchema.safeParse({ ...EMPTY_OPENING_HOURS, weekly: { ...EMPTY_OPENING_HOURS.weekly, saturday: day } })
      .success;

  it('the usual evening on a closed day', () => {
    expect(proposeInterval([])).toEqual({ opens: '18:00', closes: '23:00' });
  });

  it('beside 16:00–00:00: three hours ending an hour before it opens, not the evening it already covers', () => {
    const day = [{ opens: '16:00', closes: '00:00' }];
    const proposed = proposeInterval(day);
    expect(proposed).toEqual({ opens: '12:00', closes: '15:00' });
    expect(saves([...day, proposed!])).toBe(true);
  });

  it("after last night's hours past midnight, never before they end", () => {
    expect(proposeInterval([{ opens: '09:00', closes: '00:00' }], [{ opens: '20:00', closes: '05:00' }])).toEqual({
      opens: '05:30',
      closes: '08:30',
    });
  });

  it('late rather than at dawn: after hours that close at 20:00', () => {
    const day = [{ opens: '08:00', closes: '20:00' }];
    const proposed = proposeInterval(day);
    expect(proposed).toEqual({ opens: '20:30', closes: '23:30' });
    expect(saves([...day, proposed!])).toBe(true);
  });

  it('none when the day has no free half hour', () => {
    expect(
      proposeInterval([
        { opens: '00:00', closes: '12:00' },
        { opens: '12:10', closes: '00:00' },
      ]),
    ).toBeNull();
    expect(proposeInterval([{ opens: '05:00', closes: '00:00' }], [{ opens: '20:00', closes: '05:00' }])).toBeNull();
  });
});

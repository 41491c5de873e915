import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CalendarDay } from '../../../src/contracts/booking-types.ts';
import { isoDayOfWeek, nightsBetween } from '../../../src/domain/booking/dates.ts';
import { longDate, monthLabel, shortDate, weekdays } from './format.ts';
import {
  choose,
  clampFirstMonth,
  dayBlock,
  endBlock,
  firstMonthFor,
  focusBounds,
  initialSelection,
  lastDayFrom,
  latestEnd,
  minStayOf,
  monthsBetween,
  monthWeeks,
  moveFocus,
  openingDay,
  type RangeRules,
  type Selection,
  spansFor,
  startBlock,
} from './range-rules.ts';

const TODAY = '2026-06-10';

function day(date: string, patch: Partial<CalendarDay> = {}): CalendarDay {
  return {
    date,
    lowestPrice: 89,
    available: true,
    closed: false,
    closedToArrival: false,
    closedToDeparture: false,
    minLOS: 1,
    ...patch,
  };
}

/** Rules with every day open, then the given days patched. */
function rules(patches: Record<string, Partial<CalendarDay>> = {}, maxRange = 7): RangeRules {
  const days = new Map<string, CalendarDay>();
  for (const [date, patch] of Object.entries(patches)) days.set(date, day(date, patch));
  return { today: TODAY, lastDay: lastDayFrom(TODAY), maxRange, days };
}

describe('monthWeeks (Monday first)', () => {
  const flat = (month: string) => monthWeeks(month).flat();
  const dates = (month: string) => flat(month).filter((d): d is string => d !== null);

  it.each([
    // month, days, leading blanks (ISO weekday of the 1st − 1), weeks
    ['2026-03-01', 31, 6, 6], // 1 March 2026 is a Sunday; DST starts in Europe on Sunday 29 March
    ['2026-10-01', 31, 3, 5], // 1 October 2026 is a Thursday; DST ends on Sunday 25 October
    ['2028-02-01', 29, 1, 5], // leap February, 1st a Tuesday
    ['2027-02-01', 28, 0, 4], // 28 days starting on a Monday: exactly four weeks
    ['2100-02-01', 28, 0, 4], // century, not a leap year
    ['2026-06-01', 30, 0, 5],
  ])('%s: %i days, %i leading blanks, %i weeks', (month, length, lead, weeks) => {
    const grid = monthWeeks(month);
    expect(grid).toHaveLength(weeks);
    for (const week of grid) expect(week).toHaveLength(7);
    expect(flat(month).findIndex((d) => d !== null)).toBe(lead);
    const list = dates(month);
    expect(list).toHaveLength(length);
    expect(new Set(list).size).toBe(length); // no duplicated day
    expect(list[0]).toBe(month);
    expect(list.at(-1)).toBe(`${month.slice(0, 8)}${String(length).padStart(2, '0')}`);
    // consecutive days, each in the column of its weekday
    for (let i = 1; i < list.length; i++) expect(nightsBetween(list[i - 1] ?? '', list[i] ?? '')).toBe(1);
    for (const week of grid) {
      week.forEach((date, col) => {
        if (date !== null) expect(isoDayOfWeek(date)).toBe(col + 1);
      });
    }
  });

  it('holds the DST Sundays once each, in the Sunday column', () => {
    for (const [month, sunday] of [
      ['2026-03-01', '2026-03-29'],
      ['2026-10-01', '2026-10-25'],
    ] as const) {
      const week = monthWeeks(month).find((w) => w.includes(sunday));
      expect(week?.[6]).toBe(sunday);
      expect(week?.[5]).toBe(`${sunday.slice(0, 8)}${Number(sunday.slice(8)) - 1}`);
      expect(dates(month).filter((d) => d === sunday)).toHaveLength(1);
    }
  });

  describe('in a browser time zone with DST or west of UTC', () => {
    const original = process.env.TZ;
    afterEach(() => {
      process.env.TZ = original;
    });
    it.each(['Europe/Rome', 'America/Sao_Paulo', 'Pacific/Kiritimati', 'America/Los_Angeles'])(
      '%s',
      (zone) => {
        process.env.TZ = zone;
        expect(dates('2026-03-01')).toHaveLength(31);
        expect(dates('2026-10-01')).toHaveLength(31);
        expect(longDate('2026-03-29', 'en')).toBe('Sunday, 29 March 2026');
        expect(longDate('2026-10-25', 'it')).toBe('domenica 25 ottobre 2026');
        expect(shortDate('2028-02-29', 'en')).toBe('Tue 29 Feb');
        expect(monthLabel('2026-10-01', 'it')).toBe('Ottobre 2026');
      },
    );
  });

  it('names weekdays Monday first', () => {
    expect(weekdays('en').map((d) => d.long)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(weekdays('it')[0]).toEqual({ short: 'lun', long: 'lunedì' });
  });
});

describe('startBlock: which days can be a check-in', () => {
  const r = rules({
    '2026-06-12': { closedToArrival: true },
    '2026-06-13': { closed: true },
    '2026-06-14': { available: false },
    '2026-06-15': { closedToDeparture: true, minLOS: 3 },
  });
  it.each([
    ['2026-06-09', 'past'],
    ['2026-06-10', null], // today
    ['2026-06-11', null], // unknown days are open
    ['2026-06-12', 'cta'], // closed to arrival: refused as a start
    ['2026-06-13', 'closed'],
    ['2026-06-14', 'soldOut'],
    ['2026-06-15', null], // closed to departure is fine for an arrival
    [lastDayFrom(TODAY), 'far'], // no night left before the horizon
  ])('%s → %s', (date, block) => {
    expect(startBlock(date, r)).toBe(block);
  });
});

describe('endBlock: which days can be a check-out', () => {
  const r = rules(
    {
      '2026-06-12': { minLOS: 3 },
      '2026-06-16': { closedToDeparture: true },
      '2026-06-18': { closed: true },
      '2026-06-20': { closedToArrival: true },
    },
    7,
  );
  it.each([
    // start, end, block
    ['2026-06-12', '2026-06-12', 'past'], // end ≥ start + 1
    ['2026-06-12', '2026-06-13', 'minStay'], // minLOS 3 of the start
    ['2026-06-12', '2026-06-14', 'minStay'],
    ['2026-06-12', '2026-06-15', null], // exactly 3 nights
    ['2026-06-12', '2026-06-16', 'ctd'], // closed to departure: refused as an end
    ['2026-06-12', '2026-06-17', null],
    ['2026-06-12', '2026-06-18', null], // leaving on the closed day is fine: its night is not in the stay
    ['2026-06-12', '2026-06-19', 'blocked'], // the night of the 18th is closed
    ['2026-06-19', '2026-06-20', null], // closed to arrival is fine for a departure
    ['2026-06-19', '2026-06-26', null], // 7 nights = maxRange
    ['2026-06-19', '2026-06-27', 'maxStay'], // 8 nights
    ['2026-06-13', '2026-06-14', null], // minLOS unknown → 1
  ])('%s → %s: %s', (start, end, block) => {
    expect(endBlock(start, end, r)).toBe(block);
  });

  it('stops at a sold-out night as well as a closed one', () => {
    const soldOut = rules({ '2026-06-14': { available: false } });
    expect(latestEnd('2026-06-12', soldOut)).toBe('2026-06-14');
    expect(endBlock('2026-06-12', '2026-06-14', soldOut)).toBeNull();
    expect(endBlock('2026-06-12', '2026-06-15', soldOut)).toBe('blocked');
  });

  it('never reaches past the horizon', () => {
    const r2 = rules({}, 30);
    const last = r2.lastDay;
    const start = `${last.slice(0, 8)}${String(Number(last.slice(8)) - 2).padStart(2, '0')}`;
    expect(endBlock(start, last, r2)).toBeNull();
    expect(latestEnd(start, r2)).toBe(last);
  });

  it('reads the minimum stay of the check-in day', () => {
    expect(minStayOf('2026-06-12', r)).toBe(3);
    expect(minStayOf('2026-06-13', r)).toBe(1);
  });
});

describe('choose: the selection transitions', () => {
  const r = rules({
    '2026-06-12': { closedToArrival: true },
    '2026-06-15': { minLOS: 2 },
    '2026-06-17': { closedToDeparture: true },
    '2026-06-20': { closed: true },
  });
  const empty: Selection = { start: null, end: null, view: 'start' };

  it('refuses a closed-to-arrival day as the start', () => {
    expect(choose(empty, '2026-06-12', r)).toBeNull();
  });

  it('picks a start, then switches to the end view', () => {
    expect(choose(empty, '2026-06-15', r)).toEqual({ start: '2026-06-15', end: null, view: 'end' });
  });

  it('enforces the minimum stay and closed-to-departure for the end', () => {
    const started = { start: '2026-06-15', end: null, view: 'end' } as const;
    expect(choose(started, '2026-06-16', r)).toBeNull(); // 1 night < minLOS 2
    expect(choose(started, '2026-06-17', r)).toBeNull(); // CTD
    expect(choose(started, '2026-06-18', r)).toEqual({ start: '2026-06-15', end: '2026-06-18', view: 'end' });
    expect(choose(started, '2026-06-21', r)).toBeNull(); // the night of the 20th is closed
  });

  it('moves the start when an earlier day is chosen in the end view', () => {
    const started = { start: '2026-06-15', end: null, view: 'end' } as const;
    expect(choose(started, '2026-06-13', r)).toEqual({ start: '2026-06-13', end: null, view: 'end' });
    expect(choose(started, '2026-06-12', r)).toBeNull(); // CTA is still refused
  });

  it('keeps the end when a new start still allows it', () => {
    const full: Selection = { start: '2026-06-14', end: '2026-06-18', view: 'start' };
    expect(choose(full, '2026-06-15', r)).toEqual({ start: '2026-06-15', end: '2026-06-18', view: 'end' });
    expect(choose(full, '2026-06-19', r)).toEqual({ start: '2026-06-19', end: null, view: 'end' });
  });

  it('says why a day is disabled in each view', () => {
    const started: Selection = { start: '2026-06-15', end: null, view: 'end' };
    expect(dayBlock('2026-06-16', started, r)).toBe('minStay');
    expect(dayBlock('2026-06-15', started, r)).toBeNull(); // the start itself
    expect(dayBlock('2026-06-12', started, r)).toBe('cta'); // earlier days follow the start rules
    expect(dayBlock('2026-06-16', { ...started, view: 'start' }, r)).toBeNull();
  });

  it('starts from the query when its dates are still valid', () => {
    expect(initialSelection('2026-06-15', '2026-06-18', r)).toEqual({
      start: '2026-06-15',
      end: '2026-06-18',
      view: 'start',
    });
    expect(initialSelection('2026-06-15', '2026-06-16', r)).toEqual({
      start: '2026-06-15',
      end: null,
      view: 'end',
    });
    expect(initialSelection('2026-06-01', '2026-06-04', r)).toEqual({
      start: null,
      end: null,
      view: 'start',
    });
    expect(initialSelection(null, null, r)).toEqual({ start: null, end: null, view: 'start' });
  });
});

describe('moveFocus (APG date picker keys, weeks from Monday)', () => {
  const bounds = focusBounds({ today: TODAY, lastDay: lastDayFrom(TODAY) });
  it.each([
    // from, key, shift, to
    ['2026-06-30', 'ArrowRight', false, '2026-07-01'], // across a month
    ['2026-12-31', 'ArrowRight', false, '2027-01-01'], // across a year
    ['2027-01-01', 'ArrowLeft', false, '2026-12-31'],
    ['2026-06-28', 'ArrowDown', false, '2026-07-05'],
    ['2027-01-03', 'ArrowUp', false, '2026-12-27'],
    ['2026-10-21', 'ArrowDown', false, '2026-10-28'], // across the DST change (25 October)
    ['2027-03-25', 'ArrowDown', false, '2027-04-01'], // and the March one (28 March 2027)
    ['2026-06-17', 'Home', false, '2026-06-15'], // Wednesday → Monday
    ['2026-06-17', 'End', false, '2026-06-21'], // Wednesday → Sunday
    ['2026-06-15', 'Home', false, '2026-06-15'], // already Monday
    ['2026-06-21', 'End', false, '2026-06-21'], // already Sunday
    ['2026-06-21', 'Home', false, '2026-06-15'], // Sunday → its week's Monday (not the next)
    ['2026-07-01', 'Home', false, '2026-06-29'], // a week across two months
    ['2026-06-30', 'End', false, '2026-07-05'],
    ['2027-01-31', 'PageDown', false, '2027-02-28'], // clamped to the month's length
    ['2028-01-31', 'PageDown', false, '2028-02-29'], // leap year
    ['2026-07-31', 'PageUp', false, '2026-06-30'],
    ['2027-02-28', 'PageUp', true, '2026-06-01'], // a year back is before today's month: clamped
    ['2027-06-15', 'PageUp', true, '2026-06-15'],
    ['2027-02-28', 'PageDown', true, '2028-02-28'],
    ['2028-02-29', 'PageDown', true, lastDayFrom(TODAY)], // past the horizon: clamped
    ['2026-06-10', 'Enter', false, null],
  ])('%s %s%s → %s', (from, key, shift, to) => {
    expect(moveFocus(from, key, shift as boolean, bounds)).toBe(to);
  });

  it('PageUp / PageDown keep the day of the month a run of page moves started from (APG)', () => {
    // The component passes the run's first day; each move starts from the clamped day.
    let at = '2027-01-31';
    const run: string[] = [];
    for (const key of ['PageDown', 'PageDown', 'PageDown', 'PageUp', 'PageUp']) {
      at = moveFocus(at, key, false, bounds, 31) ?? at;
      run.push(at);
    }
    expect(run).toEqual(['2027-02-28', '2027-03-31', '2027-04-30', '2027-03-31', '2027-02-28']);
    expect(moveFocus('2027-02-28', 'PageDown', true, bounds, 29)).toBe('2028-02-29'); // a year on, leap
    expect(moveFocus('2027-02-28', 'PageDown', false, bounds, 30)).toBe('2027-03-30');
    // Without a run the day is the focused one's.
    expect(moveFocus('2027-02-28', 'PageDown', false, bounds)).toBe('2027-03-28');
  });

  it('keeps the focused day visible with as little scrolling as possible', () => {
    expect(firstMonthFor('2026-06-01', 2, '2026-07-31', bounds)).toBe('2026-06-01');
    expect(firstMonthFor('2026-06-01', 2, '2026-08-01', bounds)).toBe('2026-07-01');
    expect(firstMonthFor('2026-08-01', 2, '2026-07-15', bounds)).toBe('2026-07-01');
    expect(firstMonthFor('2026-06-01', 1, '2027-06-15', bounds)).toBe('2027-06-01');
    expect(firstMonthFor('2026-06-01', 2, '2027-01-01', bounds)).toBe('2026-12-01'); // across a year
  });

  it('clamps the view to the booking horizon', () => {
    const last = lastDayFrom(TODAY); // 2028-06-10
    expect(clampFirstMonth('2026-01-01', 2, bounds)).toBe('2026-06-01');
    expect(clampFirstMonth('2028-06-01', 2, bounds)).toBe('2028-05-01');
    expect(clampFirstMonth('2028-06-01', 1, bounds)).toBe('2028-06-01');
    expect(last).toBe('2028-06-10');
    expect(monthsBetween('2026-11-30', '2027-01-01')).toBe(2);
  });
});

describe('spansFor: what to load', () => {
  const base = { today: TODAY, lastDay: lastDayFrom(TODAY), maxRange: 30 };
  let spans: ReturnType<typeof spansFor>;
  beforeEach(() => {
    spans = spansFor(['2026-06-01', '2026-07-01'], base, null);
  });

  it('loads the visible quarters and the next month, from today', () => {
    expect(spans).toEqual([
      { key: '2026-04-01', from: '2026-06-10', to: '2026-06-30' },
      { key: '2026-07-01', from: '2026-07-01', to: '2026-09-30' },
    ]);
  });

  it('adds the nights a stay from the start may cover', () => {
    expect(spansFor(['2026-09-01'], base, '2026-09-20').map((s) => s.key)).toEqual([
      '2026-07-01',
      '2026-10-01',
    ]);
  });

  it('stays within 400 days a call and the horizon', () => {
    const last = spansFor(['2028-05-01', '2028-06-01'], base, null);
    expect(last).toEqual([{ key: '2028-04-01', from: '2028-04-01', to: '2028-06-10' }]);
    for (const span of [...spans, ...last]) expect(nightsBetween(span.from, span.to)).toBeLessThan(400);
  });
});

describe('openingDay (CONSIST: a phone opened on a month with two days left)', () => {
  it('opens a one-month picker on next month when today’s month has less than a week left', () => {
    expect(openingDay('2026-11-29', 1, '2027-11-29')).toBe('2026-12-01');
    expect(openingDay('2026-11-25', 1, '2027-11-25')).toBe('2026-12-01');
    expect(openingDay('2027-02-23', 1, '2028-02-23')).toBe('2027-03-01');
  });

  it('opens on today with a week or more left, or with two months shown', () => {
    expect(openingDay('2026-11-24', 1, '2027-11-24')).toBe('2026-11-24');
    expect(openingDay('2026-11-29', 2, '2027-11-29')).toBe('2026-11-29');
  });

  it('never opens past the horizon', () => {
    expect(openingDay('2026-11-29', 1, '2026-11-30')).toBe('2026-11-29');
  });
});

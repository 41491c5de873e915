import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  compareDates,
  eachNight,
  fromEpochDay,
  isoDayOfWeek,
  localTimeIn,
  nightsBetween,
  parseCompactDate,
  parseDate,
  parseIsoDate,
  startOfDayIn,
  timeOfDayIn,
  toCompactDate,
  todayBySpan,
  todayIn,
  toEpochDay,
  utcOffsetSpanAt,
} from './dates.ts';

const iso = (text: string) => Date.parse(text);
/** Epoch days of 1900-01-01 … 2199-12-31. */
const epochDay = fc.integer({ min: -25_567, max: 83_237 });
const dateArb = epochDay.map(fromEpochDay);

describe('parseIsoDate', () => {
  it.each([
    ['2028-02-29', '2028-02-29'], // leap day
    ['2027-02-29', null], // not a leap year
    ['2100-02-29', null], // century, not a leap year
    ['2000-02-29', '2000-02-29'], // 400-year leap year
    ['2028-12-31', '2028-12-31'],
    ['2028-13-01', null],
    ['2028-00-10', null],
    ['2028-04-31', null],
    ['2028-1-01', null],
    [' 2028-01-01', null],
    ['2028-01-01T00:00', null],
    ['20280101', null], // compact is parseCompactDate's
    ['0999-01-01', null],
    ['', null],
  ])('%j → %j', (text, expected) => {
    expect(parseIsoDate(text)).toBe(expected);
  });
});

describe('parseCompactDate and parseDate', () => {
  it.each([
    ['20280229', '2028-02-29'],
    ['20270229', null],
    ['2028022', null],
    ['202802290', null],
    ['2028-02-29', null],
  ])('parseCompactDate(%j) = %j', (text, expected) => {
    expect(parseCompactDate(text)).toBe(expected);
  });

  it.each([
    ['20271230', '2027-12-30'],
    ['2027-12-30', '2027-12-30'],
    ['30/12/2027', null],
  ])('parseDate(%j) = %j', (text, expected) => {
    expect(parseDate(text)).toBe(expected);
  });

  it('round-trips through the compact form', () => {
    fc.assert(fc.property(dateArb, (date) => parseCompactDate(toCompactDate(date)) === date));
  });
});

describe('day arithmetic', () => {
  it.each([
    ['2027-12-30', 3, '2028-01-02'], // year boundary
    ['2028-02-28', 1, '2028-02-29'], // leap day
    ['2028-02-29', 1, '2028-03-01'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2028-03-25', 2, '2028-03-27'], // across the Rome spring DST change (26 March 2028)
    ['2028-10-28', 2, '2028-10-30'], // across the Rome autumn DST change (29 October 2028)
    ['2028-01-02', -3, '2027-12-30'],
  ])('addDays(%s, %i) = %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it.each([
    ['2028-03-31', -1, '2028-02-29'],
    ['2027-03-31', -1, '2027-02-28'],
    ['2028-01-15', -1, '2027-12-15'],
    ['2028-11-30', 3, '2029-02-28'],
    ['2028-05-10', 0, '2028-05-10'],
  ])('addMonths(%s, %i) = %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });

  it.each([
    ['2027-12-30', '2028-01-02', 3, ['2027-12-30', '2027-12-31', '2028-01-01']], // year boundary
    ['2028-02-28', '2028-03-01', 2, ['2028-02-28', '2028-02-29']], // leap day
    ['2028-03-25', '2028-03-28', 3, ['2028-03-25', '2028-03-26', '2028-03-27']], // Rome spring DST
    ['2028-10-28', '2028-10-31', 3, ['2028-10-28', '2028-10-29', '2028-10-30']], // Rome autumn DST
    ['2028-01-02', '2028-01-02', 0, []],
    ['2028-01-03', '2028-01-02', -1, []],
  ])('eachNight(%s, %s): %i nights', (checkin, checkout, count, nights) => {
    expect(nightsBetween(checkin, checkout)).toBe(count);
    expect(eachNight(checkin, checkout)).toEqual(nights);
  });

  it.each([
    ['2028-02-29', 2], // Tuesday
    ['2028-03-26', 7], // Sunday
    ['2027-12-30', 4], // Thursday
    ['2028-01-01', 6], // Saturday
    ['1970-01-01', 4],
    ['1969-12-29', 1], // before the epoch
  ])('isoDayOfWeek(%s) = %i', (date, dow) => {
    expect(isoDayOfWeek(date)).toBe(dow);
  });

  it('compares', () => {
    expect(compareDates('2027-12-31', '2028-01-01')).toBe(-1);
    expect(compareDates('2028-01-01', '2028-01-01')).toBe(0);
    expect(compareDates('2028-01-02', '2028-01-01')).toBe(1);
  });

  it.each([
    '2028-1-1',
    '2028-01-1',
    '2028/01/01',
    '20280101',
    ' 2028-01-01',
    '2028-01-01 ',
    '2028-01-0a',
    '2028-0x-01',
    '+028-01-01',
    '',
  ])('refuses the malformed date %j in arithmetic', (text) => {
    expect(() => toEpochDay(text)).toThrow(RangeError);
  });

  it('properties: addDays and nightsBetween are inverse; eachNight has nightsBetween nights', () => {
    fc.assert(
      fc.property(dateArb, fc.integer({ min: -400, max: 400 }), (date, n) => {
        const later = addDays(date, n);
        expect(nightsBetween(date, later)).toBe(n);
        expect(addDays(later, -n)).toBe(date);
        expect(eachNight(date, later)).toHaveLength(Math.max(0, n));
        expect(parseIsoDate(later)).toBe(later);
      }),
    );
  });

  it('property: epoch days agree with Date (years 1 to 9999)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -719_162, max: 2_932_896 }), (day) => {
        const text = new Date(day * 86_400_000).toISOString().slice(0, 10);
        expect(fromEpochDay(day)).toBe(text);
        expect(toEpochDay(text)).toBe(day);
      }),
    );
  });

  it('property: consecutive days have consecutive ISO weekdays', () => {
    fc.assert(
      fc.property(dateArb, (date) => isoDayOfWeek(addDays(date, 1)) === (isoDayOfWeek(date) % 7) + 1),
    );
  });
});

describe('time zones', () => {
  it('answers each zone and instant on its own when asked in turn (memoised answers)', () => {
    const instant = Date.parse('2027-12-31T23:30:00Z');
    for (let round = 0; round < 3; round++) {
      expect(todayIn('Europe/Rome', instant)).toBe('2028-01-01');
      expect(todayIn('America/New_York', instant)).toBe('2027-12-31');
      expect(todayIn('Europe/Rome', instant - 3_600_000)).toBe('2027-12-31');
      expect(startOfDayIn('2028-03-26', 'Europe/Rome')).toBe(Date.parse('2028-03-25T23:00:00Z'));
      expect(startOfDayIn('2028-03-26', 'America/New_York')).toBe(Date.parse('2028-03-26T04:00:00Z'));
    }
  });

  it.each([
    ['Europe/Rome', '2027-12-31T23:30:00Z', '2028-01-01'],
    ['America/New_York', '2027-12-31T23:30:00Z', '2027-12-31'],
    ['UTC', '2028-02-29T23:59:59Z', '2028-02-29'],
    ['Europe/Rome', '2028-03-26T00:30:00Z', '2028-03-26'], // 01:30 CET, half an hour before the jump
    ['Europe/Rome', '2028-10-28T22:30:00Z', '2028-10-29'], // 00:30 CEST on the autumn change day
    ['Pacific/Kiritimati', '2028-01-01T10:00:00Z', '2028-01-02'], // UTC+14
  ])('todayIn(%s, %s) = %s', (zone, instant, date) => {
    expect(todayIn(zone, iso(instant))).toBe(date);
  });

  it.each([
    ['2028-03-26', 'Europe/Rome', '2028-03-25T23:00:00Z'], // DST starts at 02:00: midnight is still CET
    ['2028-03-27', 'Europe/Rome', '2028-03-26T22:00:00Z'], // CEST
    ['2028-10-29', 'Europe/Rome', '2028-10-28T22:00:00Z'], // DST ends at 03:00: midnight is still CEST
    ['2028-10-30', 'Europe/Rome', '2028-10-29T23:00:00Z'], // CET
    ['2028-01-01', 'UTC', '2028-01-01T00:00:00Z'],
    ['2024-09-08', 'America/Santiago', '2024-09-08T04:00:00Z'], // midnight skipped: 01:00 -03
  ])('startOfDayIn(%s, %s) = %s', (date, zone, instant) => {
    expect(new Date(startOfDayIn(date, zone)).toISOString()).toBe(new Date(iso(instant)).toISOString());
  });

  it('local 02:30 on the Rome spring change does not exist: the first instant after the gap', () => {
    expect(new Date(localTimeIn('2028-03-26', 'Europe/Rome', 150)).toISOString()).toBe(
      '2028-03-26T01:30:00.000Z',
    );
  });

  it('local midnights of consecutive Rome days are 23 h apart across the spring change, 25 h in autumn', () => {
    const hours = (a: string, b: string) =>
      (startOfDayIn(b, 'Europe/Rome') - startOfDayIn(a, 'Europe/Rome')) / 3_600_000;
    expect(hours('2028-03-26', '2028-03-27')).toBe(23);
    expect(hours('2028-10-29', '2028-10-30')).toBe(25);
    expect(hours('2028-06-01', '2028-06-02')).toBe(24);
  });

  it('property: the local date of a local midnight is that date', () => {
    fc.assert(
      fc.property(
        dateArb,
        fc.constantFrom('Europe/Rome', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe'),
        (date, zone) => {
          expect(todayIn(zone, startOfDayIn(date, zone))).toBe(date);
          expect(todayIn(zone, startOfDayIn(date, zone) - 1)).toBe(addDays(date, -1));
        },
      ),
    );
  });
});

describe("timeOfDayIn (the hotel's HH:mm)", () => {
  it.each([
    ['Europe/Rome', '2027-01-27T23:00:00Z', '00:00'], // local midnight, CET
    ['Europe/Rome', '2027-07-27T22:00:00Z', '00:00'], // local midnight, CEST
    ['Europe/Rome', '2027-01-27T17:30:00Z', '18:30'],
    ['America/New_York', '2027-01-28T05:00:00Z', '00:00'],
    ['UTC', '2027-01-28T09:05:00Z', '09:05'],
  ])('%s at %s → %s', (zone, instant, time) => {
    expect(timeOfDayIn(zone, Date.parse(instant))).toBe(time);
  });
});

describe("utcOffsetSpanAt and todayBySpan (the hotel's today without Intl in the widget)", () => {
  it.each([
    // Rome's spring change, 2027-03-28 at 02:00 CET = 01:00 UTC; nothing changes in the 2 days before.
    ['Europe/Rome', '2027-03-20T12:00:00Z', 60, '2027-03-18T12:00:00.000Z', '2027-03-28T01:00:00.000Z'],
    // The day after it: the span starts at the change and runs to the 60-day horizon.
    ['Europe/Rome', '2027-03-29T12:00:00Z', 120, '2027-03-28T01:00:00.000Z', '2027-05-28T12:00:00.000Z'],
    // Lord Howe falls back half an hour: 02:00 +11 on 2027-04-04 = 15:00 UTC the day before.
    [
      'Australia/Lord_Howe',
      '2027-03-30T00:00:00Z',
      660,
      '2027-03-28T00:00:00.000Z',
      '2027-04-03T15:00:00.000Z',
    ],
    // Santiago skips midnight: 2026-09-06 at 00:00 -04 = 04:00 UTC.
    [
      'America/Santiago',
      '2026-08-30T12:00:00Z',
      -240,
      '2026-08-28T12:00:00.000Z',
      '2026-09-06T04:00:00.000Z',
    ],
    // No change at all: two days back to sixty ahead, to the whole second.
    ['UTC', '2027-05-01T10:20:30.456Z', 0, '2027-04-29T10:20:30.000Z', '2027-06-30T10:20:30.000Z'],
    ['Asia/Kolkata', '2026-11-26T00:00:00Z', 330, '2026-11-24T00:00:00.000Z', '2027-01-25T00:00:00.000Z'],
  ])('%s at %s: %i minutes from %s until %s', (zone, instant, minutes, from, until) => {
    expect(utcOffsetSpanAt(zone, iso(instant))).toEqual({ minutes, from, until });
  });

  it('reuses a span only while the instant is inside it', () => {
    const before = utcOffsetSpanAt('Europe/Rome', iso('2027-10-20T12:00:00Z'));
    expect(before.until).toBe('2027-10-31T01:00:00.000Z');
    expect(utcOffsetSpanAt('Europe/Rome', iso('2027-10-25T12:00:00Z'))).toBe(before);
    expect(utcOffsetSpanAt('Europe/Rome', iso('2027-10-31T01:00:00Z'))).toMatchObject({
      minutes: 60,
      from: '2027-10-31T01:00:00.000Z',
    });
  });

  it.each([
    ['Europe/Rome', '2027-12-31T23:30:00Z', '2028-01-01'],
    ['America/New_York', '2027-12-31T23:30:00Z', '2027-12-31'],
    ['Pacific/Kiritimati', '2028-01-01T10:00:00Z', '2028-01-02'],
    ['Asia/Kolkata', '2027-06-30T18:29:59Z', '2027-06-30'],
    ['Asia/Kolkata', '2027-06-30T18:30:00Z', '2027-07-01'],
  ])('todayBySpan(%s, span, %s) = %s', (zone, instant, date) => {
    const now = iso(instant);
    expect(todayBySpan(zone, utcOffsetSpanAt(zone, now - 3_600_000), now)).toBe(date);
  });

  it('falls back to the time zone when the span is gone, not yet begun or missing', () => {
    const span = { minutes: 60, from: '2027-03-18T12:00:00.000Z', until: '2027-03-28T01:00:00.000Z' };
    // 23:30 UTC on the 28th is already the 29th in Rome (CEST), which the stale +1 h would miss.
    expect(todayBySpan('Europe/Rome', span, iso('2027-03-28T22:30:00Z'))).toBe('2027-03-29');
    expect(todayBySpan('Europe/Rome', { ...span, minutes: 0 }, iso('2027-03-17T23:30:00Z'))).toBe(
      '2027-03-18',
    );
    expect(todayBySpan('Europe/Rome', undefined, iso('2027-03-17T23:30:00Z'))).toBe('2027-03-18');
    // Inside, the span's own offset is used (a wrong one shows: the widget trusts what it is sent).
    expect(todayBySpan('Europe/Rome', { ...span, minutes: 0 }, iso('2027-03-20T23:30:00Z'))).toBe(
      '2027-03-20',
    );
  });

  it("property: inside its span, the arithmetic today is the time zone's", () => {
    const zones = [
      'Europe/Rome',
      'America/Santiago',
      'Australia/Lord_Howe',
      'America/New_York',
      'Asia/Kolkata',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.integer({ min: iso('2024-01-01T00:00:00Z'), max: iso('2034-12-31T00:00:00Z') }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (zone, at, where) => {
          const span = utcOffsetSpanAt(zone, at);
          const from = Date.parse(span.from);
          const until = Date.parse(span.until);
          const now = Math.min(until - 1, Math.floor(from + where * (until - from)));
          return from <= at && at < until && todayBySpan(zone, span, now) === todayIn(zone, now);
        },
      ),
      { numRuns: 300 },
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  formatDateInWords,
  formatLongDate,
  formatShortDate,
  INVALID_DATE_MESSAGE,
  isIsoDate,
  isoWeekday,
  parseShortDate,
  parseShortDateOrThrow,
  todayIso,
} from './dates-format.ts';

describe('parseShortDate (strict DD/MM/YYYY, en-GB and it-IT)', () => {
  it('reads day/month/year in both languages', () => {
    expect(parseShortDate('21/11/2026', 'en')).toBe('2026-11-21');
    expect(parseShortDate('21/11/2026', 'it')).toBe('2026-11-21');
    expect(parseShortDate(' 01/02/2027 ', 'en')).toBe('2027-02-01');
    expect(parseShortDate('29/02/2028', 'it')).toBe('2028-02-29');
  });

  it.each([
    '1/2/2027',
    '01/2/2027',
    '1/02/2027',
    '01/02/27',
    '31/02/2027',
    '29/02/2027',
    '31/04/2026',
    '00/01/2026',
    '01/13/2026',
    '01/00/2026',
    '01/02/27',
    '01/02/0999',
    '2026-11-21',
    '21-11-2026',
    '21.11.2026',
    '21/11/2026 10:00',
    '11/21/2026',
    '',
    'abc',
    '1/1/20261',
  ])('refuses %j', (text) => {
    expect(parseShortDate(text, 'en')).toBeNull();
    expect(() => parseShortDateOrThrow(text, 'it')).toThrow(INVALID_DATE_MESSAGE);
  });

  it('round-trips with formatShortDate for any real day', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2199-12-31'), noInvalidDate: true }),
        (d) => {
          const iso = d.toISOString().slice(0, 10);
          expect(parseShortDate(formatShortDate(iso, 'en'), 'en')).toBe(iso);
          expect(parseShortDate(formatShortDate(iso, 'it'), 'it')).toBe(iso);
        },
      ),
    );
  });
});

describe('formatShortDate and formatLongDate', () => {
  it('formats date-only values', () => {
    expect(formatShortDate('2026-03-05', 'en')).toBe('05/03/2026');
    expect(formatShortDate('2026-03-05', 'it')).toBe('05/03/2026');
    expect(formatLongDate('2026-03-05', 'en')).toBe('5 Mar 2026');
    expect(formatLongDate('2026-03-05', 'it')).toBe('5 mar 2026');
  });

  it.each([
    ['2027-01-11', 'en', 'Monday 11 January 2027'],
    ['2027-01-11', 'it', 'lunedì 11 gennaio 2027'],
    ['2028-02-29', 'it', 'martedì 29 febbraio 2028'],
    ['2027-03-28', 'fr', 'Sunday 28 March 2027'],
  ])('writes %s in words in %s (the e-mails): %s', (date, language, words) => {
    expect(formatDateInWords(date, language)).toBe(words);
  });

  it("throws 'The date is not valid!' (PROPERR-3) on a bad value", () => {
    expect(() => formatDateInWords('2027-02-29', 'it')).toThrow(INVALID_DATE_MESSAGE);
    expect(() => formatShortDate('2026-02-30', 'en')).toThrow(INVALID_DATE_MESSAGE);
    expect(() => formatLongDate('nope', 'it')).toThrow(INVALID_DATE_MESSAGE);
  });
});

describe('date-only arithmetic', () => {
  it('adds days across months, years and leap days', () => {
    expect(addDays('2027-12-30', 3)).toBe('2028-01-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2); // across the DST change in Europe
    expect(daysBetween('2026-03-30', '2026-03-28')).toBe(-2);
  });

  it('knows valid ISO dates, weekdays (Monday = 1) and today', () => {
    expect(isIsoDate('2026-11-21')).toBe(true);
    expect(isIsoDate('2026-11-31')).toBe(false);
    expect(isoWeekday('2026-11-23')).toBe(1); // a Monday
    expect(isoWeekday('2026-11-22')).toBe(7);
    expect(todayIso(new Date('2026-11-21T23:30:00Z'), 'Europe/Rome')).toBe('2026-11-22');
    expect(todayIso(new Date('2026-11-21T23:30:00Z'), 'UTC')).toBe('2026-11-21');
  });
});

import { describe, expect, it } from 'vitest';
import { checkinTimesProblems, isTime, minutesOf, normaliseTime, timeOf } from './time-of-day.ts';

describe('times of day (BOLIM-9: HH:mm)', () => {
  it.each([
    ['00:00', true],
    ['09:30', true],
    ['23:59', true],
    ['24:00', false],
    ['9:30', false],
    ['12:60', false],
    ['12:3', false],
    ['', false],
  ])('isTime(%j) is %s', (value, expected) => {
    expect(isTime(value)).toBe(expected);
  });

  it.each([
    ['00:00', 0],
    ['14:30', 870],
    ['23:59', 1439],
    ['7:00', null],
  ])('minutesOf(%j) = %s', (value, expected) => {
    expect(minutesOf(value)).toBe(expected);
  });

  it.each([
    [870, '14:30'],
    [0, '00:00'],
    [1440, '00:00'],
    [-15, '23:45'],
    [1455, '00:15'],
  ])('timeOf(%d) = %s', (minutes, expected) => {
    expect(timeOf(minutes)).toBe(expected);
  });

  it.each([
    ['9', '09:00'],
    ['14', '14:00'],
    ['930', '09:30'],
    ['1430', '14:30'],
    ['9.30', '09:30'],
    ['9h30', '09:30'],
    [' 14:30 ', '14:30'],
    ['14:5', null],
    ['24', null],
    ['2460', null],
    ['abc', null],
    ['', null],
  ])('normaliseTime(%j) = %j', (text, expected) => {
    expect(normaliseTime(text)).toBe(expected);
  });
});

describe('check-in and check-out times', () => {
  it.each([
    [{ checkinFrom: '14:00', checkinTo: null, checkoutTo: null }, []],
    [{ checkinFrom: '14:00', checkinTo: '22:00', checkoutTo: '10:30' }, []],
    [{ checkinFrom: null, checkinTo: null, checkoutTo: '10:00' }, [['checkinFrom', 'error.required']]],
    [{ checkinFrom: '', checkinTo: null, checkoutTo: null }, [['checkinFrom', 'error.required']]],
    [
      { checkinFrom: '14:00', checkinTo: '14:00', checkoutTo: null },
      [['checkinTo', 'error.checkin.until.before.from']],
    ],
    [
      { checkinFrom: '14:00', checkinTo: '13:59', checkoutTo: null },
      [['checkinTo', 'error.checkin.until.before.from']],
    ],
    [
      { checkinFrom: '25:00', checkinTo: '13:00', checkoutTo: '9' },
      [
        ['checkinFrom', 'error.field.generic.invalid'],
        ['checkoutTo', 'error.field.generic.invalid'],
      ],
    ],
  ] as const)('%j → %j', (times, expected) => {
    expect(checkinTimesProblems(times).map((p) => [p.field, p.code])).toEqual(expected);
  });
});

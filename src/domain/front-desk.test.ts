import { describe, expect, it } from 'vitest';
import {
  checkInRefusal,
  checkOutRefusal,
  type DeskStay,
  deskActionOf,
  deskListOf,
  documentsComplete,
  FrontDeskErrorCode as E,
  isEarlyCheckout,
  undoCheckInRefusal,
} from './front-desk.ts';

const TODAY = '2026-11-29';

/** Three nights, 29 Nov → 2 Dec, confirmed, not arrived yet. */
const stay = (over: Partial<DeskStay> = {}): DeskStay => ({
  status: 'CONFIRMED',
  checkin: '2026-11-29',
  checkout: '2026-12-02',
  state: 'EXPECTED',
  checkedInDay: null,
  ...over,
});

describe('checkInRefusal', () => {
  it.each<[string, Partial<DeskStay>, string, string | null]>([
    ['arrival day', {}, TODAY, null],
    ['a day late, nights left', { checkin: '2026-11-28' }, TODAY, null],
    ['last night', {}, '2026-12-01', null],
    ['day before arrival', {}, '2026-11-28', E.notArrivalDay],
    ['checkout day: the stay is over', {}, '2026-12-02', E.stayOver],
    ['cancelled', { status: 'CANCELLED' }, TODAY, E.notConfirmed],
    ['no-show', { status: 'NO_SHOW' }, TODAY, E.notConfirmed],
    ['already in house', { state: 'IN_HOUSE', checkedInDay: TODAY }, TODAY, E.alreadyInHouse],
    ['departed', { state: 'DEPARTED', checkedInDay: TODAY }, TODAY, E.departed],
  ])('%s', (_, over, today, expected) => {
    expect(checkInRefusal(stay(over), today)).toBe(expected);
  });
});

describe('undoCheckInRefusal', () => {
  it.each<[string, Partial<DeskStay>, string, string | null]>([
    ['same hotel day', { state: 'IN_HOUSE', checkedInDay: TODAY }, TODAY, null],
    ['the next day', { state: 'IN_HOUSE', checkedInDay: TODAY }, '2026-11-30', E.undoOtherDay],
    ['never checked in', {}, TODAY, E.notInHouse],
    ['checked out since', { state: 'DEPARTED', checkedInDay: TODAY }, TODAY, E.notInHouse],
    [
      'an early checkout came after',
      { state: 'IN_HOUSE', checkedInDay: TODAY, status: 'EARLY_CHECKOUT' },
      TODAY,
      E.notConfirmed,
    ],
  ])('%s', (_, over, today, expected) => {
    expect(undoCheckInRefusal(stay(over), today)).toBe(expected);
  });
});

describe('checkOutRefusal and isEarlyCheckout', () => {
  const inHouse = { state: 'IN_HOUSE' as const, checkedInDay: TODAY };
  it.each<[string, Partial<DeskStay>, string, string | null, boolean]>([
    ['checkout day', inHouse, '2026-12-02', null, false],
    ['a day after checkout (forgotten)', inHouse, '2026-12-03', null, false],
    ['before the last night: early', inHouse, '2026-12-01', null, true],
    ['second day: early', inHouse, '2026-11-30', null, true],
    ['arrival day: undo and cancel instead', inHouse, TODAY, E.checkoutArrivalDay, true],
    ['one night, checkout day', { ...inHouse, checkout: '2026-11-30' }, '2026-11-30', null, false],
    ['not checked in', {}, '2026-12-02', E.notInHouse, false],
    ['departed', { state: 'DEPARTED' }, '2026-12-02', E.notInHouse, false],
  ])('%s', (_, over, today, expected, early) => {
    const s = stay(over);
    expect(checkOutRefusal(s, today)).toBe(expected);
    expect(isEarlyCheckout(s.checkout, today)).toBe(early);
  });
});

describe('deskListOf', () => {
  it.each<[string, Partial<DeskStay>, string, string | null]>([
    ['arriving today', {}, TODAY, 'arrivals'],
    ['arriving today, checked in', { state: 'IN_HOUSE', checkedInDay: TODAY }, TODAY, 'inHouse'],
    ['arrived yesterday, not checked in: late', { checkin: '2026-11-28' }, TODAY, 'arrivals'],
    ['in house, mid-stay', { checkin: '2026-11-27', state: 'IN_HOUSE' }, TODAY, 'inHouse'],
    ['leaving today', { checkin: '2026-11-26', checkout: TODAY, state: 'IN_HOUSE' }, TODAY, 'departures'],
    ['left today', { checkin: '2026-11-26', checkout: TODAY, state: 'DEPARTED' }, TODAY, 'departures'],
    [
      'still in house after checkout day',
      { checkin: '2026-11-25', checkout: '2026-11-28', state: 'IN_HOUSE' },
      TODAY,
      'departures',
    ],
    [
      'left early today',
      { checkin: '2026-11-26', checkout: TODAY, status: 'EARLY_CHECKOUT', state: 'DEPARTED' },
      TODAY,
      'departures',
    ],
    ['tomorrow: arrival of that day', { checkin: '2026-11-30' }, '2026-11-30', 'arrivals'],
    ['tomorrow: forecast in house', {}, '2026-11-30', 'inHouse'],
    ['not yet on the date', { checkin: '2026-12-05', checkout: '2026-12-07' }, TODAY, null],
    [
      'left before the date',
      { checkin: '2026-11-20', checkout: '2026-11-22', state: 'DEPARTED' },
      TODAY,
      null,
    ],
    ['cancelled', { status: 'CANCELLED' }, TODAY, null],
    ['no-show', { status: 'NO_SHOW' }, TODAY, null],
  ])('%s', (_, over, date, expected) => {
    expect(deskListOf(stay(over), date, TODAY)).toBe(expected);
  });
});

describe('deskActionOf', () => {
  it.each<[string, Partial<DeskStay>, string | null]>([
    ['arrival: check in', {}, 'check-in'],
    ['checked in today on arrival: undo', { state: 'IN_HOUSE', checkedInDay: TODAY }, 'undo-check-in'],
    [
      'leaving today: check out',
      { checkin: '2026-11-26', checkout: TODAY, state: 'IN_HOUSE', checkedInDay: '2026-11-26' },
      'check-out',
    ],
    [
      'in house mid-stay: early check out',
      { checkin: '2026-11-26', state: 'IN_HOUSE', checkedInDay: '2026-11-26' },
      'check-out',
    ],
    ['departed: nothing', { checkin: '2026-11-26', checkout: TODAY, state: 'DEPARTED' }, null],
    ['tomorrow: nothing yet', { checkin: '2026-11-30' }, null],
  ])('%s', (_, over, expected) => {
    expect(deskActionOf(stay(over), TODAY)).toBe(expected);
  });
});

it('documentsComplete: one complete document per guest', () => {
  expect(documentsComplete(3, 3)).toBe(true);
  expect(documentsComplete(2, 3)).toBe(false);
  expect(documentsComplete(0, 0)).toBe(true);
});

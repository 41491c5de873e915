import { describe, expect, it } from 'vitest';
import {
  compareRooms,
  countRooms,
  type ListedRoom,
  lastServiceDay,
  nextStatuses,
  outOfOrderNights,
  type RecordedState,
  type RoomOccupancy,
  type RoomStatus,
  roomDay,
  roomStatusOn,
  roomTask,
  type SettableStatus,
  transitionRefusal,
} from './housekeeping.ts';

const DATE = '2027-03-10';

const recorded = (
  status: SettableStatus,
  changedDay: string | null,
  outOfOrder: RecordedState['outOfOrder'] = null,
): RecordedState => ({ status, changedDay, outOfOrder });

const occupancy = (lastDeparture: string | null, ...stays: [string, string][]): RoomOccupancy => ({
  lastDeparture,
  stays: stays.map(([startDate, endDate]) => ({ startDate, endDate })),
});

describe('roomStatusOn', () => {
  it.each<[string, RecordedState, RoomOccupancy, number, RoomStatus]>([
    ['empty room cleaned days ago stays clean', recorded('CLEAN', '2027-03-01'), occupancy(null), 1, 'CLEAN'],
    [
      'inspected room stays inspected',
      recorded('INSPECTED', '2027-03-09'),
      occupancy('2027-03-05'),
      1,
      'INSPECTED',
    ],
    ['recorded dirty stays dirty', recorded('DIRTY', '2027-03-10'), occupancy(null), 1, 'DIRTY'],
    [
      "a departure today after yesterday's cleaning",
      recorded('CLEAN', '2027-03-09'),
      occupancy('2027-03-10', ['2027-03-07', '2027-03-10']),
      1,
      'DIRTY',
    ],
    [
      "cleaned today after today's departure",
      recorded('CLEAN', '2027-03-10'),
      occupancy('2027-03-10', ['2027-03-07', '2027-03-10']),
      1,
      'CLEAN',
    ],
    [
      'a departure two days ago, never cleaned since',
      recorded('INSPECTED', '2027-03-05'),
      occupancy('2027-03-08'),
      1,
      'DIRTY',
    ],
    ['never recorded, a stay left once', recorded('CLEAN', null), occupancy('2026-11-02'), 1, 'DIRTY'],
    ['never recorded, never used', recorded('CLEAN', null), occupancy(null), 1, 'CLEAN'],
    [
      'daily stay-over serviced yesterday',
      recorded('CLEAN', '2027-03-09'),
      occupancy(null, ['2027-03-08', '2027-03-12']),
      1,
      'DIRTY',
    ],
    [
      'daily stay-over serviced today',
      recorded('CLEAN', '2027-03-10'),
      occupancy(null, ['2027-03-08', '2027-03-12']),
      1,
      'CLEAN',
    ],
    // Every 3 days from an arrival on the 8th: service on the 11th, 14th…
    [
      'every 3 days, day 2 of the stay',
      recorded('INSPECTED', '2027-03-08'),
      occupancy(null, ['2027-03-08', '2027-03-15']),
      3,
      'INSPECTED',
    ],
    [
      'every 3 days, service day missed yesterday',
      recorded('CLEAN', '2027-03-08'),
      occupancy(null, ['2027-03-07', '2027-03-15']),
      3,
      'DIRTY',
    ],
    [
      'every 3 days, serviced on its day',
      recorded('CLEAN', '2027-03-10'),
      occupancy(null, ['2027-03-07', '2027-03-15']),
      3,
      'CLEAN',
    ],
    [
      'an arrival today in a room cleaned yesterday',
      recorded('INSPECTED', '2027-03-09'),
      occupancy(null, ['2027-03-10', '2027-03-12']),
      1,
      'INSPECTED',
    ],
    [
      'out of order today',
      recorded('CLEAN', '2027-03-09', { from: '2027-03-10', to: '2027-03-11', reason: 'Leak' }),
      occupancy(null),
      1,
      'OUT_OF_ORDER',
    ],
    [
      'out of order from tomorrow',
      recorded('CLEAN', '2027-03-09', { from: '2027-03-11', to: '2027-03-12', reason: 'Paint' }),
      occupancy(null),
      1,
      'CLEAN',
    ],
    [
      'out of order until yesterday: repairs leave it dirty',
      recorded('CLEAN', '2027-03-01', { from: '2027-03-02', to: '2027-03-09', reason: 'Paint' }),
      occupancy(null),
      1,
      'DIRTY',
    ],
  ])('%s', (_, state, rooms, every, expected) => {
    expect(roomStatusOn(state, rooms, DATE, every)).toBe(expected);
  });
});

describe('lastServiceDay', () => {
  it.each([
    ['2027-03-08', '2027-03-10', 1, '2027-03-10'],
    ['2027-03-08', '2027-03-10', 2, '2027-03-10'],
    ['2027-03-08', '2027-03-10', 3, null],
    ['2027-03-08', '2027-03-12', 3, '2027-03-11'],
    ['2027-02-27', '2027-03-02', 2, '2027-03-01'],
  ])('arrival %s, date %s, every %i days → %s', (startDate, date, every, expected) => {
    expect(lastServiceDay({ startDate, endDate: '2027-04-01' }, date, every)).toBe(expected);
  });
});

describe('roomDay and roomTask', () => {
  it('reads arrival, departure and stay-over of the date', () => {
    expect(roomDay(occupancy(DATE, ['2027-03-07', DATE], [DATE, '2027-03-12']), DATE)).toEqual({
      arrivalToday: true,
      departureToday: true,
      stayOver: false,
    });
    expect(roomDay(occupancy(null, ['2027-03-09', '2027-03-11']), DATE)).toEqual({
      arrivalToday: false,
      departureToday: false,
      stayOver: true,
    });
  });

  const day = { arrivalToday: false, departureToday: false, stayOver: false };
  it.each<[RoomStatus, boolean, ReturnType<typeof roomTask>]>([
    ['DIRTY', false, 'clean'],
    ['DIRTY', true, 'clean'],
    ['CLEAN', true, 'inspect'],
    ['CLEAN', false, null],
    ['INSPECTED', true, null],
    ['OUT_OF_ORDER', true, null],
  ])('%s, arrival %s → %s', (status, arrivalToday, task) => {
    expect(roomTask(status, { ...day, arrivalToday })).toBe(task);
  });
});

describe('transitions', () => {
  it.each<[RoomStatus, SettableStatus, ReturnType<typeof transitionRefusal>]>([
    ['DIRTY', 'CLEAN', null],
    ['DIRTY', 'INSPECTED', 'not-clean'],
    ['DIRTY', 'DIRTY', null],
    ['CLEAN', 'INSPECTED', null],
    ['CLEAN', 'DIRTY', null],
    ['INSPECTED', 'CLEAN', null],
    ['INSPECTED', 'DIRTY', null],
    ['OUT_OF_ORDER', 'CLEAN', 'out-of-order'],
    ['OUT_OF_ORDER', 'DIRTY', 'out-of-order'],
  ])('%s → %s: %s', (from, to, refusal) => {
    expect(transitionRefusal(from, to)).toBe(refusal);
  });

  it('offers the taps a room allows', () => {
    expect(nextStatuses('DIRTY')).toEqual(['CLEAN']);
    expect(nextStatuses('CLEAN')).toEqual(['DIRTY', 'INSPECTED']);
    expect(nextStatuses('INSPECTED')).toEqual(['CLEAN', 'DIRTY']);
    expect(nextStatuses('OUT_OF_ORDER')).toEqual([]);
  });
});

describe('the list', () => {
  const room = (number: string, status: RoomStatus, flags: Partial<ListedRoom> = {}): ListedRoom => ({
    number,
    status,
    arrivalToday: false,
    departureToday: false,
    stayOver: false,
    ...flags,
  });
  const rooms = [
    room('10', 'CLEAN'),
    room('2', 'OUT_OF_ORDER'),
    room('12', 'DIRTY', { departureToday: true }),
    room('11', 'DIRTY', { stayOver: true }),
    room('3', 'INSPECTED', { arrivalToday: true }),
    room('20', 'CLEAN', { arrivalToday: true }),
    room('9', 'DIRTY', { arrivalToday: true, departureToday: true }),
    room('4', 'DIRTY'),
  ];

  it('puts tasks first, arrivals before stay-overs before the rest, numbers in reading order', () => {
    expect([...rooms].sort(compareRooms).map((r) => r.number)).toEqual([
      '9',
      '20',
      '11',
      '4',
      '12',
      '3',
      '10',
      '2',
    ]);
  });

  it('counts each status and the rooms to do', () => {
    expect(countRooms(rooms)).toEqual({ CLEAN: 2, DIRTY: 4, INSPECTED: 1, OUT_OF_ORDER: 1, toDo: 5 });
  });

  it('lists the nights of a period, both ends included, across a month end', () => {
    expect(outOfOrderNights('2027-02-27', '2027-03-01')).toEqual(['2027-02-27', '2027-02-28', '2027-03-01']);
    expect(outOfOrderNights('2027-03-01', '2027-03-01')).toEqual(['2027-03-01']);
  });
});

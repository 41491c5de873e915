/**
 * The housekeeping room as the list shows it, from its stored record: the record's instant is read
 * as the hotel's date (a stay that left that same day does not make a room cleaned after midnight
 * dirty), a past out-of-order period is not shown, and the task follows the status and the day.
 */
import { describe, expect, it } from 'vitest';
import type { HousekeepingRoomRecord } from '../data/housekeeping.ts';
import { housekeepingRoomView } from './rooms.ts';

const ON = { date: '2026-03-10', timeZone: 'Europe/Rome', stayOverEvery: 1 };

const ROOM: HousekeepingRoomRecord = {
  id: 7,
  number: '101',
  floor: 1,
  roomType: 'Double',
  status: 'CLEAN',
  note: 'Window',
  outOfOrder: null,
  changedDate: '2026-03-09T23:30:00.000Z',
  changedBy: { name: 'Anna', surname: 'Neri' },
  version: 4,
  occupancy: { lastDeparture: '2026-03-10', stays: [{ startDate: '2026-03-08', endDate: '2026-03-10' }] },
};

describe('housekeepingRoomView', () => {
  it('reads a record made at 00:30 in Rome as that day: the stay that left today left it clean', () => {
    expect(housekeepingRoomView(ROOM, ON)).toEqual({
      id: 7,
      number: '101',
      floor: 1,
      roomType: 'Double',
      status: 'CLEAN',
      task: null,
      note: 'Window',
      arrivalToday: false,
      departureToday: true,
      stayOver: false,
      outOfOrder: null,
      changedDate: '2026-03-09T23:30:00.000Z',
      changedBy: { name: 'Anna', surname: 'Neri' },
      version: 4,
    });
  });

  it.each([
    // 23:30 in Rome the day before: the departure came after the record.
    ['recorded the evening before', { changedDate: '2026-03-09T22:30:00.000Z' }, 'DIRTY', 'clean', null],
    // A period that ended on the 5th: history, not shown; cleaned after it, an arrival today.
    [
      'past out of order, an arrival',
      {
        outOfOrder: { from: '2026-03-01', to: '2026-03-05', reason: 'Paint' },
        changedDate: '2026-03-07T10:00:00.000Z',
        occupancy: { lastDeparture: null, stays: [{ startDate: '2026-03-10', endDate: '2026-03-12' }] },
      },
      'CLEAN',
      'inspect',
      null,
    ],
    [
      'out of order today',
      { outOfOrder: { from: '2026-03-09', to: '2026-03-12', reason: 'Leak' } },
      'OUT_OF_ORDER',
      null,
      { from: '2026-03-09', to: '2026-03-12', reason: 'Leak' },
    ],
  ] as const)('%s', (_, change, status, task, outOfOrder) => {
    const view = housekeepingRoomView({ ...ROOM, ...change }, ON);
    expect({ status: view.status, task: view.task, outOfOrder: view.outOfOrder }).toEqual({
      status,
      task,
      outOfOrder,
    });
  });
});

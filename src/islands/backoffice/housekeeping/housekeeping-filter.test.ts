import { describe, expect, it } from 'vitest';
import { type Filter, filterCount, matchesFilter, shownRooms } from './housekeeping-filter.ts';

const rooms = [
  { id: 1, status: 'DIRTY', task: 'clean' },
  { id: 2, status: 'CLEAN', task: 'inspect' },
  { id: 3, status: 'INSPECTED', task: null },
  { id: 4, status: 'OUT_OF_ORDER', task: null },
] as const;

describe('the housekeeping filter', () => {
  it.each([
    ['todo', [1, 2]],
    ['all', [1, 2, 3, 4]],
    ['CLEAN', [2]],
    ['OUT_OF_ORDER', [4]],
  ] as const)('%s shows rooms %o', (filter: Filter, ids) => {
    expect(rooms.filter((room) => matchesFilter(room, filter)).map((room) => room.id)).toEqual(ids);
  });

  it.each([
    ['todo', 2],
    ['all', 9],
    ['DIRTY', 3],
  ] as const)('%s counts %i', (filter: Filter, count) => {
    expect(filterCount(filter, { CLEAN: 1, DIRTY: 3, INSPECTED: 4, OUT_OF_ORDER: 1, toDo: 2 }, 9)).toBe(
      count,
    );
  });

  it('keeps the rooms shown before a write, whatever their status now', () => {
    expect(shownRooms(rooms, new Set([1, 3]), 'todo').map((room) => room.id)).toEqual([1, 3]);
    expect(shownRooms(rooms, null, 'todo').map((room) => room.id)).toEqual([1, 2]);
  });
});

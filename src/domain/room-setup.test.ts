import { describe, expect, it } from 'vitest';
import {
  BASE_OCCUPANCY_ABOVE_TOTAL,
  defaultBaseOccupancy,
  expandRoomRange,
  OCCUPANCY_TOTAL_ABOVE_BANDS,
  OCCUPANCY_TOTAL_BELOW_ADULTS,
  occupancyIssues,
  partiesOverOccupancy,
  ROOM_NUMBER_PATTERN,
  ROOM_RANGE_INVALID,
  ROOM_RANGE_MAX,
  ROOM_RANGE_ORDER,
  ROOM_RANGE_TOO_LONG,
} from './room-setup.ts';

const occupancy = (adults: number, boys: number, children: number, kids: number, total: number) => ({
  adults,
  boys,
  children,
  kids,
  total,
});

describe('expandRoomRange', () => {
  it.each([
    ['101', '104', ['101', '102', '103', '104']],
    ['A1', 'A3', ['A1', 'A2', 'A3']],
    ['B08', 'B10', ['B08', 'B09', 'B10']],
    ['3-9b', '3-11b', ['3-9b', '3-10b', '3-11b']],
    ['7', '7', ['7']],
  ])('%s–%s gives each number', (from, to, numbers) => {
    expect(expandRoomRange(from, to)).toEqual({ numbers, issue: null });
  });

  it('counts 101 to 120 as twenty rooms', () => {
    expect(expandRoomRange('101', '120').numbers).toHaveLength(20);
  });

  it.each([
    ['Lago', 'Mare', 'from', ROOM_RANGE_INVALID],
    ['A1', 'B9', 'to', ROOM_RANGE_INVALID],
    ['101', 'Suite', 'to', ROOM_RANGE_INVALID],
    ['1a', '9b', 'to', ROOM_RANGE_INVALID],
    ['120', '101', 'to', ROOM_RANGE_ORDER],
    ['1', String(ROOM_RANGE_MAX + 1), 'to', ROOM_RANGE_TOO_LONG],
    ['1', '99999999999999999999', 'to', ROOM_RANGE_INVALID],
  ])('refuses %s–%s on %s', (from, to, field, code) => {
    expect(expandRoomRange(from, to)).toEqual({ numbers: null, issue: { field, code } });
  });
});

describe('room numbers', () => {
  it.each(['101', 'A12', 'Suite Lago', '3-B', 'Camera 2/A', 'Stanza.1'])('accepts %s', (number) => {
    expect(ROOM_NUMBER_PATTERN.test(number)).toBe(true);
  });

  it.each([' 101', '-1', '#1', '1;DROP', ''])('refuses %j', (number) => {
    expect(ROOM_NUMBER_PATTERN.test(number)).toBe(false);
  });
});

describe('occupancy', () => {
  it.each([
    [occupancy(2, 0, 1, 1, 3), 2, []],
    [occupancy(2, 0, 0, 0, 2), null, []],
    [occupancy(3, 0, 0, 0, 2), null, [{ field: 'occupancy.total', code: OCCUPANCY_TOTAL_BELOW_ADULTS }]],
    [occupancy(2, 0, 1, 0, 4), null, [{ field: 'occupancy.total', code: OCCUPANCY_TOTAL_ABOVE_BANDS }]],
    [occupancy(2, 0, 1, 0, 3), 4, [{ field: 'baseOccupancy', code: BASE_OCCUPANCY_ABOVE_TOTAL }]],
  ])('%j with base %s', (value, base, issues) => {
    expect(occupancyIssues(value, base)).toEqual(issues);
  });

  it('prices the adults by default, never more than the total', () => {
    expect(defaultBaseOccupancy(occupancy(2, 0, 1, 1, 3))).toBe(2);
    expect(defaultBaseOccupancy(occupancy(4, 0, 0, 0, 4))).toBe(4);
  });

  it('names the parties a smaller occupancy could no longer hold', () => {
    const parties = [
      { code: 'FITS', people: { adults: 2, boys: 0, children: 0, kids: 0 } },
      { code: 'CHILD', people: { adults: 2, boys: 0, children: 1, kids: 0 } },
      { code: 'THREE', people: { adults: 3, boys: 0, children: 0, kids: 0 } },
    ];
    expect(partiesOverOccupancy(occupancy(2, 0, 1, 0, 3), parties).map((p) => p.code)).toEqual(['THREE']);
    expect(partiesOverOccupancy(occupancy(2, 0, 0, 0, 2), parties).map((p) => p.code)).toEqual([
      'CHILD',
      'THREE',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import type { PlanningEntry, PlanningRoom, PlanningStay } from '../../../contracts/secure/planning.ts';
import {
  barColours,
  barSegment,
  contrastRatio,
  eligibleRooms,
  groupRooms,
  parseHex,
  stayNights,
  staysOnNight,
} from './planning-layout.ts';

function stay(overrides: Partial<PlanningStay> = {}): PlanningStay {
  return {
    reservationCode: 'ABC',
    roomSoldId: 1,
    startDate: '2026-11-25',
    endDate: '2026-11-28',
    roomId: 101,
    roomType: { id: 10, nameKey: 'double', category: 'ROOM' },
    people: { adults: 2, boys: 0, children: 0, kids: 0 },
    extraPeople: 0,
    rateType: 'STANDARD',
    ...overrides,
  };
}

function entry(date: string, overrides: Partial<PlanningEntry> = {}): PlanningEntry {
  return {
    date,
    active: null,
    overbookings: [],
    roomClosed: false,
    hotelClosed: false,
    bestRate: { standard: null, notRefundable: null },
    ...overrides,
  };
}

const DATES = ['2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'];

function room(
  id: number,
  name: string,
  typeId: number,
  entries: Record<string, Partial<PlanningEntry>> = {},
): PlanningRoom {
  return {
    id,
    name,
    enabled: true,
    floor: 1,
    types: [
      {
        roomType: { id: typeId, nameKey: `t${typeId}`, name: typeId === 10 ? 'Double' : 'Suite' },
        category: 'ROOM',
      },
    ],
    entries: DATES.map((date) => entry(date, entries[date])),
  };
}

describe('barSegment', () => {
  const s = { startDate: '2026-11-24', endDate: '2026-11-27' };
  it('a stay inside the range starts at its check-in and spans its nights', () => {
    expect(barSegment(s, '2026-11-24', '2026-11-20', '2026-11-30')).toEqual({
      first: true,
      span: 3,
      clippedStart: false,
      clippedEnd: false,
      last: false,
    });
    expect(barSegment(s, '2026-11-26', '2026-11-20', '2026-11-30')).toMatchObject({
      first: false,
      span: 1,
      last: true,
    });
  });
  it('a stay begun before the range shows from the first day, clipped', () => {
    expect(barSegment(s, '2026-11-25', '2026-11-25', '2026-12-01')).toEqual({
      first: true,
      span: 2,
      clippedStart: true,
      clippedEnd: false,
      last: false,
    });
  });
  it('a stay ending after the range stops at the last day', () => {
    expect(barSegment(s, '2026-11-24', '2026-11-18', '2026-11-25')).toMatchObject({
      first: true,
      span: 2,
      clippedEnd: true,
    });
  });
  it('lists the nights without the check-out day', () => {
    expect(stayNights(s)).toEqual(['2026-11-24', '2026-11-25', '2026-11-26']);
  });
  it('finds the stays of a night', () => {
    const a = stay({ roomSoldId: 1 });
    const b = stay({ roomSoldId: 2, startDate: '2026-11-27', endDate: '2026-11-29' });
    expect(staysOnNight([a, b], '2026-11-27').map((x) => x.roomSoldId)).toEqual([1, 2]);
    expect(staysOnNight([a, b], '2026-11-28').map((x) => x.roomSoldId)).toEqual([2]);
    expect(staysOnNight([a, b], '2026-11-24')).toEqual([]);
  });
});

describe('groupRooms', () => {
  const rooms = [room(3, '10', 20), room(1, '2', 10), room(2, '101', 10)];
  it('groups by type name, rooms in natural order', () => {
    expect(groupRooms(rooms, 'type').map((g) => [g.typeName, g.rooms.map((r) => r.name)])).toEqual([
      ['Double', ['2', '101']],
      ['Suite', ['10']],
    ]);
  });
  it('or lists every room by name', () => {
    expect(groupRooms(rooms, 'name').map((g) => g.rooms.map((r) => r.name))).toEqual([['2', '10', '101']]);
  });
  it('gives no group without rooms', () => {
    expect(groupRooms([], 'type')).toEqual([]);
  });
});

describe('eligibleRooms (same type, free and open for the whole stay, not the current room)', () => {
  const TODAY = '2026-11-25';
  it('a stay begun before today cannot move', () => {
    expect(eligibleRooms(stay({ startDate: '2026-11-24' }), [room(102, '102', 10)], TODAY)).toEqual([]);
  });
  const moving = stay({ roomId: 101, roomSoldId: 7 });
  it('keeps free rooms of the type only', () => {
    const rooms = [
      room(101, '101', 10, { '2026-11-25': { active: moving } }),
      room(102, '102', 10),
      room(103, '103', 10, { '2026-11-27': { active: stay({ roomSoldId: 8, roomId: 103 }) } }),
      room(104, '104', 10, { '2026-11-26': { roomClosed: true } }),
      room(105, '105', 10, { '2026-11-24': { active: stay({ roomSoldId: 9, roomId: 105 }) } }),
      room(201, '201', 20),
    ];
    expect(eligibleRooms(moving, rooms, TODAY).map((r) => r.id)).toEqual([102, 105]);
  });
  it('a room busy on the check-out day is free for the stay', () => {
    const rooms = [room(102, '102', 10, { '2026-11-28': { active: stay({ roomSoldId: 3, roomId: 102 }) } })];
    expect(eligibleRooms(moving, rooms, TODAY).map((r) => r.id)).toEqual([102]);
  });
  it('disabled rooms are not offered', () => {
    expect(eligibleRooms(moving, [{ ...room(102, '102', 10), enabled: false }], TODAY)).toEqual([]);
  });
  it('an unassigned stay may go to any free room of its type', () => {
    expect(eligibleRooms(stay({ roomId: null }), [room(101, '101', 10)], TODAY).map((r) => r.id)).toEqual([
      101,
    ]);
  });
});

describe('bar colours keep text readable (4.5:1)', () => {
  it.each([
    '#1565C0',
    '#6A1B9A',
    '#2E7D32',
    '#C2185B',
    '#0D2B6B',
    '#8A6D00',
    '#C62828',
    '#FFEB3B',
    '#00BCD4',
    '#9E9E9E',
    'bad',
  ])('%s', (colour) => {
    const { background, text } = barColours(colour);
    const bg = parseHex(background);
    const fg = parseHex(text);
    expect(bg && fg && contrastRatio(bg, fg)).toBeGreaterThanOrEqual(4.5);
  });
  it('keeps a dark colour as it is, with white text', () => {
    expect(barColours('#0D2B6B')).toEqual({ background: '#0d2b6b', text: '#ffffff' });
  });
  it('puts dark text on a light colour', () => {
    expect(barColours('#FFEB3B').text).toBe('#1d1b20');
  });
});

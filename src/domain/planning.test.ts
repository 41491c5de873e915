import { describe, expect, it } from 'vitest';
import {
  blocksNight,
  type CellView,
  canCloseCell,
  canDragStay,
  canDropStay,
  canOpenCell,
  canToggleDay,
  type DragStay,
  type DropTarget,
  dayFlags,
  dayRoomsClosed,
  dayToggleTarget,
  dropRefusal,
  type OccupyingStay,
  planningDates,
  roomNight,
  roomsToClose,
  roomsToOpen,
  showsOnNight,
} from './planning.ts';

const TODAY = '2027-03-10';

describe('planningDates and dayFlags', () => {
  it('lists every date of an inclusive span, across a month end', () => {
    expect(planningDates('2027-02-27', '2027-03-02')).toEqual([
      '2027-02-27',
      '2027-02-28',
      '2027-03-01',
      '2027-03-02',
    ]);
    expect(planningDates('2027-03-10', '2027-03-10')).toEqual(['2027-03-10']);
  });

  it.each([
    ['2027-03-09', { past: true, today: false }],
    ['2027-03-10', { past: false, today: true }],
    ['2027-03-11', { past: false, today: false }],
    ['2026-12-31', { past: true, today: false }],
  ])('%s against today %s', (date, flags) => {
    expect(dayFlags(date, TODAY)).toEqual(flags);
  });
});

describe('occupancy of a room-night', () => {
  const stay = (
    id: number,
    status: OccupyingStay['status'],
    startDate: string,
    endDate: string,
  ): OccupyingStay => ({
    id,
    status,
    startDate,
    endDate,
  });

  it.each([
    // status, start, end, night, shows, blocks
    ['CONFIRMED', '2027-03-10', '2027-03-13', '2027-03-10', true, true],
    ['CONFIRMED', '2027-03-10', '2027-03-13', '2027-03-12', true, true],
    ['CONFIRMED', '2027-03-10', '2027-03-13', '2027-03-13', false, false],
    ['CONFIRMED', '2027-03-10', '2027-03-13', '2027-03-09', false, false],
    ['CANCELLED', '2027-03-10', '2027-03-13', '2027-03-11', false, false],
    ['NO_SHOW', '2027-03-10', '2027-03-13', '2027-03-11', true, false],
    ['EARLY_CHECKOUT', '2027-03-10', '2027-03-11', '2027-03-10', true, false],
    ['EARLY_CHECKOUT', '2027-03-10', '2027-03-11', '2027-03-11', false, false],
  ] as const)('%s %s→%s on %s: shows %s, blocks %s', (status, start, end, night, shows, blocks) => {
    const s = stay(1, status, start, end);
    expect(showsOnNight(s, night)).toBe(shows);
    expect(blocksNight(s, night)).toBe(blocks);
  });

  it('makes the earliest blocking stay active and the others overbookings', () => {
    const late = stay(7, 'CONFIRMED', '2027-03-11', '2027-03-14');
    const early = stay(9, 'CONFIRMED', '2027-03-10', '2027-03-13');
    const twin = stay(8, 'CONFIRMED', '2027-03-10', '2027-03-12');
    const night = roomNight([late, early, twin], '2027-03-11');
    expect(night.active).toBe(twin);
    expect(night.overbookings).toEqual([early, late]);
    expect(roomNight([late, early, twin], '2027-03-13')).toEqual({ active: late, overbookings: [] });
  });

  it('shows a history stay only when no blocking stay holds the night, never as an overbooking', () => {
    const noShow = stay(1, 'NO_SHOW', '2027-03-10', '2027-03-12');
    const walkIn = stay(2, 'CONFIRMED', '2027-03-11', '2027-03-12');
    expect(roomNight([noShow, walkIn], '2027-03-10')).toEqual({ active: noShow, overbookings: [] });
    expect(roomNight([noShow, walkIn], '2027-03-11')).toEqual({ active: walkIn, overbookings: [] });
    expect(roomNight([stay(3, 'CANCELLED', '2027-03-10', '2027-03-12')], '2027-03-10')).toEqual({
      active: null,
      overbookings: [],
    });
  });
});

const cell = (overrides: Partial<CellView> = {}): CellView => ({
  date: TODAY,
  active: null,
  overbookings: [],
  roomClosed: false,
  hotelClosed: false,
  closing: null,
  roomTypeClosed: false,
  ...overrides,
});
const own = { closedBy: 1, closedDate: '2027-03-01T10:00:00Z' };

describe('cells', () => {
  it.each([
    ['an open free cell today', cell(), true, false],
    ['an open free cell tomorrow', cell({ date: '2027-03-11' }), true, false],
    ['a past cell', cell({ date: '2027-03-09' }), false, false],
    ['a past closed cell', cell({ date: '2027-03-09', roomClosed: true, closing: own }), false, false],
    ['a cell with a confirmed stay', cell({ active: { status: 'CONFIRMED' } }), false, false],
    ['a cell with a stay of unknown status', cell({ active: {} }), false, false],
    ['a cell with a no-show (history)', cell({ active: { status: 'NO_SHOW' } }), true, false],
    ['a cell with only an overbooking', cell({ overbookings: [{}] }), false, false],
    ['a hotel-closed cell', cell({ hotelClosed: true }), false, false],
    ['a hotel-closed closed room', cell({ hotelClosed: true, roomClosed: true, closing: own }), false, false],
    ['a closed room', cell({ roomClosed: true, closing: own }), false, true],
    [
      'a room of a type closed in the ratesheet',
      cell({ roomClosed: true, roomTypeClosed: true }),
      false,
      false,
    ],
    [
      'a closed room of a closed type',
      cell({ roomClosed: true, roomTypeClosed: true, closing: own }),
      false,
      true,
    ],
    ['a closed room, closing not sent', cell({ roomClosed: true, closing: undefined }), false, true],
    [
      'a closed type, closing not sent',
      cell({ roomClosed: true, roomTypeClosed: true, closing: undefined }),
      false,
      false,
    ],
  ])('%s: close %s, open %s', (_name, c, close, open) => {
    expect(canCloseCell(c, TODAY)).toBe(close);
    expect(canOpenCell(c, TODAY)).toBe(open);
  });

  it('disables both while an action runs', () => {
    expect(canCloseCell(cell(), TODAY, true)).toBe(false);
    expect(canOpenCell(cell({ roomClosed: true, closing: own }), TODAY, true)).toBe(false);
  });
});

describe('days', () => {
  it.each([
    [
      'every room closed',
      [cell({ roomClosed: true }), cell({ roomClosed: true, roomTypeClosed: true })],
      true,
    ],
    ['one room open', [cell({ roomClosed: true }), cell()], false],
    ['one room open but occupied', [cell({ roomClosed: true }), cell({ active: {} })], false],
    ['the hotel closed', [cell({ hotelClosed: true }), cell({ hotelClosed: true })], true],
    ['no rooms', [], false],
  ])('%s: rooms closed %s', (_name, cells, closed) => {
    expect(dayRoomsClosed(cells)).toBe(closed);
  });

  it.each([
    [{ date: '2027-03-09', hotelClosed: false }, false, false],
    [{ date: TODAY, hotelClosed: false }, false, true],
    [{ date: '2027-03-20', hotelClosed: false }, false, true],
    [{ date: '2027-03-20', hotelClosed: true }, false, false],
    [{ date: '2027-03-20', hotelClosed: false }, true, false],
  ])('%o busy %s: toggle %s', (day, busy, can) => {
    expect(canToggleDay(day, TODAY, busy)).toBe(can);
  });

  it('asks to close an open day and to open a closed one, on the rooms that can', () => {
    expect(dayToggleTarget({ roomsClosed: false })).toEqual({ closed: true });
    expect(dayToggleTarget({ roomsClosed: true })).toEqual({ closed: false });
    const cells = [
      { ...cell(), roomId: 1 },
      { ...cell({ active: {} }), roomId: 2 },
      { ...cell({ roomClosed: true, closing: own }), roomId: 3 },
      { ...cell({ roomClosed: true, roomTypeClosed: true }), roomId: 4 },
      { ...cell({ active: { status: 'EARLY_CHECKOUT' } }), roomId: 5 },
    ];
    expect(roomsToClose(cells)).toEqual([1, 5]);
    expect(roomsToOpen(cells)).toEqual([3]);
  });
});

describe('drag and drop', () => {
  const stay = (overrides: Partial<DragStay> = {}): DragStay => ({
    startDate: '2027-03-12',
    endDate: '2027-03-15',
    roomId: 101,
    roomType: { id: 7 },
    status: 'CONFIRMED',
    ...overrides,
  });
  const target = (overrides: Partial<DropTarget> = {}): DropTarget => ({
    room: { id: 102, roomTypeId: 7, enabled: true },
    date: '2027-03-12',
    cells: ['2027-03-11', '2027-03-12', '2027-03-13', '2027-03-14', '2027-03-15'].map((date) =>
      cell({ date }),
    ),
    ...overrides,
  });

  it.each([
    ['starts today', { startDate: TODAY }, true],
    ['starts later', {}, true],
    ['started yesterday', { startDate: '2027-03-09' }, false],
    ['unassigned', { roomId: null }, true],
    ['a no-show', { status: 'NO_SHOW' as const }, false],
    ['an early checkout', { status: 'EARLY_CHECKOUT' as const }, false],
    ['status not sent', { status: undefined }, true],
  ])('drag a stay that %s: %s', (_name, overrides, can) => {
    expect(canDragStay(stay(overrides), TODAY)).toBe(can);
  });

  it('never drags while busy', () => {
    expect(canDragStay(stay(), TODAY, true)).toBe(false);
  });

  const busyNight = (date: string, c: Partial<CellView>) =>
    target().cells.map((x) => (x.date === date ? { ...x, ...c } : x));

  it.each([
    ['a free room of its type on its start day', stay(), target(), null],
    ['a started stay', stay({ startDate: '2027-03-09' }), target({ date: '2027-03-09' }), 'not-draggable'],
    ['another day', stay(), target({ date: '2027-03-13' }), 'start-day'],
    ['its own room', stay(), target({ room: { id: 101, roomTypeId: 7 } }), 'same-room'],
    ['another room type', stay(), target({ room: { id: 102, roomTypeId: 8 } }), 'room-type'],
    ['a disabled room', stay(), target({ room: { id: 102, roomTypeId: 7, enabled: false } }), 'disabled'],
    [
      'a room taken on the last night',
      stay(),
      target({ cells: busyNight('2027-03-14', { active: {} }) }),
      'taken',
    ],
    [
      'a room overbooked one night',
      stay(),
      target({ cells: busyNight('2027-03-13', { overbookings: [{}] }) }),
      'taken',
    ],
    [
      'a room closed one night',
      stay(),
      target({ cells: busyNight('2027-03-13', { roomClosed: true, closing: own }) }),
      'closed',
    ],
    [
      'a room taken the night before',
      stay(),
      target({ cells: busyNight('2027-03-11', { active: {} }) }),
      null,
    ],
    [
      'a room taken on the checkout day',
      stay(),
      target({ cells: busyNight('2027-03-15', { active: {} }) }),
      null,
    ],
    [
      'a room with a no-show',
      stay(),
      target({ cells: busyNight('2027-03-12', { active: { status: 'NO_SHOW' } }) }),
      null,
    ],
    [
      'a room whose type is closed',
      stay(),
      target({ cells: busyNight('2027-03-12', { roomClosed: true, roomTypeClosed: true }) }),
      null,
    ],
    ['an unassigned stay into a room', stay({ roomId: null }), target(), null],
  ])('drop %s: %s', (_name, s, t, refusal) => {
    expect(dropRefusal(s, t, TODAY)).toBe(refusal);
    expect(canDropStay(s, t, TODAY)).toBe(refusal === null);
  });

  it('never drops while busy', () => {
    expect(canDropStay(stay(), target(), TODAY, true)).toBe(false);
  });
});

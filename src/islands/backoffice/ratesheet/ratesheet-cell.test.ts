import { describe, expect, it } from 'vitest';
import {
  type CellConditions,
  type CellEdit,
  type CellEvent,
  cellTransition,
  dayToggleDisabled,
  editedChanges,
  limitFor,
  normaliseNumberText,
  rateControlDisabled,
  roomStatusDisabled,
  VIEW,
} from './ratesheet-cell.ts';

const open: CellConditions = {
  pastDate: false,
  hotelClosed: false,
  roomClosed: false,
  availability: { actual: 3, total: 5 },
};

describe('BOFLOW-5: which controls are disabled', () => {
  it.each<[string, Partial<CellConditions>, boolean, ReturnType<typeof rateControlDisabled>]>([
    ['an open night', {}, false, null],
    ['a past date', { pastDate: true }, false, 'past'],
    ['a closed hotel', { hotelClosed: true }, false, 'hotelClosed'],
    ['a closed room', { roomClosed: true }, false, 'roomClosed'],
    ['no rooms of the type that night', { availability: { actual: 0, total: 0 } }, false, 'noAvailability'],
    [
      'sold out (rooms exist, none left): still editable',
      { availability: { actual: 0, total: 4 } },
      false,
      null,
    ],
    ['while saving', {}, true, 'saving'],
    ['past wins over the others', { pastDate: true, hotelClosed: true, roomClosed: true }, true, 'past'],
  ])('rate controls: %s', (_name, change, saving, expected) => {
    expect(rateControlDisabled({ ...open, ...change }, saving)).toBe(expected);
  });

  it('the room status toggle stays usable on a closed room (it reopens it) and on a night without rooms', () => {
    expect(roomStatusDisabled({ pastDate: false, hotelClosed: false })).toBeNull();
    expect(rateControlDisabled({ ...open, roomClosed: true })).toBe('roomClosed');
  });

  it.each<[boolean, boolean, boolean, ReturnType<typeof roomStatusDisabled>]>([
    [true, false, false, 'past'],
    [false, true, false, 'hotelClosed'],
    [false, false, true, 'saving'],
    [false, false, false, null],
  ])(
    'room status and day header: past %s, hotel closed %s, saving %s → %s',
    (pastDate, hotelClosed, saving, expected) => {
      expect(roomStatusDisabled({ pastDate, hotelClosed }, saving)).toBe(expected);
      expect(dayToggleDisabled({ pastDate, hotelClosed }, saving)).toBe(expected);
    },
  );
});

describe('BOFLOW-5: the life of a cell edit', () => {
  const run = (events: CellEvent[], from: CellEdit = VIEW) => events.reduce(cellTransition, from);

  it('view → edit (from the current value) → cancel returns to view', () => {
    const editing = run([{ type: 'edit', value: '89.5' }]);
    expect(editing).toEqual({ mode: 'edit', draft: '89.5', error: null });
    expect(cellTransition(editing, { type: 'cancel' })).toEqual(VIEW);
  });

  it('typing, then a save that succeeds: saving keeps the draft, then the saved mark, then view', () => {
    const saving = run([{ type: 'edit', value: '89.5' }, { type: 'type', value: '99' }, { type: 'submit' }]);
    expect(saving).toEqual({ mode: 'saving', draft: '99' });
    const saved = cellTransition(saving, { type: 'saved' });
    expect(saved).toEqual({ mode: 'saved' });
    expect(cellTransition(saved, { type: 'settle' })).toEqual(VIEW);
  });

  it('a failed save keeps the typed value and says why (back to edit)', () => {
    const failed = run([
      { type: 'edit', value: '89.5' },
      { type: 'type', value: '120' },
      { type: 'submit' },
      { type: 'failed', error: 'error.amount.max' },
    ]);
    expect(failed).toEqual({ mode: 'edit', draft: '120', error: 'error.amount.max' });
  });

  it('a value out of bounds is not sent: it stays in edit with the message until typed again', () => {
    const invalid = run([
      { type: 'edit', value: '3' },
      { type: 'type', value: '0' },
      { type: 'invalid', error: 'error.field.min' },
    ]);
    expect(invalid).toEqual({ mode: 'edit', draft: '0', error: 'error.field.min' });
    expect(cellTransition(invalid, { type: 'submit' })).toBe(invalid);
  });

  it('a 409 drops the edit: the cell shows the reloaded value', () => {
    expect(run([{ type: 'edit', value: '1' }, { type: 'submit' }, { type: 'conflict' }])).toEqual(VIEW);
  });

  it('events that do not apply change nothing (no edit while saving, no save from view)', () => {
    const saving: CellEdit = { mode: 'saving', draft: '5' };
    expect(cellTransition(saving, { type: 'edit', value: '6' })).toBe(saving);
    expect(cellTransition(saving, { type: 'cancel' })).toBe(saving);
    expect(cellTransition(VIEW, { type: 'submit' })).toBe(VIEW);
    expect(cellTransition(VIEW, { type: 'saved' })).toBe(VIEW);
    expect(cellTransition(VIEW, { type: 'settle' })).toBe(VIEW);
  });
});

describe('typed numbers', () => {
  it.each([
    [' 89,50 ', '89.50'],
    ['12', '12'],
    ['', ''],
  ])('%j → %j', (text, expected) => {
    expect(normaliseNumberText(text)).toBe(expected);
  });
});

describe('the bound a stay message names', () => {
  it.each([
    [{ minLOS: null, maxLOS: 7 }, 'minStay', 'error.field.max', '7'],
    [{ minLOS: null, maxLOS: null }, 'minStay', 'error.field.max', '30'],
    [{ minLOS: null, maxLOS: null }, 'minStay', 'error.field.min', '1'],
    [{ minLOS: 4, maxLOS: null }, 'maxStay', 'error.field.min', '4'],
    [{ minLOS: null, maxLOS: null }, 'maxStay', 'error.field.min', '3'],
    [{ minLOS: null, maxLOS: null }, 'maxStay', 'error.field.max', '30'],
    [{ minLOS: null, maxLOS: null }, 'amount', 'error.amount.min', ''],
  ] as const)('%j %s %s → %j', (values, field, code, expected) => {
    expect(limitFor(values, field, code)).toBe(expected);
  });
});

describe('editedChanges (an edited cell: what it changes, and what is wrong with it)', () => {
  const current = {
    amount: 100,
    minLOS: null,
    maxLOS: 3,
    closed: false,
    closedToArrival: false,
    closedToDeparture: false,
  };
  it.each([
    ['amount', 90, { amount: 90 }, false],
    ['amount', null, { amount: null }, true],
    ['minStay', 2, { minLOS: 2 }, false],
    ['minStay', 5, { minLOS: 5 }, true],
    ['maxStay', null, { maxLOS: null }, false],
  ] as const)('%s %s', (field, value, changes, wrong) => {
    const edited = editedChanges(current, field, value);
    expect(edited.changes).toEqual(changes);
    expect(edited.problem !== null).toBe(wrong);
  });

  it('a stay limit that is not a number is invalid', () => {
    expect(editedChanges(current, 'minStay', Number.NaN).problem).toBe('error.field.generic.invalid');
  });
});

import { describe, expect, it } from 'vitest';
import {
  type ListboxPosition,
  listboxMove,
  type PlaceLookupStatus,
  placeStatusMessage,
} from './place-combobox.ts';

describe('placeStatusMessage (INPUT)', () => {
  const cases: [
    PlaceLookupStatus,
    boolean,
    boolean,
    number,
    string | null,
    Record<string, unknown> | undefined,
  ][] = [
    // status, dirty, chosen, suggestions → key, params
    ['loading', true, false, 0, 'places.searching', undefined],
    ['loading', false, true, 3, 'places.searching', undefined],
    ['ready', true, false, 0, 'places.suggestions.none', undefined],
    ['ready', true, false, 1, 'places.suggestions.one', undefined],
    ['ready', true, false, 5, 'places.suggestions.other', { count: 5 }],
    ['ready', false, true, 5, 'places.selected', { place: 'Roma RM, Italia' }],
    ['ready', true, true, 2, 'places.selected', { place: 'Roma RM, Italia' }],
    ['failed', true, false, 0, null, undefined],
    ['idle', true, false, 0, null, undefined],
    ['ready', false, false, 2, null, undefined],
  ];
  it.each(cases)(
    '%s, typed %s, chosen %s, %d suggestions → %s',
    (status, dirty, chosen, suggestions, key, params) => {
      const message = placeStatusMessage({ status, dirty, chosen, suggestions, text: 'Roma RM, Italia' });
      expect(message === null ? null : message.key).toBe(key);
      expect(message && 'params' in message ? message.params : undefined).toEqual(params);
    },
  );
});

describe('listboxMove (APG combobox arrows)', () => {
  const closed = { open: false, active: -1 };
  const cases: [string, string, boolean, ListboxPosition, number, ListboxPosition | null][] = [
    ['Down opens on the first option', 'ArrowDown', false, closed, 3, { open: true, active: 0 }],
    ['Alt+Down opens on no option', 'ArrowDown', true, closed, 3, { open: true, active: -1 }],
    ['Up opens on the last option', 'ArrowUp', false, closed, 3, { open: true, active: 2 }],
    ['Down moves on', 'ArrowDown', false, { open: true, active: 0 }, 3, { open: true, active: 1 }],
    ['Down wraps to the first', 'ArrowDown', false, { open: true, active: 2 }, 3, { open: true, active: 0 }],
    [
      'Down from no option goes to the first',
      'ArrowDown',
      false,
      { open: true, active: -1 },
      3,
      { open: true, active: 0 },
    ],
    ['Up moves back', 'ArrowUp', false, { open: true, active: 2 }, 3, { open: true, active: 1 }],
    ['Up wraps to the last', 'ArrowUp', false, { open: true, active: 0 }, 3, { open: true, active: 2 }],
    [
      'Up from no option goes to the last',
      'ArrowUp',
      false,
      { open: true, active: -1 },
      3,
      { open: true, active: 2 },
    ],
    ['no suggestions: nothing opens', 'ArrowDown', false, closed, 0, null],
    ['another key: nothing moves', 'Enter', false, { open: true, active: 1 }, 3, null],
  ];
  it.each(cases)('%s', (_name, key, altKey, position, count, expected) => {
    expect(listboxMove(key, altKey, position, count)).toEqual(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { type PlaceLookupStatus, placeStatusMessage } from './place-status.ts';

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

/**
 * Pure rules of the place combobox (src/ui/place-search.ts), tested apart from React.
 *
 * What the place field's live region says (INPUT): 'searching' during a lookup; once suggestions
 * arrive for typed text, how many there are (none, one, n); once a place is chosen, which one;
 * nothing otherwise.
 */
export type PlaceLookupStatus = 'idle' | 'loading' | 'ready' | 'failed';

export type PlaceStatusMessage =
  | { key: 'places.searching' }
  | { key: 'places.suggestions.none' }
  | { key: 'places.suggestions.one' }
  | { key: 'places.suggestions.other'; params: { count: number } }
  | { key: 'places.selected'; params: { place: string } }
  | null;

export function placeStatusMessage(state: {
  status: PlaceLookupStatus;
  /** The text was typed (not a chosen place's name). */
  dirty: boolean;
  chosen: boolean;
  suggestions: number;
  text: string;
}): PlaceStatusMessage {
  if (state.status === 'loading') return { key: 'places.searching' };
  if (state.status === 'ready' && state.dirty && !state.chosen) {
    if (state.suggestions === 0) return { key: 'places.suggestions.none' };
    if (state.suggestions === 1) return { key: 'places.suggestions.one' };
    return { key: 'places.suggestions.other', params: { count: state.suggestions } };
  }
  if (state.chosen) return { key: 'places.selected', params: { place: state.text } };
  return null;
}

export type ListboxPosition = { open: boolean; active: number };

/**
 * Arrow Down/Up on the combobox (APG): closed with suggestions, Down opens on the first option
 * (Alt+Down opens without one) and Up on the last; open, they move the active option, wrapping
 * at either end. Null when the key changes nothing (no suggestions, another key).
 */
export function listboxMove(
  key: string,
  altKey: boolean,
  { open, active }: ListboxPosition,
  count: number,
): ListboxPosition | null {
  if (count === 0) return null;
  if (key === 'ArrowDown') {
    if (!open) return { open: true, active: altKey ? -1 : 0 };
    return { open, active: (active + 1) % count };
  }
  if (key === 'ArrowUp') {
    if (!open) return { open: true, active: count - 1 };
    return { open, active: active <= 0 ? count - 1 : active - 1 };
  }
  return null;
}

/**
 * What the place field's live region says (INPUT): 'searching' during a lookup; once suggestions
 * arrive for typed text, how many there are (none, one, n); once a place is chosen, which one;
 * nothing otherwise. A pure rule so that the message a screen reader hears is tested apart from
 * the combobox.
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

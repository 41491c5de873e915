/**
 * The state of a place combobox (WAI-ARIA APG "combobox with listbox popup"): the typed text, the
 * debounced lookup of suggestions, the open list and its active option, the keyboard (Arrow
 * Down/Up open the list and move, Alt+Down opens without moving, Enter chooses, Escape closes and
 * a second Escape clears the text, Tab closes) and the choice, whose details become the value.
 * A selection is required: typing after a choice clears the value.
 */
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import type { AddressInfo, Language } from '../contracts/types.ts';
import type { PlaceKind, PlacesProvider, Suggestion } from '../domain/places.ts';
import { listboxMove, type PlaceLookupStatus } from './place-combobox.ts';

export type PlaceSearchOptions = {
  kind: PlaceKind;
  language: Language;
  provider: PlacesProvider;
  value: AddressInfo | null;
  onChange: (value: AddressInfo | null) => void;
  country?: string;
  minLength: number;
  debounceMs: number;
};

/** The text a chosen place shows in the field. */
const placeText = (value: AddressInfo | null) =>
  value?.formatted_address ?? value?.address ?? value?.city ?? '';

/**
 * An external value (reset, prefill) rewrites the text. The returned ref holds the text of the
 * value last shown, so that a choice or a typed change does not count as an external one.
 */
function useValueText(value: AddressInfo | null, setText: (text: string) => void) {
  const shownValue = placeText(value);
  const lastValue = useRef(shownValue);
  useEffect(() => {
    if (shownValue !== lastValue.current) {
      lastValue.current = shownValue;
      if (shownValue) setText(shownValue);
    }
  }, [shownValue, setText]);
  return lastValue;
}

export function usePlaceSearch(options: PlaceSearchOptions) {
  const { kind, language, provider, value, onChange, country, minLength, debounceMs } = options;
  const [text, setText] = useState(placeText(value));
  const [dirty, setDirty] = useState(false);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState<PlaceLookupStatus>('idle');
  const [touched, setTouched] = useState(false);
  // While the visitor is typing, no error: it is judged on leaving the field or on submit (TRUST).
  const [typing, setTyping] = useState(false);
  const requestRef = useRef(0);

  const lastValue = useValueText(value, setText);

  // Debounced lookup of the typed text.
  useEffect(() => {
    if (!dirty || value) return;
    const query = text.trim();
    if (query.length < minLength) {
      requestRef.current++;
      setSuggestions([]);
      setOpen(false);
      setStatus('idle');
      return;
    }
    const request = ++requestRef.current;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setStatus('loading');
      provider
        .suggest(query, { kind, language, country, signal: controller.signal })
        .then((found) => {
          if (request !== requestRef.current) return;
          setSuggestions(found);
          setActive(-1);
          setOpen(true);
          setStatus('ready');
        })
        .catch(() => {
          if (request !== requestRef.current) return;
          setSuggestions([]);
          setOpen(false);
          setStatus('failed');
        });
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, dirty, value, minLength, provider, kind, language, country, debounceMs]);

  const choose = (suggestion: Suggestion) => {
    const request = ++requestRef.current;
    // Not dirty: the chosen text is not a new query.
    setDirty(false);
    setText(suggestion.description);
    setOpen(false);
    setActive(-1);
    setStatus('loading');
    provider
      .details(suggestion.placeId, { language })
      .then((info) => {
        if (request !== requestRef.current) return;
        const display = info.formatted_address ?? suggestion.description;
        lastValue.current = display;
        setText(display);
        setStatus('ready');
        onChange(info);
      })
      .catch(() => {
        if (request !== requestRef.current) return;
        setStatus('failed');
        onChange(null);
      });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moved = listboxMove(event.key, event.altKey, { open, active }, suggestions.length);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') event.preventDefault();
    if (moved) {
      setOpen(moved.open);
      setActive(moved.active);
      return;
    }
    if (event.key === 'Enter') {
      const suggestion = open ? suggestions[active] : undefined;
      if (suggestion) {
        event.preventDefault();
        choose(suggestion);
      }
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Escape' && text) {
      event.preventDefault();
      setText('');
      setDirty(true);
      if (value) onChange(null);
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  /** The visitor typed: a new query, and no longer the chosen place. */
  const onType = (typed: string) => {
    setText(typed);
    setDirty(true);
    setTyping(true);
    if (status === 'failed') setStatus('idle');
    if (value) {
      lastValue.current = '';
      onChange(null);
    }
  };

  const onLeave = () => {
    setTouched(true);
    setTyping(false);
    setOpen(false);
  };

  /** A click on the field reopens the suggestions of the typed text. */
  const onReopen = () => {
    if (!open && suggestions.length > 0 && !value) setOpen(true);
  };

  return {
    text,
    dirty,
    suggestions,
    open,
    /** The list shows: open with suggestions, or with the answer that there are none. */
    expanded: open && (suggestions.length > 0 || status === 'ready'),
    active,
    setActive,
    status,
    touched,
    typing,
    choose,
    onKeyDown,
    onType,
    onLeave,
    onReopen,
  };
}

/**
 * Place autocomplete, shared by AddressAutocomplete and CityAutocomplete (INPUT, SITELIM).
 * WAI-ARIA APG "combobox with listbox popup": the input has role="combobox", aria-expanded,
 * aria-controls and aria-activedescendant; Arrow Down/Up open the list and move the active
 * option, Enter chooses it, Escape closes the list (a second Escape clears the text), Alt+Down
 * opens without moving. The popup is positioned with Floating UI.
 *
 * Lookups start at `minLength` characters (3 by default), 250 ms after the last keystroke; a
 * selection is required: typing after a choice clears the value. Errors (shown once the field
 * was left, or with `showError`): 'error.required'; 'error.field.generic.minlength' {count};
 * 'error.<kind>.not.found' when the lookup fails; 'error.<kind>.not.match' when no suggestion
 * was chosen.
 */
import { autoUpdate, flip, offset, size, useFloating } from '@floating-ui/react';
import { type KeyboardEvent, useEffect, useEffectEvent, useRef, useState } from 'react';
import { ErrorCode } from '../contracts/error-codes.ts';
import type { AddressInfo, Language } from '../contracts/types.ts';
import {
  PLACE_QUERY_MIN_LENGTH,
  type PlaceKind,
  type PlacesProvider,
  type Suggestion,
} from '../domain/places.ts';
import { translator } from '../i18n/dictionary.ts';
import type { FieldErrorKey } from './AmountInput.tsx';
import { describedBy, FieldShell, useFieldIds } from './field.tsx';
import './PlaceAutocomplete.css';

export const AUTOCOMPLETE_DEBOUNCE_MS = 250;

export type PlaceFieldState = {
  kind: PlaceKind;
  text: string;
  value: AddressInfo | null;
  required: boolean;
  minLength: number;
  lookupFailed: boolean;
};

/** The field's error, or null (a chosen place is always valid). */
export function placeFieldError(state: PlaceFieldState): FieldErrorKey | null {
  if (state.value) return null;
  const text = state.text.trim();
  if (text === '') return state.required ? { key: ErrorCode.required } : null;
  if (text.length < state.minLength) return { key: ErrorCode.minLength, params: { count: state.minLength } };
  if (state.lookupFailed) return { key: `error.${state.kind}.not.found` };
  return { key: `error.${state.kind}.not.match` };
}

export type PlaceAutocompleteProps = {
  kind: PlaceKind;
  label: string;
  language: Language;
  provider: PlacesProvider;
  value: AddressInfo | null;
  onChange: (value: AddressInfo | null) => void;
  /** A selection is required by default (INPUT). */
  required?: boolean;
  minLength?: number;
  /** ISO 3166-1 alpha-2 restriction. */
  country?: string;
  disabled?: boolean;
  id?: string;
  name?: string;
  hint?: string;
  showError?: boolean;
  debounceMs?: number;
  /** Reports the current error key (or null) to a parent form. */
  onValidityChange?: (error: FieldErrorKey | null) => void;
};

type Status = 'idle' | 'loading' | 'ready' | 'failed';

export function PlaceAutocomplete(props: PlaceAutocompleteProps) {
  const { kind, label, language, provider, value, onChange, country, disabled, hint } = props;
  const {
    required = true,
    minLength = PLACE_QUERY_MIN_LENGTH,
    debounceMs = AUTOCOMPLETE_DEBOUNCE_MS,
  } = props;
  const t = translator(language);
  const ids = useFieldIds(props.id);
  const listId = `${ids.inputId}-listbox`;
  const statusId = `${ids.inputId}-status`;

  const [text, setText] = useState(value?.formatted_address ?? value?.address ?? value?.city ?? '');
  const [dirty, setDirty] = useState(false);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState<Status>('idle');
  const [touched, setTouched] = useState(false);
  // While the visitor is typing, no error: it is judged on leaving the field or on submit (TRUST).
  const [typing, setTyping] = useState(false);
  const requestRef = useRef(0);

  // An external value (reset, prefill) rewrites the text.
  const shownValue = value?.formatted_address ?? value?.address ?? value?.city ?? '';
  const lastValue = useRef(shownValue);
  useEffect(() => {
    if (shownValue !== lastValue.current) {
      lastValue.current = shownValue;
      if (shownValue) setText(shownValue);
    }
  }, [shownValue]);

  const { refs, floatingStyles } = useFloating({
    open,
    placement: 'bottom-start',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(4),
      flip({ padding: 8 }),
      size({
        padding: 8,
        apply({ rects, availableHeight, elements }) {
          elements.floating.style.width = `${rects.reference.width}px`;
          elements.floating.style.maxHeight = `${Math.max(120, Math.min(320, availableHeight))}px`;
        },
      }),
    ],
  });

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

  const error = placeFieldError({
    kind,
    text,
    value,
    required,
    minLength,
    lookupFailed: status === 'failed',
  });
  const errorKey = error ? `${error.key}|${JSON.stringify(error.params ?? {})}` : '';
  // Reported when the error itself changes (its key and params: a new object each render is no
  // change); the event reads the latest error and the parent's latest callback.
  const reportValidity = useEffectEvent((_errorKey: string) => props.onValidityChange?.(error));
  useEffect(() => {
    reportValidity(errorKey);
  }, [errorKey]);
  const shownError = error && !typing && (touched || props.showError) ? t(error.key, error.params) : null;

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
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) {
          if (count > 0) {
            setOpen(true);
            setActive(event.altKey ? -1 : 0);
          }
        } else if (count > 0) {
          setActive((i) => (i + 1) % count);
        }
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open && count > 0) {
          setOpen(true);
          setActive(count - 1);
        } else if (count > 0) {
          setActive((i) => (i <= 0 ? count - 1 : i - 1));
        }
        break;
      case 'Enter': {
        const suggestion = open ? suggestions[active] : undefined;
        if (suggestion) {
          event.preventDefault();
          choose(suggestion);
        }
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          event.preventDefault();
          setText('');
          setDirty(true);
          if (value) onChange(null);
        }
        break;
      case 'Tab':
        setOpen(false);
        break;
      default:
        break;
    }
  };

  const expanded = open && (suggestions.length > 0 || status === 'ready');
  const statusText =
    status === 'loading'
      ? t('places.searching')
      : status === 'ready' && dirty && !value
        ? suggestions.length === 0
          ? t('places.suggestions.none')
          : suggestions.length === 1
            ? t('places.suggestions.one')
            : t('places.suggestions.other', { count: suggestions.length })
        : value
          ? t('places.selected', { place: text })
          : '';

  return (
    <FieldShell
      ids={ids}
      label={label}
      hint={hint}
      error={shownError}
      required={required}
      className="ui-place"
    >
      <div className="ui-place__wrap">
        <input
          ref={refs.setReference}
          className="ui-input ui-place__input"
          id={ids.inputId}
          name={props.name}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-required={required || undefined}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy(ids, hint, shownError)}
          data-status={status}
          data-selected={value ? 'true' : undefined}
          disabled={disabled}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setDirty(true);
            setTyping(true);
            if (status === 'failed') setStatus('idle');
            if (value) {
              lastValue.current = '';
              onChange(null);
            }
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setTouched(true);
            setTyping(false);
            setOpen(false);
          }}
          onClick={() => {
            if (!open && suggestions.length > 0 && !value) setOpen(true);
          }}
        />
        <div
          ref={refs.setFloating}
          id={listId}
          role="listbox"
          aria-label={label}
          className="ui-place__list"
          hidden={!expanded}
          style={floatingStyles}
        >
          {suggestions.map((suggestion, index) => (
            // biome-ignore lint/a11y/useFocusableInteractive: APG combobox: the input keeps focus, options are pointed at by aria-activedescendant.
            // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard selection happens on the combobox input (APG).
            <div
              key={suggestion.placeId}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={`ui-place__option${index === active ? ' ui-place__option--active' : ''}`}
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(index)}
              onClick={() => choose(suggestion)}
            >
              <span className="ui-place__main">{suggestion.mainText}</span>
              <span className="ui-place__secondary">{suggestion.secondaryText}</span>
              {suggestion.asTyped ? (
                <span className="ui-place__secondary ui-place__as-typed">{t('places.street.as.typed')}</span>
              ) : null}
            </div>
          ))}
          {suggestions.length === 0 ? (
            // biome-ignore lint/a11y/useFocusableInteractive: a disabled placeholder option, never active.
            <div className="ui-place__empty" role="option" aria-selected={false} aria-disabled="true">
              {t('places.suggestions.none')}
            </div>
          ) : null}
        </div>
      </div>
      <p className="ui-sr-only" id={statusId} role="status">
        {statusText}
      </p>
    </FieldShell>
  );
}

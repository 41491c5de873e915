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
import { type CSSProperties, useEffect, useEffectEvent } from 'react';
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
import { placeStatusMessage } from './place-combobox.ts';
import { usePlaceSearch } from './place-search.ts';

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

/** The suggestions popup: one option per suggestion (the active one marked), or a disabled 'none'. */
function PlaceListbox({
  listId,
  label,
  hidden,
  suggestions,
  active,
  onActive,
  onChoose,
  language,
  floating,
}: {
  listId: string;
  label: string;
  hidden: boolean;
  suggestions: readonly Suggestion[];
  active: number;
  onActive: (index: number) => void;
  onChoose: (suggestion: Suggestion) => void;
  language: Language;
  floating: { ref: (element: HTMLElement | null) => void; style: CSSProperties };
}) {
  const t = translator(language);
  return (
    <div
      ref={floating.ref}
      id={listId}
      role="listbox"
      aria-label={label}
      className="ui-place__list"
      hidden={hidden}
      style={floating.style}
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
          onMouseEnter={() => onActive(index)}
          onClick={() => onChoose(suggestion)}
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
  );
}

/** The popup sits under the field, as wide as it, flipped above when there is no room below. */
function usePlacePopup(open: boolean) {
  return useFloating({
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
}

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
  const search = usePlaceSearch({
    kind,
    language,
    provider,
    value,
    onChange,
    country,
    minLength,
    debounceMs,
  });
  const { text, status, suggestions, expanded, active } = search;
  const { refs, floatingStyles } = usePlacePopup(search.open);

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
  const shownError =
    error && !search.typing && (search.touched || props.showError) ? t(error.key, error.params) : null;
  const statusMessage = placeStatusMessage({
    status,
    dirty: search.dirty,
    chosen: value !== null,
    suggestions: suggestions.length,
    text,
  });

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
          onChange={(event) => search.onType(event.target.value)}
          onKeyDown={search.onKeyDown}
          onBlur={search.onLeave}
          onClick={search.onReopen}
        />
        <PlaceListbox
          listId={listId}
          label={label}
          hidden={!expanded}
          suggestions={suggestions}
          active={active}
          onActive={search.setActive}
          onChoose={search.choose}
          language={language}
          floating={{ ref: refs.setFloating, style: floatingStyles }}
        />
      </div>
      <p className="ui-sr-only" id={statusId} role="status">
        {statusMessage
          ? t(statusMessage.key, 'params' in statusMessage ? statusMessage.params : undefined)
          : ''}
      </p>
    </FieldShell>
  );
}

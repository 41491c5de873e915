/**
 * A combobox over a list searched in memory (municipalities, countries) for the guest document
 * form: WAI-ARIA APG "combobox with listbox popup". The input keeps focus; Arrow Down/Up move the
 * active option (aria-activedescendant), Enter chooses it, Escape closes the list (a second Escape
 * clears the text), Tab closes it. Suggestions start at `minLength` characters (2, PROPCHECK) and
 * a choice is required: typing after a choice clears the value; leaving the field with a text that
 * is exactly one option's label chooses it.
 */
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import type { Translate } from '../i18n/translate.ts';

export type ComboOption = { id: string; label: string; detail?: string };

export type ComboboxProps = {
  id?: string;
  label: string;
  hint?: string;
  value: ComboOption | null;
  onChange: (value: ComboOption | null) => void;
  search: (query: string) => ComboOption[];
  t: Translate;
  minLength?: number;
  required?: boolean;
  disabled?: boolean;
  /** A translated error from the form (shown when the field has none of its own). */
  error?: string | null;
  /** Show the field's own errors (min length, no match) even before it was left. */
  showError?: boolean;
  /** Error key when the text matches no option. */
  notMatchKey: string;
};

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/**
 * The combobox's state: the text typed, the options found for it, the list open or not and its
 * active option, and the field's own error (too short, or matching no option) once it was left.
 */
function useComboboxState(props: ComboboxProps) {
  const { value, onChange, search, t } = props;
  const minLength = props.minLength ?? 2;
  const [text, setText] = useState(value?.label ?? '');
  const [options, setOptions] = useState<ComboOption[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [touched, setTouched] = useState(false);

  // A value set from outside (reset, cancel, another field) rewrites the text.
  useEffect(() => {
    if (value) setText(value.label);
  }, [value]);

  const query = (next: string) => {
    const found = next.trim().length >= minLength ? search(next) : [];
    setOptions(found);
    setActive(-1);
    setOpen(next.trim().length >= minLength);
  };

  const choose = (option: ComboOption) => {
    setText(option.label);
    setOpen(false);
    setActive(-1);
    onChange(option);
  };

  const ownError = (() => {
    if (value) return null;
    const typed = text.trim();
    if (typed === '') return null;
    if (typed.length < minLength) return t.text('error.field.generic.minlength', { count: minLength });
    return t.text(t.has(props.notMatchKey) ? props.notMatchKey : `bo.guests.${props.notMatchKey}`);
  })();
  const shownError = (touched || props.showError ? ownError : null) ?? props.error ?? null;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) query(text);
        else if (count > 0) setActive((i) => (i + 1) % count);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (open && count > 0) setActive((i) => (i <= 0 ? count - 1 : i - 1));
        break;
      case 'Enter': {
        const option = open ? options[active] : undefined;
        if (option) {
          event.preventDefault();
          choose(option);
        } else if (open) {
          event.preventDefault();
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

  const onBlur = () => {
    setTouched(true);
    setOpen(false);
    if (!value && text.trim().length >= minLength) {
      const exact = search(text).filter((option) => fold(option.label) === fold(text));
      if (exact.length === 1 && exact[0]) choose(exact[0]);
    }
  };

  /** Typing after a choice clears the value. */
  const onType = (next: string) => {
    setText(next);
    if (value) onChange(null);
    query(next);
  };

  return { text, options, open, active, setActive, shownError, choose, onKeyDown, onBlur, onType };
}

export function Combobox(props: ComboboxProps) {
  const { label, hint, value, t, required, disabled } = props;
  const generated = useId().replace(/[^A-Za-z0-9_-]/g, '');
  const inputId = props.id ?? `combo${generated}`;
  const listId = `${inputId}-list`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const { text, options, open, active, setActive, shownError, choose, onKeyDown, onBlur, onType } =
    useComboboxState(props);

  const expanded = open && !disabled;
  const describedBy =
    [hint ? hintId : null, shownError ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className="ui-field guest-doc__combo">
      <label className="ui-field__label" htmlFor={inputId}>
        {label}
        {required ? (
          <span className="ui-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p className="ui-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <div className="guest-doc__combo-wrap">
        <input
          id={inputId}
          className="ui-input"
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
          aria-describedby={describedBy}
          data-selected={value ? 'true' : undefined}
          disabled={disabled}
          value={text}
          onChange={(event) => onType(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
        />
        <div id={listId} role="listbox" aria-label={label} className="guest-doc__list" hidden={!expanded}>
          {options.map((option, index) => (
            // biome-ignore lint/a11y/useFocusableInteractive: APG combobox: the input keeps focus, options are pointed at by aria-activedescendant.
            // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard selection happens on the combobox input (APG).
            <div
              key={option.id}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={`guest-doc__option${index === active ? ' guest-doc__option--active' : ''}`}
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(index)}
              onClick={() => choose(option)}
            >
              <span>{option.label}</span>
              {option.detail ? <span className="guest-doc__option-detail">{option.detail}</span> : null}
            </div>
          ))}
          {options.length === 0 ? (
            // biome-ignore lint/a11y/useFocusableInteractive: a disabled placeholder option, never active.
            <div
              className="guest-doc__option guest-doc__option--empty"
              role="option"
              aria-selected={false}
              aria-disabled="true"
            >
              {t('bo.guests.suggestions.none')}
            </div>
          ) : null}
        </div>
      </div>
      <p className="ui-sr-only" role="status">
        {expanded && options.length > 0 ? t('bo.guests.suggestions.count', { count: options.length }) : ''}
      </p>
      <p className="ui-field__error" id={errorId} aria-live="polite" hidden={!shownError}>
        {shownError}
      </p>
    </div>
  );
}

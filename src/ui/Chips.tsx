/**
 * Chips: a selectable chip list. Semantically a group of checkboxes (fieldset + legend, one
 * native checkbox per chip, styled as a chip), so Space toggles and Tab moves as everywhere.
 * VISITOR: "an array input marks selected items with a 'role' value" — `markSelected`
 * returns the options with `role` set on the selected ones, for callers that send that shape.
 */
import type { Language } from '../contracts/types.ts';
import { translator } from '../i18n/dictionary.ts';
import { useFieldIds } from './field.tsx';
import './Chips.css';

export type ChipOption = { value: string; label: string; disabled?: boolean };

/** The options with `role` set on the selected ones and removed from the others. */
export function markSelected<T extends { value: string }>(
  options: readonly T[],
  selected: readonly string[],
  role: string,
): Array<Omit<T, 'role'> & { role?: string }> {
  const chosen = new Set(selected);
  return options.map((option) => {
    const { role: _ignored, ...rest } = option as T & { role?: string };
    return chosen.has(option.value) ? { ...rest, role } : rest;
  });
}

/** Adds or removes `value`, keeping the options' order. */
export function toggleChip(
  options: readonly ChipOption[],
  selected: readonly string[],
  value: string,
): string[] {
  const next = new Set(selected);
  if (next.has(value)) next.delete(value);
  else next.add(value);
  return options.map((o) => o.value).filter((v) => next.has(v));
}

export type ChipsProps = {
  legend: string;
  language: Language;
  options: readonly ChipOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  disabled?: boolean;
  name?: string;
  hint?: string;
  /** Translated error text. */
  error?: string | null;
  id?: string;
};

export function Chips({
  legend,
  language,
  options,
  value,
  onChange,
  disabled,
  name,
  hint,
  error,
  id,
}: ChipsProps) {
  const t = translator(language);
  const ids = useFieldIds(id);
  const selected = new Set(value);
  const described = [hint ? ids.hintId : '', `${ids.inputId}-count`, error ? ids.errorId : '']
    .filter(Boolean)
    .join(' ');
  return (
    <fieldset className="ui-chips" id={ids.inputId} disabled={disabled} aria-describedby={described}>
      <legend className="ui-chips__legend">{legend}</legend>
      {hint ? (
        <p className="ui-chips__hint" id={ids.hintId}>
          {hint}
        </p>
      ) : null}
      <ul className="ui-chips__list">
        {options.map((option) => {
          const checked = selected.has(option.value);
          return (
            <li key={option.value}>
              <label className={`ui-chip${checked ? ' ui-chip--selected' : ''}`}>
                <input
                  className="ui-chip__input"
                  type="checkbox"
                  name={name}
                  value={option.value}
                  checked={checked}
                  disabled={disabled || option.disabled}
                  onChange={() => onChange(toggleChip(options, value, option.value))}
                />
                <span className="ui-chip__check" aria-hidden="true">
                  {checked ? '✓' : ''}
                </span>
                {option.label}
              </label>
            </li>
          );
        })}
      </ul>
      <p className="ui-sr-only" id={`${ids.inputId}-count`}>
        {t('chips.selected.count', { count: value.length })}
      </p>
      <p className="ui-field__error" id={ids.errorId} hidden={!error}>
        {error}
      </p>
    </fieldset>
  );
}

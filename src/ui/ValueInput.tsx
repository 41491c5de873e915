/**
 * Value with unit input (BODATA-14 Value with unit, BOCHECK-7 Value input, BOLIM Widgets): a count and
 * its unit. Up to 10 counts in the range (default 1–10, step 1) are offered as a list; a wider
 * range switches to manual entry, checked against min, max and step (error.field.min for both
 * bounds, error.filed.invalid off the step). Counts listed as disabled are refused either way.
 * The rules are in src/domain/value-unit.ts. A group (fieldset) with the count and the unit.
 */
import { useEffect, useState } from 'react';
import {
  type CountRange,
  countError,
  presetCounts,
  type ValueUnit,
  type ValueWithUnit,
} from '../domain/value-unit.ts';
import type { Translate } from '../i18n/translate.ts';
import { describedBy, useFieldIds } from './field.tsx';
import './ValueInput.css';

export type ValueInputProps = CountRange & {
  t: Translate;
  label: string;
  value: ValueWithUnit;
  /** Called with valid values only. */
  onChange: (value: ValueWithUnit) => void;
  /** The units offered (default: the value's unit only, shown as text). */
  units?: readonly ValueUnit[];
  hint?: string;
  id?: string;
  disabledInput?: boolean;
  /** Shows an error for the current value even before the user typed (a submitted form). */
  showError?: boolean;
};

export function ValueInput(props: ValueInputProps) {
  const { t, label, value, onChange, hint, disabledInput, min, max, step, disabled } = props;
  const bounds: CountRange = { min, max, step, disabled };
  const ids = useFieldIds(props.id);
  const unitId = `${ids.inputId}-unit`;
  const units = props.units && props.units.length > 0 ? props.units : [value.unit];
  const presets = presetCounts(bounds);
  const [draft, setDraft] = useState(String(value.count));
  const [touched, setTouched] = useState(false);
  useEffect(() => setDraft(String(value.count)), [value.count]);

  const typed = draft.trim() === '' ? Number.NaN : Number(draft);
  const problem = presets ? countError(value.count, bounds) : countError(typed, bounds);
  const error = problem && (touched || props.showError) ? t.text(problem.code, problem.params) : null;

  const setCount = (count: number) => {
    if (countError(count, bounds) === null) onChange({ count, unit: value.unit });
  };

  return (
    <fieldset className="ui-value" disabled={disabledInput}>
      <legend className="ui-value__legend">{label}</legend>
      {hint ? (
        <p className="ui-field__hint" id={ids.hintId}>
          {hint}
        </p>
      ) : null}
      <div className="ui-value__row">
        <label className="visually-hidden" htmlFor={ids.inputId}>
          {t('value.count.label', { label })}
        </label>
        {presets ? (
          <select
            id={ids.inputId}
            className="ui-input ui-value__count"
            value={String(value.count)}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(ids, hint, error)}
            onChange={(event) => {
              setTouched(true);
              setCount(Number(event.target.value));
            }}
          >
            {presets.includes(value.count) ? null : (
              <option value={String(value.count)}>{value.count}</option>
            )}
            {presets.map((count) => (
              <option key={count} value={String(count)} disabled={disabled?.includes(count)}>
                {count}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={ids.inputId}
            className="ui-input ui-value__count"
            type="number"
            inputMode="decimal"
            min={min ?? 1}
            max={max ?? 10}
            step={step ?? 1}
            value={draft}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(ids, hint, error)}
            onChange={(event) => {
              setDraft(event.target.value);
              const count = Number(event.target.value);
              if (event.target.value.trim() !== '') setCount(count);
            }}
            onBlur={() => setTouched(true)}
          />
        )}
        {units.length > 1 ? (
          <>
            <label className="visually-hidden" htmlFor={unitId}>
              {t('value.unit.label', { label })}
            </label>
            <select
              id={unitId}
              className="ui-input ui-value__unit"
              value={value.unit}
              onChange={(event) => onChange({ count: value.count, unit: event.target.value as ValueUnit })}
            >
              {units.map((unit) => (
                <option key={unit} value={unit}>
                  {t(`value.unit.${unit}`)}
                </option>
              ))}
            </select>
          </>
        ) : (
          <span className="ui-value__unit-text">
            {t(value.count === 1 ? `value.unit.one.${value.unit}` : `value.unit.${value.unit}`)}
          </span>
        )}
      </div>
      <p className="ui-field__error" id={ids.errorId} aria-live="polite" hidden={!error}>
        {error}
      </p>
    </fieldset>
  );
}

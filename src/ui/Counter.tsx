/**
 * Counter (INPUT: respects min, max and step; buttons disabled at the bounds), following
 * the WAI-ARIA APG spinbutton pattern: a text input with role="spinbutton" and aria-valuenow /
 * -valuemin / -valuemax; Up/Down change by one step, PageUp/PageDown by `pageStep` steps,
 * Home/End jump to the bounds. Typed values are clamped and snapped to the step on blur or Enter.
 * The −/+ buttons are outside the tab order (as in the APG example): the input has the keys.
 */
import { type KeyboardEvent, useEffect, useState } from 'react';
import type { Language } from '../contracts/types.ts';
import { translator } from '../i18n/dictionary.ts';
import { useFieldIds } from './field.tsx';
import './Counter.css';

export type CounterBounds = { min?: number; max?: number; step?: number };

/** Clamps to [min, max] and snaps to the nearest step counted from min (or 0). */
export function clampToStep(value: number, { min = 0, max, step = 1 }: CounterBounds): number {
  if (!Number.isFinite(value)) return min;
  const snapped = min + Math.round((value - min) / step) * step;
  const rounded = Number(snapped.toFixed(10));
  const upper = max === undefined ? rounded : Math.min(max, rounded);
  return Math.max(min, upper);
}

export type CounterProps = CounterBounds & {
  label: string;
  language: Language;
  value: number;
  onChange: (value: number) => void;
  /** Steps moved by PageUp/PageDown (default 5). */
  pageStep?: number;
  hint?: string;
  disabled?: boolean;
  id?: string;
  name?: string;
  /** Text read instead of the bare number (e.g. '2 adults'). */
  valueText?: (value: number) => string;
};

export function Counter(props: CounterProps) {
  const { label, language, value, onChange, min = 0, max, step = 1, pageStep = 5, hint, disabled } = props;
  const t = translator(language);
  const ids = useFieldIds(props.id);
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);

  const bounds = { min, max, step };
  const commit = (next: number) => {
    const clamped = clampToStep(next, bounds);
    setDraft(String(clamped));
    if (clamped !== value) onChange(clamped);
  };
  const atMin = value <= min;
  const atMax = max !== undefined && value >= max;

  /** The value a key moves to (APG spinbutton keys), or undefined for other keys. */
  const target = (key: string): number | undefined => {
    switch (key) {
      case 'ArrowUp':
        return value + step;
      case 'ArrowDown':
        return value - step;
      case 'PageUp':
        return value + step * pageStep;
      case 'PageDown':
        return value - step * pageStep;
      case 'Home':
        return min;
      case 'End':
        return max;
      case 'Enter':
        return Number(draft.trim() === '' ? value : draft);
      default:
        return undefined;
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const next = target(event.key);
    if (next === undefined) return;
    event.preventDefault();
    commit(next);
  };

  return (
    <div className="ui-counter">
      <label className="ui-counter__label" htmlFor={ids.inputId} id={ids.labelId}>
        {label}
      </label>
      {hint ? (
        <span className="ui-counter__hint" id={ids.hintId}>
          {hint}
        </span>
      ) : null}
      <div className="ui-counter__control">
        <button
          type="button"
          className="ui-counter__button"
          tabIndex={-1}
          aria-label={t('counter.decrease.label', { label })}
          aria-controls={ids.inputId}
          disabled={disabled || atMin}
          onClick={() => commit(value - step)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          className="ui-counter__input"
          id={ids.inputId}
          name={props.name}
          type="text"
          inputMode="numeric"
          role="spinbutton"
          autoComplete="off"
          aria-valuenow={value}
          aria-valuemin={min}
          aria-valuemax={max}
          aria-valuetext={props.valueText?.(value)}
          aria-describedby={hint ? ids.hintId : undefined}
          disabled={disabled}
          value={draft}
          onChange={(event) => setDraft(event.target.value.replace(/[^\d.-]/g, ''))}
          onKeyDown={onKeyDown}
          onBlur={() => commit(draft.trim() === '' ? value : Number(draft))}
        />
        <button
          type="button"
          className="ui-counter__button"
          tabIndex={-1}
          aria-label={t('counter.increase.label', { label })}
          aria-controls={ids.inputId}
          disabled={disabled || atMax}
          onClick={() => commit(value + step)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}

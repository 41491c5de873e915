/**
 * Time picker (BOSCREENS, BOCHECK required message, BOLIM: HH:mm display; sizes small, medium, big;
 * label on top or left). A text field in the APG spinbutton pattern rather than a native
 * `input type=time`, whose display follows the browser's locale (a 12-hour clock in en-US)
 * instead of the spec's HH:mm: type a time ('9', '930', '9.30', '14:30' become 09:00, 09:30,
 * 14:30), or use ArrowUp/ArrowDown (± step minutes), PageUp/PageDown (± 1 hour), Home (00:00)
 * and End (23:59). The value given to `onChange` is 'HH:mm', '' when empty, or what was typed
 * when it is not a time (the form's schema then says it is invalid).
 */
import { useEffect, useState } from 'react';
import {
  minutesOf,
  normaliseTime,
  type TimePickerLabelPosition,
  type TimePickerSize,
  timeOf,
} from '../domain/time-of-day.ts';
import type { LooseTranslate } from '../i18n/translate.ts';
import { describedBy, useFieldIds } from './field.tsx';
import './field.css';
import './TimePicker.css';

export type TimePickerProps = {
  label: string;
  /** 'HH:mm', '' (empty) or text that is not a time yet. */
  value: string;
  onChange: (value: string) => void;
  t: LooseTranslate;
  size?: TimePickerSize;
  labelPosition?: TimePickerLabelPosition;
  required?: boolean;
  /** Minutes added or removed by ArrowUp / ArrowDown (default 15). */
  step?: number;
  /** Translated error from the form (wins over the picker's own required message). */
  error?: string | null;
  hint?: string;
  disabled?: boolean;
  id?: string;
};

export function TimePicker({
  label,
  value,
  onChange,
  t,
  size = 'medium',
  labelPosition = 'top',
  required = false,
  step = 15,
  error = null,
  hint,
  disabled = false,
  id,
}: TimePickerProps) {
  const ids = useFieldIds(id);
  const [text, setText] = useState(value);
  const [touched, setTouched] = useState(false);
  // A new value from outside (a reload, a reset) replaces what is shown.
  useEffect(() => setText(value), [value]);

  const minutes = minutesOf(text);
  const ownError = touched && required && text.trim() === '' ? t.text('error.required') : null;
  const shownError = error ?? ownError;
  const hintText = hint ?? t.text('timepicker.hint');

  const set = (next: string) => {
    setText(next);
    onChange(next);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const base = minutes ?? minutesOf(normaliseTime(text) ?? '') ?? null;
    let next: number | null = null;
    switch (event.key) {
      case 'ArrowUp':
        next = base === null ? 0 : base + step;
        break;
      case 'ArrowDown':
        next = base === null ? 0 : base - step;
        break;
      case 'PageUp':
        next = base === null ? 0 : base + 60;
        break;
      case 'PageDown':
        next = base === null ? 0 : base - 60;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = 1439;
        break;
      default:
        return;
    }
    event.preventDefault();
    set(timeOf(next));
  };

  return (
    <div className={`ui-field ui-time ui-time--${size} ui-time--label-${labelPosition}`}>
      <label className="ui-field__label ui-time__label" id={ids.labelId} htmlFor={ids.inputId}>
        {label}
        {required ? (
          <span className="ui-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <div className="ui-time__control">
        <input
          id={ids.inputId}
          className="ui-input ui-time__input"
          type="text"
          role="spinbutton"
          inputMode="numeric"
          autoComplete="off"
          placeholder="HH:mm"
          maxLength={5}
          value={text}
          disabled={disabled}
          required={required}
          aria-required={required || undefined}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy(ids, hintText, shownError)}
          aria-valuemin={0}
          aria-valuemax={1439}
          aria-valuenow={minutes ?? undefined}
          aria-valuetext={minutes === null ? undefined : text}
          onChange={(event) => set(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setTouched(true);
            const normalised = normaliseTime(text);
            if (normalised && normalised !== text) set(normalised);
          }}
        />
        <p className="ui-field__hint" id={ids.hintId}>
          {hintText}
        </p>
        <p className="ui-field__error" id={ids.errorId} aria-live="polite" hidden={!shownError}>
          {shownError}
        </p>
      </div>
    </div>
  );
}

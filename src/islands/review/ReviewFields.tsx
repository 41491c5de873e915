/** The review form's fields: a text with its character count, and one 0–10 rank item. */
import type { ReactNode } from 'react';
import { RANK_MAX, RANK_MIN } from '../../domain/reviews.ts';
import type { Errors, T } from './useReviewForm.ts';

/** Ids and error texts of the form's fields, by field path ('ranks.CLEANING', 'title'). */
export type FieldIds = {
  fieldId: (name: string) => string;
  describedBy: (name: string, extra?: string) => string | undefined;
  errorText: (name: string) => ReactNode;
};

export function fieldIds(id: string, errors: Errors, t: T): FieldIds {
  const fieldId = (name: string) => `${id}-${name.replace(/\./g, '-')}`;
  const describedBy = (name: string, extra?: string) =>
    [errors[name] ? `${fieldId(name)}-error` : '', extra ?? ''].filter(Boolean).join(' ') || undefined;
  const errorText = (name: string) =>
    errors[name] ? (
      <p id={`${fieldId(name)}-error`} className="review-field__error">
        {t.text(errors[name] ?? '')}
      </p>
    ) : null;
  return { fieldId, describedBy, errorText };
}

function Counter({ value, max, t, id }: { value: string; max: number; t: T; id: string }) {
  return (
    <span id={id} className="review-field__count">
      {t('review.form.chars', { count: [...value].length, max })}
    </span>
  );
}

export function TextField({
  name,
  label,
  value,
  onChange,
  max,
  multiline = false,
  required = false,
  t,
  ids,
}: {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  multiline?: boolean;
  required?: boolean;
  t: T;
  ids: FieldIds;
}) {
  const inputId = ids.fieldId(name);
  const countId = `${inputId}-count`;
  const invalid = ids.describedBy(name)?.includes('-error') ?? false;
  const common = {
    id: inputId,
    'data-field': name,
    value,
    'aria-invalid': invalid || undefined,
    'aria-describedby': ids.describedBy(name, countId),
    'aria-required': required || undefined,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div className={`review-field${invalid ? ' has-error' : ''}`}>
      <label htmlFor={inputId}>
        {label}
        {!required && <span className="review-field__optional"> ({t('review.form.optional')})</span>}
      </label>
      {multiline ? <textarea rows={4} {...common} /> : <input type="text" {...common} />}
      <Counter value={value} max={max} t={t} id={countId} />
      {ids.errorText(name)}
    </div>
  );
}

const RANK_VALUES = Array.from({ length: RANK_MAX - RANK_MIN + 1 }, (_, index) => RANK_MIN + index);

/** One rank item: a radio group of 0–10 (the first radio is the one focused on an error). */
export function RankField({
  name,
  label,
  value,
  onChange,
  ids,
  invalid,
}: {
  name: string;
  label: string;
  value: number | null;
  onChange: (value: number) => void;
  ids: FieldIds;
  invalid: boolean;
}) {
  return (
    <fieldset
      className={`review-rank${invalid ? ' has-error' : ''}`}
      aria-describedby={ids.describedBy(name)}
    >
      <legend>{label}</legend>
      <div className="review-rank__options">
        {RANK_VALUES.map((option) => (
          <label key={option} className="review-rank__option">
            <input
              type="radio"
              name={ids.fieldId(name)}
              value={option}
              data-field={option === RANK_MIN ? name : undefined}
              checked={value === option}
              onChange={() => onChange(option)}
            />
            <span>{option}</span>
          </label>
        ))}
      </div>
      {ids.errorText(name)}
    </fieldset>
  );
}

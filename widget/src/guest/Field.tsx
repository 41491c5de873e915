/**
 * One field of the guest form: a visible label (with * when required), an optional hint before
 * the control and the error after it, both tied to the control with aria-describedby, and
 * aria-invalid while in error. Errors are message keys (the schemas' codes, or the server's);
 * `errorText` translates them with the field's limits as parameters.
 */
import './texts.ts';
import type { ReactNode } from 'react';
import { ErrorCode } from '../../../src/contracts/error-codes.ts';
import type { MessageKey } from '../../../src/i18n/dictionary.ts';
import type { useTranslate } from '../context.tsx';

type Translate = ReturnType<typeof useTranslate>['t'];
type Limits = { minLength?: number; maxLength?: number; min?: number; max?: number };

/** The codes the step's fields word themselves: the schemas', the form rules' and the reservation route's. */
const KNOWN_ERRORS: ReadonlySet<string> = new Set([
  ErrorCode.required,
  ErrorCode.invalid,
  ErrorCode.minLength,
  ErrorCode.maxLength,
  ErrorCode.min,
  ErrorCode.max,
  ErrorCode.email,
  ErrorCode.phone,
  'error.country.not.match',
  'error.card.invalid',
  'error.card.type.invalid',
  'error.card.expired',
  'error.text.invalid.characters',
]);

/** The text of an error code; codes this step has no text for read as 'Invalid value'. */
export function errorText(t: Translate, code: string | undefined, limits: Limits = {}): string | undefined {
  if (code === undefined) return undefined;
  const key = (KNOWN_ERRORS.has(code) ? code : 'error.field.generic.invalid') as MessageKey;
  return t(key, {
    count: (key === 'error.field.generic.minlength' ? limits.minLength : limits.maxLength) ?? '',
    num: (key === 'error.field.min' ? limits.min : limits.max) ?? '',
  });
}

/** aria-describedby and aria-invalid of a control with the given id. */
export function fieldAria(
  id: string,
  options: { hint?: boolean; error?: string | undefined; extra?: string },
) {
  const ids = [
    options.hint ? `${id}-hint` : null,
    options.error ? `${id}-error` : null,
    options.extra ?? null,
  ];
  const describedBy = ids.filter(Boolean).join(' ');
  return {
    'aria-describedby': describedBy === '' ? undefined : describedBy,
    'aria-invalid': options.error ? (true as const) : undefined,
  };
}

type FieldProps = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  required?: boolean;
  className?: string;
  children: ReactNode;
  /** Shown after the control, before the error (a live brand or a character count). */
  after?: ReactNode;
  /** The hint after the control (keeps side-by-side controls aligned when only one has a hint). */
  hintAfter?: boolean;
};

export function Field({
  id,
  label,
  hint,
  error,
  required,
  className,
  children,
  after,
  hintAfter,
}: FieldProps) {
  const hintText = hint ? (
    <p className="guest-hint" id={`${id}-hint`}>
      {hint}
    </p>
  ) : null;
  return (
    <div className={className ? `guest-field ${className}` : 'guest-field'}>
      <label className="guest-label" htmlFor={id}>
        {label}
        {required ? (
          <span className="guest-required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {hintAfter ? null : hintText}
      {children}
      {hintAfter ? hintText : null}
      {after}
      {error ? (
        <p className="guest-error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

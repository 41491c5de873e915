/**
 * Form fields of the islands: a visible label, the error text linked with aria-describedby,
 * aria-invalid while in error, and an optional hint. They take react-hook-form's `register()`
 * result as props (ref included: React 19 passes refs as props). Error messages are the spec's
 * message keys (the shared zod schemas put them in the issues); the fields translate them,
 * filling `{count}` and `{num}` from their own limits.
 */
import type { ReactNode, Ref } from 'react';
import type { LooseTranslate } from '../../i18n/translate.ts';

export type FieldErrorLike = { message?: string | undefined } | undefined;

type Limit = number | string | undefined;
type Limits = { minLength?: Limit; maxLength?: Limit; min?: Limit; max?: Limit };

/** The text of a field error: its message key translated, with the field's limits as parameters. */
export function errorText(t: LooseTranslate, error: FieldErrorLike, limits: Limits = {}): string | undefined {
  if (!error) return undefined;
  const key = error.message?.startsWith('error.') ? error.message : 'error.field.generic.invalid';
  return t.text(key, {
    count: key === 'error.field.generic.minlength' ? limits.minLength : limits.maxLength,
    num: key === 'error.field.min' ? limits.min : limits.max,
  });
}

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

type CommonProps = {
  id: string;
  label: ReactNode;
  t: LooseTranslate;
  error?: FieldErrorLike;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
};

type InputProps = CommonProps & {
  name: string;
  ref?: Ref<HTMLInputElement>;
  onChange?: React.ChangeEventHandler<HTMLInputElement>;
  onBlur?: React.FocusEventHandler<HTMLInputElement>;
  type?: 'text' | 'email' | 'password' | 'tel' | 'number' | 'search';
  autoComplete?: string;
  inputMode?: React.HTMLAttributes<HTMLInputElement>['inputMode'];
  minLength?: number;
  maxLength?: number;
  min?: number | string;
  max?: number | string;
  disabled?: boolean;
  readOnly?: boolean;
  defaultValue?: string;
  /** Extra content after the input (e.g. a show/hide password button). */
  after?: ReactNode;
};

export function TextField({
  id,
  label,
  t,
  error,
  hint,
  required,
  className,
  after,
  minLength,
  maxLength,
  min,
  max,
  ...inputProps
}: InputProps) {
  const message = errorText(t, error, { minLength, maxLength, min, max });
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const input = (
    <input
      id={id}
      required={required}
      aria-invalid={message ? true : undefined}
      aria-describedby={describedBy(hintId, message && errorId)}
      maxLength={maxLength}
      min={min}
      max={max}
      {...inputProps}
    />
  );
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>
        {label}
        {!required && <span className="field-optional"> ({t.text('generic.optional')})</span>}
      </label>
      {hint && (
        <div id={hintId} className="field-hint">
          {hint}
        </div>
      )}
      {after ? (
        <div className="field-row">
          {input}
          {after}
        </div>
      ) : (
        input
      )}
      {message && (
        <p id={errorId} className="field-error">
          {message}
        </p>
      )}
    </div>
  );
}

type TextAreaProps = CommonProps & {
  name: string;
  ref?: Ref<HTMLTextAreaElement>;
  onChange?: React.ChangeEventHandler<HTMLTextAreaElement>;
  onBlur?: React.FocusEventHandler<HTMLTextAreaElement>;
  maxLength?: number;
  rows?: number;
};

export function TextAreaField({
  id,
  label,
  t,
  error,
  hint,
  required,
  className,
  maxLength,
  ...input
}: TextAreaProps) {
  const message = errorText(t, error, { maxLength });
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>
        {label}
        {!required && <span className="field-optional"> ({t.text('generic.optional')})</span>}
      </label>
      {hint && (
        <div id={hintId} className="field-hint">
          {hint}
        </div>
      )}
      <textarea
        id={id}
        required={required}
        maxLength={maxLength}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(hintId, message && errorId)}
        {...input}
      />
      {message && (
        <p id={errorId} className="field-error">
          {message}
        </p>
      )}
    </div>
  );
}

export type SelectOption = { value: string; label: string };

type SelectProps = CommonProps & {
  name: string;
  ref?: Ref<HTMLSelectElement>;
  onChange?: React.ChangeEventHandler<HTMLSelectElement>;
  onBlur?: React.FocusEventHandler<HTMLSelectElement>;
  options: readonly SelectOption[];
  /** Label of the empty first option; none when omitted. */
  placeholder?: string;
  disabled?: boolean;
  value?: string;
};

export function SelectField({
  id,
  label,
  t,
  error,
  hint,
  required,
  className,
  options,
  placeholder,
  ...input
}: SelectProps) {
  const message = errorText(t, error);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>
        {label}
        {!required && <span className="field-optional"> ({t.text('generic.optional')})</span>}
      </label>
      {hint && (
        <div id={hintId} className="field-hint">
          {hint}
        </div>
      )}
      <select
        id={id}
        required={required}
        aria-invalid={message ? true : undefined}
        aria-describedby={describedBy(hintId, message && errorId)}
        {...input}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {message && (
        <p id={errorId} className="field-error">
          {message}
        </p>
      )}
    </div>
  );
}

type CheckboxProps = Omit<CommonProps, 'hint'> & {
  name: string;
  ref?: Ref<HTMLInputElement>;
  onChange?: React.ChangeEventHandler<HTMLInputElement>;
  onBlur?: React.FocusEventHandler<HTMLInputElement>;
  disabled?: boolean;
};

export function CheckboxField({ id, label, t, error, required, className, ...input }: CheckboxProps) {
  const message = errorText(t, error);
  const errorId = `${id}-error`;
  return (
    <div className={`field field--checkbox${className ? ` ${className}` : ''}`}>
      <div className="field-check">
        <input
          id={id}
          type="checkbox"
          required={required}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          {...input}
        />
        <label htmlFor={id}>{label}</label>
      </div>
      {message && (
        <p id={errorId} className="field-error">
          {message}
        </p>
      )}
    </div>
  );
}

/**
 * The form's overall state: an alert region for errors and a polite status region for
 * progress and success, both always in the page so that assistive technologies announce what
 * appears in them.
 */
export function FormStatus({ error, status, id }: { error?: ReactNode; status?: ReactNode; id?: string }) {
  return (
    <div id={id} className="form-status">
      <div role="alert" className={error ? 'form-message form-message--error' : 'form-message'}>
        {error}
      </div>
      <div role="status" className={status ? 'form-message form-message--success' : 'form-message'}>
        {status}
      </div>
    </div>
  );
}

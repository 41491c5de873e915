/**
 * Label, hint and error of a form field, wired with aria-describedby / aria-invalid. Used by the
 * widgets that wrap one input (amount, date, place autocompletes).
 */
import { type ReactNode, useId } from 'react';
import './field.css';

export type FieldIds = { inputId: string; hintId: string; errorId: string; labelId: string };

/** Ids of a field's parts, from the given input id or a generated one. */
export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const inputId = id ?? `ui${generated.replace(/[^A-Za-z0-9_-]/g, '')}`;
  return { inputId, hintId: `${inputId}-hint`, errorId: `${inputId}-error`, labelId: `${inputId}-label` };
}

/** The `aria-describedby` value for a field with an optional hint and error. */
export function describedBy(
  ids: FieldIds,
  hint: unknown,
  error: unknown,
  extra?: string,
): string | undefined {
  const list = [extra, hint ? ids.hintId : undefined, error ? ids.errorId : undefined].filter(Boolean);
  return list.length > 0 ? list.join(' ') : undefined;
}

type FieldShellProps = {
  ids: FieldIds;
  label: ReactNode;
  hint?: ReactNode;
  /** Translated error text, shown when set. */
  error?: string | null;
  required?: boolean;
  className?: string;
  children: ReactNode;
};

export function FieldShell({ ids, label, hint, error, required, className, children }: FieldShellProps) {
  return (
    <div className={['ui-field', className].filter(Boolean).join(' ')}>
      <label className="ui-field__label" id={ids.labelId} htmlFor={ids.inputId}>
        {label}
        {required ? (
          <span className="ui-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p className="ui-field__hint" id={ids.hintId}>
          {hint}
        </p>
      ) : null}
      {children}
      <p className="ui-field__error" id={ids.errorId} aria-live="polite" hidden={!error}>
        {error}
      </p>
    </div>
  );
}

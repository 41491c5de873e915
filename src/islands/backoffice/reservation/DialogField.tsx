/**
 * One field of a reservation's modal form (folio entry, booking change, night price): the label,
 * the control, an optional hint and the field's error under it. The control gets its id and, when
 * there is an error or a hint, `aria-invalid` and `aria-describedby` naming them (error first).
 */
import { type ReactNode, useId } from 'react';

/** What the field hands its control: spread it on the input or select. */
export type FieldControl = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

export function DialogField({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string | null | undefined;
  hint?: ReactNode;
  children: (control: FieldControl) => ReactNode;
}) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className="bo-folio-dialog__field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint ? (
        <p id={`${id}-hint`} className="bo-rsv__muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="bo-folio__field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

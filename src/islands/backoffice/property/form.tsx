/**
 * The property screen's form plumbing: zod results (the API's own schemas, run in the browser
 * before a save) and 400 answers turned into field errors keyed by dotted path, their texts, the
 * outcome of a save (saved, conflict, failed: the typed values stay in the form), and small
 * labelled controls wired with aria-invalid / aria-describedby.
 */
import { type ReactNode, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../../../contracts/client/http.ts';
import { issueCode, issueField } from '../../../contracts/error-codes.ts';
import type { Translate, TranslateParams } from '../../../i18n/translate.ts';
import { describedBy, FieldShell, useFieldIds } from '../../../ui/field.tsx';
import { timeoutMessage } from '../../shared/request-error.ts';

/** Field path → message key. */
export type FieldErrors = Readonly<Record<string, string>>;

type Issue = Parameters<typeof issueCode>[0];

/** The first error of each field of a failed zod parse. */
export function errorsOfIssues(issues: readonly Issue[], prefix = ''): FieldErrors {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issueField(issue.path);
    const key = prefix && field.startsWith(prefix) ? field.slice(prefix.length) : field;
    errors[key] ??=
      issue.message.startsWith('error.') || issue.message.startsWith('bo.')
        ? issue.message
        : issueCode(issue);
  }
  return errors;
}

/** The field errors of a 400 answer (the worker runs the same schema). */
export function errorsOfResponse(error: unknown): FieldErrors {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return {};
  return Object.fromEntries(error.errors.map((e) => [e.field, e.code]));
}

/** A message key's text with the numbers the messages take ({num}, {count}). */
export function errorText(
  t: Translate,
  code: string | undefined,
  params: TranslateParams = {},
): string | null {
  return code ? t.text(code, params) : null;
}

/** '' → null, '12,5' → 12.5, 'abc' → NaN (the schema says it is invalid). */
export function toNumber(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed.replace(',', '.'));
}

export const numberText = (value: number | null | undefined): string => (value == null ? '' : String(value));

type FocusTarget = () => HTMLElement | null | undefined;

/**
 * `focusLater(target)`: moves focus once React has rendered the state changes made with it. A
 * frame callback can run before that render on a busy machine, and focusing a button still
 * disabled while saving, a form not yet open or a field not yet marked invalid does nothing.
 */
export function useFocusAfterRender(): (target: FocusTarget) => void {
  const pending = useRef<FocusTarget | null>(null);
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request === 0) return;
    const target = pending.current?.();
    pending.current = null;
    target?.focus();
  }, [request]);
  return useCallback((target: FocusTarget) => {
    pending.current = target;
    setRequest((n) => n + 1);
  }, []);
}

/** PROPCHECK: on an invalid save, focus moves to the first invalid field. */
export const firstInvalid = (form: RefObject<HTMLElement | null>) => () =>
  form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');

/** The first field of an editor that just opened. */
export const firstField = (form: RefObject<HTMLElement | null>) => () =>
  form.current?.querySelector<HTMLElement>('select, input');

export type SaveResult = 'saved' | 'conflict' | 'failed';

/** The notice of a failed save: the 409 text, the timeout text, or the generic one. */
export function failureText(error: unknown, t: Translate): string {
  if (error instanceof ApiRequestError && error.status === 409) return t('bo.property.changed');
  return timeoutMessage(error, t) ?? t('bo.property.save.error');
}

type ControlProps = {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  required?: boolean;
  id?: string;
  className?: string;
};

export function TextInput(
  props: ControlProps & {
    value: string;
    onChange: (value: string) => void;
    type?: 'text' | 'number' | 'email' | 'url' | 'tel';
    inputMode?: 'decimal' | 'numeric' | 'text';
    step?: number;
    min?: number;
    max?: number;
    maxLength?: number;
    autoComplete?: string;
  },
) {
  const ids = useFieldIds(props.id);
  return (
    <FieldShell
      ids={ids}
      label={props.label}
      hint={props.hint}
      error={props.error}
      required={props.required}
      className={props.className}
    >
      <input
        id={ids.inputId}
        className="ui-input"
        type={props.type ?? 'text'}
        inputMode={props.inputMode}
        step={props.step}
        min={props.min}
        max={props.max}
        maxLength={props.maxLength}
        autoComplete={props.autoComplete ?? 'off'}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-required={props.required || undefined}
        aria-describedby={describedBy(ids, props.hint, props.error)}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      />
    </FieldShell>
  );
}

export function SelectInput(
  props: ControlProps & {
    value: string;
    onChange: (value: string) => void;
    options: readonly { value: string; label: string }[];
    placeholder?: string;
  },
) {
  const ids = useFieldIds(props.id);
  return (
    <FieldShell
      ids={ids}
      label={props.label}
      hint={props.hint}
      error={props.error}
      required={props.required}
      className={props.className}
    >
      <select
        id={ids.inputId}
        className="ui-input"
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-required={props.required || undefined}
        aria-describedby={describedBy(ids, props.hint, props.error)}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      >
        {props.placeholder !== undefined ? <option value="">{props.placeholder}</option> : null}
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

export function CheckboxInput(props: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
  error?: string | null;
  disabled?: boolean;
  id?: string;
}) {
  const ids = useFieldIds(props.id);
  return (
    <div className="bo-property__check">
      <input
        id={ids.inputId}
        type="checkbox"
        checked={props.checked}
        disabled={props.disabled}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={describedBy(ids, props.hint, props.error)}
        onChange={(event) => props.onChange(event.currentTarget.checked)}
      />
      <label htmlFor={ids.inputId}>{props.label}</label>
      {props.hint ? (
        <p className="ui-field__hint" id={ids.hintId}>
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p className="ui-field__error" id={ids.errorId}>
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/** The status line (polite) and the alert (assertive) of a section. */
export function Notices({ status, error }: { status: string | null; error: string | null }) {
  return (
    <>
      <p role="status" className="bo-property__status">
        {status ?? ''}
      </p>
      <div role="alert" className="bo-property__alert">
        {error ? <p className="bo-property__error">{error}</p> : null}
      </div>
    </>
  );
}

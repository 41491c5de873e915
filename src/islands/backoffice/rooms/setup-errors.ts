/**
 * How the set-up screens read a refused write: a 400 marks each field by its `field` path (the
 * form's own names: 'name.en', 'occupancy.total', 'from'); a 409 says why in the page language
 * (its code) followed by the worker's own message, which carries the counts and the reservation
 * codes. What the manager typed stays in the form either way.
 */
import { ApiRequestError } from '../../../contracts/client/http.ts';
import type { FieldError } from '../../../contracts/error-codes.ts';
import type { Translate } from '../../../i18n/translate.ts';
import { timeoutMessage } from '../../shared/request-error.ts';

/** The limits a field message fills in ('The minimum value is {num}'). */
export type Limits = { min?: number; max?: number; maxLength?: number };

/** A field's message key translated with its limits; unknown codes read as 'Invalid value'. */
export function codeText(t: Translate, code: string | undefined, limits: Limits = {}): string {
  const key = code?.startsWith('error.') ? code : 'error.field.generic.invalid';
  return t.text(key, { num: key === 'error.field.min' ? limits.min : limits.max, count: limits.maxLength });
}

/** A refusal to show above the list or in the dialog: the translated reason and the worker's details. */
export type Refusal = { text: string; detail: string | null };

/** The 409's reason (its first code, translated) and the worker's message with counts and codes. */
export function refusalOf(t: Translate, error: ApiRequestError, fallback: string): Refusal {
  const code = error.errors[0]?.code;
  return {
    text: code?.startsWith('error.') ? t.text(code) : fallback,
    detail: error.fromServer && error.message ? error.message : null,
  };
}

/** Any other failure (timeout, network, 5xx). */
export function failureOf(t: Translate, error: unknown, fallback: string): Refusal {
  return { text: timeoutMessage(error, t) ?? fallback, detail: null };
}

/**
 * What a set-up editor shows for a refused save: the marks on the fields it shows, the alert above
 * the form, and whether the list is read again. A 400 marks the fields the form shows and its alert
 * says to correct them; any of its errors that falls elsewhere (a path the form does not show) is
 * summarised in the alert's detail, or, with nothing marked, the alert is that refusal's reason. A
 * 409 or 404 says why and asks for the list again (another manager changed it). Anything else
 * (timeout, network, 5xx) reads as `fallback`.
 */
export type RefusedEdit = { refusal: Refusal; marks: readonly FieldError[]; reload: boolean };

export function editorRefusalOf(
  t: Translate,
  error: unknown,
  fields: readonly string[],
  fallback: string,
): RefusedEdit {
  if (isStatus(error, 400)) {
    const marks = error.errors.filter((e) => fields.includes(e.field));
    const elsewhere = error.errors.filter((e) => !fields.includes(e.field));
    // Nothing on a field shown: every error falls elsewhere, and the first one is the reason.
    if (marks.length === 0) return { refusal: refusalOf(t, error, fallback), marks, reload: false };
    const detail = elsewhere.length > 0 ? elsewhere.map((e) => codeText(t, e.code)).join(' ') : null;
    return { refusal: { text: t.text('error.validation.fields.text'), detail }, marks, reload: false };
  }
  if (isStatus(error, 409, 404)) return { refusal: refusalOf(t, error, fallback), marks: [], reload: true };
  return { refusal: failureOf(t, error, fallback), marks: [], reload: false };
}

/** A form's field marks: the first message key of each field path a schema refused (zod issues). */
export function firstIssueByPath(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Map<string, string> {
  const marks = new Map<string, string>();
  for (const issue of issues) {
    const path = issue.path.join('.');
    if (!marks.has(path)) marks.set(path, issue.message);
  }
  return marks;
}

/** A 400's field errors as field path → message key (the worker's refusal of the same schema). */
export function fieldCodesOf(error: ApiRequestError): Map<string, string> {
  return new Map(error.errors.map((e) => [e.field, e.code] as const));
}

export const isStatus = (error: unknown, ...statuses: number[]): error is ApiRequestError =>
  error instanceof ApiRequestError && statuses.includes(error.status);

/**
 * A refused account form: the worker's field errors go on the form's own fields (the form shows
 * them where the person typed), and the form's alert says either "check the fields" or why the
 * whole request failed.
 */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from '../../../contracts/client/http.ts';

/** Puts the answer's errors on `fields` of the form; answers whether there were any. */
export function putFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): boolean {
  const onFields =
    error instanceof ApiRequestError ? error.errors.filter((e) => fields.includes(e.field)) : [];
  for (const fieldError of onFields) setError(fieldError.field as Path<T>, { message: fieldError.code });
  return onFields.length > 0;
}

/** The first error code of a refusal when it is one of ours (`error.…`), to show in the page language. */
export function refusalCode(error: unknown): string | undefined {
  const code = error instanceof ApiRequestError ? error.errors[0]?.code : undefined;
  return code?.startsWith('error.') ? code : undefined;
}

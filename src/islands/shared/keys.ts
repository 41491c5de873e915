import type { MessageKey } from '../../i18n/dictionary.ts';
import { REQUEST_ERROR_KEYS } from './request-error.ts';

/** Texts of the field errors the shared schemas produce (message keys). */
export const FIELD_ERROR_KEYS = [
  'error.required',
  'error.field.generic.invalid',
  'error.field.generic.minlength',
  'error.field.generic.maxlength',
  'error.field.min',
  'error.field.max',
  'error.email.invalid',
  'error.text.invalid.characters',
] as const satisfies readonly MessageKey[];

/** Texts every form island shows: optional marker, close buttons, field errors, the timeout message. */
export const SHARED_KEYS = [
  ...REQUEST_ERROR_KEYS,
  'generic.optional',
  'generic.loading',
  'button.close',
  ...FIELD_ERROR_KEYS,
] as const satisfies readonly MessageKey[];

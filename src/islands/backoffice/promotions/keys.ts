import type { MessageKey } from '../../../i18n/dictionary.ts';

/** Site keys (outside the `bo.` areas) the promotions and channels screens show: the spec's field messages. */
export const PROMOTIONS_KEYS = [
  'error.required',
  'error.field.min',
  'error.field.max',
  'error.amount.min',
  'error.amount.max',
  'error.date.end.before.start',
  'error.field.generic.invalid',
  'error.field.generic.maxlength',
  'error.element.not.found',
  'error.field.duplicate',
  'error.validation.fields.text',
  'button.close',
] as const satisfies readonly MessageKey[];

import { BED_TYPES } from '../../../domain/property.ts';
import type { MessageKey } from '../../../i18n/dictionary.ts';

/** Site keys (outside the `bo.` areas) this part of the back office shows. */
export const NEW_RESERVATION_KEYS = [
  'generic.optional',
  'error.required',
  'error.field.generic.invalid',
  'error.field.generic.maxlength',
  'error.field.min',
  'error.field.max',
  'error.email.invalid',
  'error.phone.number',
  'error.request.generic',
  'error.request.retry',
  // Extra beds by type, as the widget names them.
  ...BED_TYPES.map((type) => `widget.results.bed.${type}` as const),
] as const satisfies readonly MessageKey[];

import { PROPERTY_HOTEL_TYPES } from '../../../domain/property.ts';
import type { MessageKey } from '../../../i18n/dictionary.ts';

/**
 * Site keys (outside the `bo.` areas) the property screen shows: the 24 hotel types and the
 * spec's field messages (the two property rules' own keys live in bo-property.json).
 */
export const PROPERTY_KEYS = [
  ...PROPERTY_HOTEL_TYPES.map((type) => `hotel.type.${type}` as const),
  'error.required',
  'error.field.min',
  'error.field.max',
  'error.field.generic.invalid',
  'error.field.generic.maxlength',
  'error.field.duplicate',
  'error.element.not.found',
  'error.phone.number',
  'error.email.invalid',
  'error.validation.fields.text',
  'error.bed.no.people',
  'error.hotel.entire.rooms',
] as const satisfies readonly MessageKey[];

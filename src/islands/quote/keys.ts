import { BUILDING_TYPES, HOTEL_TYPES } from '../../domain/hotel-types.ts';
import type { MessageKey } from '../../i18n/dictionary.ts';
import { SHARED_KEYS } from '../shared/keys.ts';

/** The texts of the quote form (generated into messages.gen.json). */
export const QUOTE_KEYS = [
  ...SHARED_KEYS,
  'quote.title',
  'quote.text',
  'quote.email',
  'quote.building.type',
  'quote.count',
  'quote.hotel.title',
  'quote.hotel.name',
  'quote.hotel.type',
  'quote.hotel.stars',
  'quote.hotel.rooms',
  'quote.hotel.rooms.more',
  'quote.hotel.address',
  'quote.group',
  'quote.group.name',
  'quote.submit',
  'quote.success',
  'quote.error',
  'button.go.home',
  'dialog.success.title',
  'error.validation.fields.text',
  'error.rate.limit',
  'forms.select.placeholder',
  'forms.address.zipcode',
  'error.address.not.match',
  'forms.quote.none.text',
  'forms.quote.draft.restored',
  'forms.quote.new.request',
  ...BUILDING_TYPES.map((type) => `building.type.${type}` as const),
  ...HOTEL_TYPES.map((type) => `hotel.type.${type}` as const),
] as const satisfies readonly MessageKey[];

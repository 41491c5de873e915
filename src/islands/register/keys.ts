import { HOTEL_TYPES } from '../../domain/hotel-types.ts';
import { dictionaries, type MessageKey } from '../../i18n/dictionary.ts';
import { PLAN_WIDGET_KEYS } from '../../ui/plans/keys.ts';
import { SHARED_KEYS } from '../shared/keys.ts';

/** The register area's own texts (register.*, the page titles excluded) and its error codes. */
const REGISTER_AREA_KEYS = Object.keys(dictionaries.en).filter(
  (key) => key.startsWith('register.') && !key.startsWith('register.plan.'),
) as MessageKey[];

/** The texts of /register and /register/verify (generated into messages.gen.json). */
export const REGISTER_KEYS: readonly MessageKey[] = [
  ...SHARED_KEYS,
  ...PLAN_WIDGET_KEYS,
  ...REGISTER_AREA_KEYS,
  ...HOTEL_TYPES.map((type) => `hotel.type.${type}` as MessageKey),
  'bo.property.info.type',
  'bo.property.info.name',
  'bo.property.info.stars',
  'bo.property.info.stars.choose',
  'bo.property.info.stars.value',
  'bo.property.info.rooms',
  'bo.property.info.entire',
  'bo.property.info.entire.hint',
  'bo.property.info.entire.unavailable',
  'error.username.invalid',
  'error.password.strong',
  'error.password.match',
  'error.email.taken',
  'error.username.taken',
  'error.vat.invalid',
  'error.zip.invalid',
  'error.consent.required',
  'error.plan.unavailable',
  'error.plan.required',
  'error.register.link.invalid',
  'error.rate.limit',
  'error.connection',
];

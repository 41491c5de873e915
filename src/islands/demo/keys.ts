import { HOTEL_TYPES } from '../../domain/hotel-types.ts';
import type { MessageKey } from '../../i18n/dictionary.ts';
import { SHARED_KEYS } from '../shared/keys.ts';

/** The texts of the demo request button and dialog (generated into messages.gen.json). */
export const DEMO_KEYS = [
  ...SHARED_KEYS,
  'button.request.demo',
  'demo.title',
  'demo.text',
  'demo.name',
  'demo.surname',
  'demo.email',
  'demo.phone',
  'demo.hotel.name',
  'demo.hotel.type',
  'demo.rooms',
  'demo.message',
  'demo.privacy',
  'legal.privacy.notice',
  'legal.privacy.link',
  'demo.submit',
  'demo.sending',
  'demo.success',
  'message.reservation.error.form',
  'join.demo.request.error.401.text',
  'join.demo.request.error.400.text',
  'join.demo.request.error.text',
  'error.phone.number',
  'forms.select.placeholder',
  'forms.demo.sent.title',
  ...HOTEL_TYPES.map((type) => `hotel.type.${type}` as const),
] as const satisfies readonly MessageKey[];

/**
 * Where each step of the setup checklist is done: the screens it links to (paths relative to
 * /secure) and the text naming each one: the screen's own title, the name the menu gives it.
 */
import type { SetupStepKey } from '../../../domain/setup-checklist.ts';
import type { MessageKey } from '../../../i18n/dictionary.ts';

export type StepLink = { to: string; screen: MessageKey };

export const STEP_LINKS: Readonly<Record<SetupStepKey, readonly StepLink[]>> = {
  hotel: [
    { to: '/property/address', screen: 'bo.address.title' },
    { to: '/property', screen: 'bo.property.title' },
  ],
  photos: [{ to: '/property/gallery', screen: 'bo.gallery.title' }],
  'room-types': [{ to: '/room-types', screen: 'bo.roomtypes.title' }],
  rooms: [{ to: '/rooms', screen: 'bo.rooms.title' }],
  'rate-plans': [
    { to: '/rate-plans', screen: 'bo.rateplans.title' },
    { to: '/policies', screen: 'bo.policies.title' },
  ],
  taxes: [{ to: '/taxes', screen: 'bo.taxes.title' }],
  prices: [{ to: '/ratesheet', screen: 'bo.ratesheet.title' }],
  widget: [{ to: '/widget', screen: 'bo.widget.title' }],
};

/** The steps whose `count` the screen shows next to the state ('4 photos'). */
export const COUNTED_STEPS: ReadonlySet<SetupStepKey> = new Set([
  'photos',
  'room-types',
  'rooms',
  'rate-plans',
  'widget',
]);

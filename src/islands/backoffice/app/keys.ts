import type { MessageKey } from '../../../i18n/dictionary.ts';

/**
 * Site keys (outside the `bo.` areas) this part of the back office shows: the hotel guard's
 * refusals, which any screen may meet.
 */
export const APP_KEYS = [
  'error.hotel.not.managed',
  'error.hotel.permission',
] as const satisfies readonly MessageKey[];

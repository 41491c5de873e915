import type { MessageKey } from '../../i18n/dictionary.ts';
import enGuests from '../../i18n/en/bo-guests.json' with { type: 'json' };
import enOnlineCheckin from '../../i18n/en/online-checkin.json' with { type: 'json' };
import { SHARED_KEYS } from '../shared/keys.ts';

/**
 * The texts of online check-in on the manage page (generated into messages.gen.json): its own
 * area, the back office's guest-document texts the shared form shows (src/ui/GuestDocumentItem.tsx,
 * the same keys as the desk's, decision 058) and the rules' error codes.
 */
export const CHECKIN_KEYS = [
  ...SHARED_KEYS,
  ...(Object.keys(enOnlineCheckin) as MessageKey[]),
  ...(Object.keys(enGuests) as MessageKey[]),
  'error.date.invalid',
  'error.place.not.match',
  'error.country.not.match',
] as const satisfies readonly MessageKey[];

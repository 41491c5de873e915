import type { MessageKey } from '../../../i18n/dictionary.ts';

/** Site keys (outside the `bo.` areas) this part of the back office shows. */
export const RESERVATIONS_KEYS = [
  'download.busy',
  'download.done',
  'download.error',
] as const satisfies readonly MessageKey[];

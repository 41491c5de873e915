import type { MessageKey } from '../../../i18n/dictionary.ts';

/** Site keys (outside the `bo.` areas) this part of the back office shows. */
export const NEW_RESERVATION_KEYS = [] as const satisfies readonly MessageKey[];

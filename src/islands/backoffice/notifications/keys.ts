import type { MessageKey } from '../../../i18n/dictionary.ts';

/** Site keys (outside the `bo.` areas) the notifications screen shows: its refusals. */
export const NOTIFICATIONS_KEYS = [
  'error.notifications.read.empty',
  'error.notifications.kind.twice',
] as const satisfies readonly MessageKey[];

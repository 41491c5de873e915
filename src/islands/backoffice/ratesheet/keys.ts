import type { MessageKey } from '../../../i18n/dictionary.ts';

/** Site keys (outside the `bo.` areas) the ratesheet shows: the spec's field messages. */
export const RATESHEET_KEYS = [
  'error.amount.min',
  'error.amount.max',
  'error.date.end.before.start',
] as const satisfies readonly MessageKey[];

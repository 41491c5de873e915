import type { MessageKey } from '../../../i18n/dictionary.ts';

/** Site keys (outside the `bo.` areas) the statistics screen shows. */
export const STATISTICS_KEYS = [
  'error.date.end.before.start',
  'error.field.generic.invalid',
  'error.request.generic',
  'error.request.retry',
] as const satisfies readonly MessageKey[];

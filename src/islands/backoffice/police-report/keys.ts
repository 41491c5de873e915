import type { MessageKey } from '../../../i18n/dictionary.ts';

/** Site keys (outside the `bo.` areas) the police report screen shows: the API's refusals. */
export const POLICE_REPORT_KEYS = [
  'error.police.nothing.to.export',
  'error.police.already.exported',
  'error.police.date.future',
  'error.request.generic',
  'error.request.retry',
] as const satisfies readonly MessageKey[];

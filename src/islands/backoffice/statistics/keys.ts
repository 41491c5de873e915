import type { MessageKey } from '../../../i18n/dictionary.ts';

/** Site keys (outside the `bo.` areas) the statistics and cash report screens show. */
export const STATISTICS_KEYS = [
  'error.date.end.before.start',
  'error.field.generic.invalid',
  'error.request.generic',
  'error.request.retry',
  // The daily cash report's payment methods (the folio's names).
  'folio.method.CASH',
  'folio.method.CARD',
  'folio.method.BANK_TRANSFER',
  'folio.method.OTA_VIRTUAL_CARD',
  'folio.method.OTHER',
] as const satisfies readonly MessageKey[];

import type { MessageKey } from '../../../src/i18n/dictionary.ts';

/** The texts of the currency select and note (shell area, src/i18n/<language>/widget.json). */
export const CURRENCY_KEYS = [
  'widget.currency.label',
  'widget.currency.main',
  'widget.currency.other',
  'widget.currency.option.hotel',
  'widget.currency.note',
  'widget.currency.unavailable',
] as const satisfies readonly MessageKey[];

import { FolioRefusal, PAYMENT_METHODS } from '../../../domain/folio.ts';
import { BED_TYPES } from '../../../domain/property.ts';
import type { MessageKey } from '../../../i18n/dictionary.ts';
import { MEAL_PLAN_KEYS } from '../../../ui/meal-plans.ts';

/** Site keys (outside the `bo.` areas) this part of the back office shows. */
export const RESERVATION_KEYS = [
  // Extra beds by type, as the widget names them.
  ...BED_TYPES.map((type) => `widget.results.bed.${type}` as const),
  ...MEAL_PLAN_KEYS,
  // The folio: its lines and payment methods as the receipt words them, and its refusals.
  ...PAYMENT_METHODS.map((method) => `folio.method.${method}` as const),
  'folio.line.room',
  'folio.line.night',
  'folio.line.extras',
  'folio.line.city.tax',
  'folio.line.penalty',
  'folio.line.waiver',
  ...Object.values(FolioRefusal),
] as const satisfies readonly MessageKey[];

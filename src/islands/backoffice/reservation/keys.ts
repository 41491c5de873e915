import { BED_TYPES } from '../../../domain/property.ts';
import type { MessageKey } from '../../../i18n/dictionary.ts';

/** Site keys (outside the `bo.` areas) this part of the back office shows. */
export const RESERVATION_KEYS = [
  // Extra beds by type, as the widget names them.
  ...BED_TYPES.map((type) => `widget.results.bed.${type}` as const),
] as const satisfies readonly MessageKey[];

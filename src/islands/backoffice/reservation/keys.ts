import type { MessageKey } from '../../../i18n/dictionary.ts';

/** Site keys (outside the `bo.` areas) this part of the back office shows. */
export const RESERVATION_KEYS = [
  // Extra beds by type (spec 001 Bed types), as the widget names them.
  'widget.results.bed.SINGLE',
  'widget.results.bed.TWIN',
  'widget.results.bed.DOUBLE',
  'widget.results.bed.FRENCH',
  'widget.results.bed.QUEEN',
  'widget.results.bed.KING',
  'widget.results.bed.POUF',
  'widget.results.bed.ARMCHAIR',
  'widget.results.bed.COT',
  'widget.results.bed.MURPHY',
  'widget.results.bed.CRADLE',
  'widget.results.bed.POSTER',
  'widget.results.bed.HALF_SQUARE',
  'widget.results.bed.OVERSIZE',
  'widget.results.bed.DIVAN',
  'widget.results.bed.SOFA_BED',
  'widget.results.bed.FUTON',
  'widget.results.bed.BUNK',
  'widget.results.bed.WATERBED',
] as const satisfies readonly MessageKey[];

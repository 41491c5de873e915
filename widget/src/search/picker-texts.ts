/**
 * The picker's words for a stay's nights and for why a day cannot be chosen, shared by the day
 * cells (their accessible names), the hint line and the status line.
 */
import type { translator } from '../../../src/i18n/dictionary.ts';
import { type Block, minStayOf, type RangeRules } from './range-rules.ts';

type IsoDate = string;
export type Translate = ReturnType<typeof translator>;

export const nightsText = (t: Translate, nights: number) =>
  nights === 1 ? t('booking.nights.one') : t('booking.nights.other', { count: nights });

/** Why a day cannot be chosen; the minimum stay counts from the chosen check-in. */
export function blockText(t: Translate, block: Block, start: IsoDate | null, rules: RangeRules): string {
  switch (block) {
    case 'closed':
      return t('widget.picker.day.closed');
    case 'soldOut':
      return t('widget.picker.day.soldout');
    case 'cta':
      return t('widget.picker.day.cta');
    case 'ctd':
      return t('widget.picker.day.ctd');
    case 'minStay':
      return t('widget.picker.day.minstay', { nights: nightsText(t, start ? minStayOf(start, rules) : 1) });
    case 'maxStay':
      return t('widget.picker.day.maxstay', { nights: nightsText(t, rules.maxRange) });
    case 'blocked':
      return t('widget.picker.day.blocked');
    default:
      return t('widget.picker.day.unavailable');
  }
}

/**
 * Promotions (spec 002 §3 Promotion, §9 label truncation): which apply to a stay, the best one of
 * each type, and their discounts on the room's nightly amounts.
 *
 * Rules (choices where the spec is silent):
 * - A promotion applies when enabled, its discount is positive, the rate plan and room type are
 *   among its lists (null = all), a secret one only with its code (trimmed, case-insensitive),
 *   and its type's condition holds:
 *   - STANDARD: none.
 *   - MINIMUM_STAY: nights ≥ minStay.
 *   - BOOK_TODAY: a booking-day deal: the booking date (hotel's today) lies in the validity
 *     range; every night is discounted (the range is not checked against the nights).
 *   - EARLY_BOOKING: days from the booking date to arrival ≥ days.
 *   - LAST_MINUTE: days from the booking date to arrival between 0 and days.
 *   - LAST_SECOND: `days` read as hours: now ≥ arrival local midnight − days hours (arrival not past).
 * - Validity (validFrom..validTo, inclusive, null = open) is checked per night, so only nights
 *   inside it are discounted; with onArrival it is checked on the arrival date and then every
 *   night is discounted. A promotion covering no night does not apply.
 * - PERCENTAGE takes value % (clamped 0..100) of each covered night, rounded half-up per night;
 *   PRICE takes value cents off each covered night. Never below 0 per night.
 * - Best per type: the candidate with the largest discount on the amounts at that step (ties: the
 *   first given). Types are applied one after another in PROMOTION_TYPES order, each on what the
 *   previous left (compounding), so two promotions never discount more than the night is worth.
 */
import { percentOfCents } from './cents.ts';
import { nightsBetween, startOfDayIn } from './dates.ts';
import {
  type AppliedPromotion,
  type EpochMs,
  type IsoDate,
  PROMOTION_TYPES,
  type Promotion,
} from './types.ts';

/** Promotion labels are truncated to this many characters for display (spec 002 §9). */
export const PROMOTION_LABEL_LENGTH = 20;

export type PromotionQuery = {
  roomTypeId: string;
  ratePlanId: string;
  checkin: IsoDate;
  checkout: IsoDate;
  /** The hotel's today (`todayIn(timeZone, now)`). */
  bookingDate: IsoDate;
  now: EpochMs;
  timeZone: string;
  promoCode?: string | null;
  /** Language of the names ('en', 'it'); default 'en'. */
  language?: string;
};

/** Discount per night (same order as the nights) and the promotions that produced it. */
export type PromotionResult = { discountsCents: number[]; applied: AppliedPromotion[] };

/**
 * Truncates a label for display, counting characters (not UTF-16 units), with an ellipsis:
 * promotionLabel('Early booking summer special') = 'Early booking summer…'.
 */
export function promotionLabel(name: string, max = PROMOTION_LABEL_LENGTH): string {
  const chars = Array.from(name.trim());
  if (chars.length <= max) return chars.join('');
  return `${chars.slice(0, max).join('').trimEnd()}…`;
}

/** The name in a language, falling back to English, then to the first name given. */
export function promotionName(promotion: Pick<Promotion, 'name'>, language = 'en'): string {
  return promotion.name[language] ?? promotion.name.en ?? Object.values(promotion.name)[0] ?? '';
}

function inRange(date: IsoDate, from: IsoDate | null, to: IsoDate | null): boolean {
  return (from === null || date >= from) && (to === null || date <= to);
}

/** Whether the stay-level condition of a promotion holds (validity per night aside). */
export function promotionConditionHolds(promotion: Promotion, query: PromotionQuery): boolean {
  if (!promotion.enabled || promotion.discount.value <= 0) return false;
  if (promotion.ratePlanIds !== null && !promotion.ratePlanIds.includes(query.ratePlanId)) return false;
  if (promotion.roomTypeIds !== null && !promotion.roomTypeIds.includes(query.roomTypeId)) return false;
  if (promotion.secretCode !== null) {
    const code = query.promoCode?.trim().toLowerCase();
    if (!code || code !== promotion.secretCode.trim().toLowerCase()) return false;
  }
  const nights = nightsBetween(query.checkin, query.checkout);
  const daysBefore = nightsBetween(query.bookingDate, query.checkin);
  const days = promotion.days ?? 0;
  switch (promotion.type) {
    case 'STANDARD':
      return true;
    case 'MINIMUM_STAY':
      return nights >= (promotion.minStay ?? 0);
    case 'BOOK_TODAY':
      return inRange(query.bookingDate, promotion.validFrom, promotion.validTo);
    case 'EARLY_BOOKING':
      return daysBefore >= days;
    case 'LAST_MINUTE':
      return daysBefore >= 0 && daysBefore <= days;
    case 'LAST_SECOND': {
      if (daysBefore < 0) return false;
      const arrival = startOfDayIn(query.checkin, query.timeZone);
      return query.now >= arrival - days * 3_600_000;
    }
  }
}

/** Which nights (by index) a promotion covers: validity per night, on arrival, or all for BOOK_TODAY. */
export function coveredNights(
  promotion: Promotion,
  checkin: IsoDate,
  nights: ReadonlyArray<IsoDate>,
): boolean[] {
  if (promotion.type === 'BOOK_TODAY') return nights.map(() => true);
  if (promotion.onArrival) {
    const valid = inRange(checkin, promotion.validFrom, promotion.validTo);
    return nights.map(() => valid);
  }
  return nights.map((date) => inRange(date, promotion.validFrom, promotion.validTo));
}

/** The discount of one promotion on one night's amount, in cents, never above the amount. */
export function nightDiscount(promotion: Pick<Promotion, 'discount'>, amountCents: number): number {
  const { type, value } = promotion.discount;
  const off =
    type === 'PERCENTAGE'
      ? percentOfCents(amountCents, Math.min(100, Math.max(0, value)))
      : Math.max(0, Math.round(value)); // positive here, where Math.round is half-up
  return Math.min(amountCents, off);
}

/**
 * Applies the promotions to nightly amounts (dates and cents before promotions). Returns the
 * discount of each night and the applied promotions with their amounts (see module rules).
 */
export function applyPromotions(
  promotions: ReadonlyArray<Promotion>,
  nights: ReadonlyArray<{ date: IsoDate; amountCents: number }>,
  query: PromotionQuery,
): PromotionResult {
  const dates = nights.map((n) => n.date);
  const running = nights.map((n) => n.amountCents);
  const candidates = promotions.filter((p) => promotionConditionHolds(p, query));
  const applied: AppliedPromotion[] = [];
  for (const type of PROMOTION_TYPES) {
    let best: { promotion: Promotion; perNight: number[]; total: number } | null = null;
    for (const promotion of candidates) {
      if (promotion.type !== type) continue;
      const covered = coveredNights(promotion, query.checkin, dates);
      if (!covered.some(Boolean)) continue;
      const perNight = running.map((amount, i) => (covered[i] ? nightDiscount(promotion, amount) : 0));
      const total = perNight.reduce((sum, cents) => sum + cents, 0);
      if (total > 0 && (best === null || total > best.total)) best = { promotion, perNight, total };
    }
    if (!best) continue;
    best.perNight.forEach((cents, i) => {
      running[i] = (running[i] ?? 0) - cents;
    });
    const name = promotionName(best.promotion, query.language);
    applied.push({
      promotionId: best.promotion.id,
      type,
      name,
      label: promotionLabel(name),
      discount: best.promotion.discount,
      discountCents: best.total,
    });
  }
  return { discountsCents: nights.map((n, i) => n.amountCents - (running[i] ?? n.amountCents)), applied };
}

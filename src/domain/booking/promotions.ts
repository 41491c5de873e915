/**
 * Promotions (BODATA-5 Promotion, BOLIM label truncation): which apply to a stay, the best one of
 * each type, and their discounts on the room's nightly amounts.
 *
 * Rules (choices the requirements leave open):
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

/** Promotion labels are truncated to this many characters for display (BOLIM-3). */
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
  const trimmed = name.trim();
  // No more UTF-16 units than `max` means no more characters either: nothing to cut.
  if (trimmed.length <= max) return trimmed;
  const chars = Array.from(trimmed);
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
  const days = promotion.days ?? 0;
  switch (promotion.type) {
    case 'STANDARD':
      return true;
    case 'MINIMUM_STAY':
      return nightsBetween(query.checkin, query.checkout) >= (promotion.minStay ?? 0);
    case 'BOOK_TODAY':
      return inRange(query.bookingDate, promotion.validFrom, promotion.validTo);
    case 'EARLY_BOOKING':
      return nightsBetween(query.bookingDate, query.checkin) >= days;
    case 'LAST_MINUTE': {
      const daysBefore = nightsBetween(query.bookingDate, query.checkin);
      return daysBefore >= 0 && daysBefore <= days;
    }
    case 'LAST_SECOND': {
      if (nightsBetween(query.bookingDate, query.checkin) < 0) return false;
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
  return nights.map((date) => covers(promotion, checkin, date));
}

/** Whether a promotion covers one night of a stay arriving on `checkin` (see `coveredNights`). */
function covers(promotion: Promotion, checkin: IsoDate, date: IsoDate): boolean {
  if (promotion.type === 'BOOK_TODAY') return true;
  return inRange(promotion.onArrival ? checkin : date, promotion.validFrom, promotion.validTo);
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
  return applyPromotionsTo(
    promotions,
    nights.map((night) => night.date),
    nights.map((night) => night.amountCents),
    query,
  );
}

/**
 * `applyPromotions` over the nights given as two aligned arrays, their dates and their amounts
 * before promotions (no object per night: a search prices every room type and plan of a hotel).
 */
export function applyPromotionsTo(
  promotions: ReadonlyArray<Promotion>,
  dates: ReadonlyArray<IsoDate>,
  amountsCents: ReadonlyArray<number>,
  query: PromotionQuery,
): PromotionResult {
  const count = dates.length;
  const candidates: Promotion[] = [];
  for (const promotion of promotions)
    if (promotionConditionHolds(promotion, query)) candidates.push(promotion);
  const applied: AppliedPromotion[] = [];
  const discountsCents: number[] = new Array<number>(count).fill(0);
  if (candidates.length === 0 || count === 0) return { discountsCents, applied };
  // What is left of each night after the promotions applied so far.
  const running = amountsCents.slice(0, count);
  let best: number[] = new Array<number>(count);
  let trial: number[] = new Array<number>(count);
  for (const type of PROMOTION_TYPES) {
    let bestPromotion: Promotion | null = null;
    let bestTotal = 0;
    for (const promotion of candidates) {
      if (promotion.type !== type) continue;
      // Coverage is decided night by night only with a validity checked per night.
      const perNight =
        promotion.type !== 'BOOK_TODAY' &&
        !promotion.onArrival &&
        (promotion.validFrom !== null || promotion.validTo !== null);
      const coversAll = !perNight && covers(promotion, query.checkin, query.checkin);
      let total = 0;
      for (let i = 0; i < count; i++) {
        const covered = perNight ? covers(promotion, query.checkin, dates[i] as IsoDate) : coversAll;
        const off = covered ? nightDiscount(promotion, running[i] as number) : 0;
        trial[i] = off;
        total += off;
      }
      // The first of equal candidates stays the best; a promotion discounting nothing never is.
      if (total > 0 && (bestPromotion === null || total > bestTotal)) {
        bestPromotion = promotion;
        bestTotal = total;
        const swap = best;
        best = trial;
        trial = swap;
      }
    }
    if (!bestPromotion) continue;
    for (let i = 0; i < count; i++) {
      const off = best[i] as number;
      running[i] = (running[i] as number) - off;
      discountsCents[i] = (discountsCents[i] as number) + off;
    }
    const name = promotionName(bestPromotion, query.language);
    applied.push({
      promotionId: bestPromotion.id,
      type,
      name,
      label: promotionLabel(name),
      discount: bestPromotion.discount,
      discountCents: bestTotal,
    });
  }
  return { discountsCents, applied };
}

/**
 * The promotion editor's rules (BODATA-5 Promotion, BOCHECK promotion min stay, BOLIM): bounds of each
 * field, which fields each type uses, and the cross-field checks. The schema of the API
 * (src/contracts/secure/promotions.ts) and the editor's form both run `promotionIssues`, so the
 * screen and the worker refuse the same things with the same message keys. How the booking
 * engine applies a promotion is src/domain/booking/promotions.ts.
 *
 * Choices the requirements leave open:
 * - `days` is used by three types only, each with its own unit and bounds: EARLY_BOOKING minimum
 *   days ahead (1–730: 0 would make it a STANDARD one), LAST_MINUTE maximum days ahead (0–365, 0 =
 *   arrival today), LAST_SECOND maximum hours before arrival (1–72). Other types store none.
 * - Min stay is read by MINIMUM_STAY only (nights ≥ min stay). The input accepts 0 (its `min`),
 *   and the rule asks for at least 1, with the message "minimum 1" (BOCHECK: "min 0, integer, message
 *   says minimum 1"); at most 30 nights (the ratesheet's stay bound, BOLIM).
 * - The discount is positive (the engine skips a zero one, so a saved 0 would never apply):
 *   PERCENTAGE 0.01–100, PRICE 0.01–9,999.99 off each night, both with at most 2 decimals.
 * - The English name is required (the engine falls back to it), the Italian one is optional.
 * - A secret code is 3–20 letters, digits, '-' or '_' (compared case-insensitively).
 */
import { PROMOTION_TYPES, type PromotionType } from './booking/types.ts';
import { daysBetween } from './dates-format.ts';

export { PROMOTION_TYPES, type PromotionType };

export const DISCOUNT_TYPES = ['PERCENTAGE', 'PRICE'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];

export const PROMOTION_NAME_MAX_LENGTH = 60;
export const SECRET_CODE_PATTERN = /^[A-Za-z0-9_-]{3,20}$/;
export const SECRET_CODE_MAX_LENGTH = 20;
export const DISCOUNT_MIN = 0.01;
export const DISCOUNT_MAX: Readonly<Record<DiscountType, number>> = { PERCENTAGE: 100, PRICE: 9_999.99 };
/** Min stay: what the input accepts, what the rule asks (the message's number), the maximum. */
export const PROMOTION_MIN_STAY = { inputMin: 0, min: 1, max: 30 } as const;

export type DaysRule = { unit: 'DAYS' | 'HOURS'; min: number; max: number };

/** What `days` means per type (null: the type has none). */
export const DAYS_RULES: Readonly<Record<PromotionType, DaysRule | null>> = {
  STANDARD: null,
  MINIMUM_STAY: null,
  BOOK_TODAY: null,
  EARLY_BOOKING: { unit: 'DAYS', min: 1, max: 730 },
  LAST_MINUTE: { unit: 'DAYS', min: 0, max: 365 },
  LAST_SECOND: { unit: 'HOURS', min: 1, max: 72 },
};

/** Whether a type reads the min stay. */
export const usesMinStay = (type: PromotionType): boolean => type === 'MINIMUM_STAY';

/** The editable fields of a promotion, as the API takes them (numbers already parsed). */
export type PromotionDraft = {
  type: PromotionType;
  discount: { type: DiscountType; amount: number };
  days: number | null;
  minStay: number | null;
  validFrom: string | null;
  validTo: string | null;
  ratePlanIds: readonly number[] | null;
  roomTypeIds: readonly number[] | null;
};

/** One refusal: the field path, the message key, and the number a message names. */
export type PromotionIssue = { field: string; code: string; num?: number };

const hasTwoDecimalsAtMost = (value: number): boolean =>
  Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/**
 * The cross-field refusals of a draft, in the form's order (empty when it may be saved):
 * promotionIssues({ type: 'EARLY_BOOKING', days: null, … }) names `days` with 'error.required'.
 */
export function promotionIssues(draft: PromotionDraft): PromotionIssue[] {
  const issues: PromotionIssue[] = [];
  const { amount, type: discountType } = draft.discount;
  if (!Number.isFinite(amount) || !hasTwoDecimalsAtMost(amount)) {
    issues.push({ field: 'discount.amount', code: 'error.field.generic.invalid' });
  } else if (amount < DISCOUNT_MIN) {
    issues.push({ field: 'discount.amount', code: 'error.amount.min' });
  } else if (amount > DISCOUNT_MAX[discountType]) {
    issues.push({ field: 'discount.amount', code: 'error.amount.max' });
  }
  const days = DAYS_RULES[draft.type];
  if (days) {
    if (draft.days === null) issues.push({ field: 'days', code: 'error.required' });
    else if (!Number.isInteger(draft.days))
      issues.push({ field: 'days', code: 'error.field.generic.invalid' });
    else if (draft.days < days.min) issues.push({ field: 'days', code: 'error.field.min', num: days.min });
    else if (draft.days > days.max) issues.push({ field: 'days', code: 'error.field.max', num: days.max });
  }
  if (usesMinStay(draft.type)) {
    const { minStay } = draft;
    if (minStay === null) issues.push({ field: 'minStay', code: 'error.required' });
    else if (!Number.isInteger(minStay))
      issues.push({ field: 'minStay', code: 'error.field.generic.invalid' });
    else if (minStay < PROMOTION_MIN_STAY.min)
      issues.push({ field: 'minStay', code: 'error.field.min', num: PROMOTION_MIN_STAY.min });
    else if (minStay > PROMOTION_MIN_STAY.max)
      issues.push({ field: 'minStay', code: 'error.field.max', num: PROMOTION_MIN_STAY.max });
  }
  if (draft.validFrom && draft.validTo && draft.validTo < draft.validFrom) {
    issues.push({ field: 'validTo', code: 'error.date.end.before.start' });
  }
  if (draft.ratePlanIds && draft.ratePlanIds.length === 0)
    issues.push({ field: 'ratePlanIds', code: 'error.required' });
  if (draft.roomTypeIds && draft.roomTypeIds.length === 0)
    issues.push({ field: 'roomTypeIds', code: 'error.required' });
  return issues;
}

/**
 * What is stored of a valid draft: `days` and `minStay` only for the types that read them (others
 * null), the PRICE discount in cents: storedDiscountValue({ type: 'PRICE', amount: 12.5 }) = 1250.
 */
export function storedDiscountValue(discount: PromotionDraft['discount']): number {
  return discount.type === 'PRICE' ? Math.round(discount.amount * 100) : discount.amount;
}

/** The discount as the editor shows it, from what is stored (cents for PRICE). */
export function discountAmount(type: DiscountType, storedValue: number): number {
  return type === 'PRICE' ? storedValue / 100 : storedValue;
}

/** `days` and `minStay` as stored for a type (fields the type does not read are dropped). */
export function storedCounts(draft: Pick<PromotionDraft, 'type' | 'days' | 'minStay'>): {
  days: number | null;
  minStay: number | null;
} {
  return {
    days: DAYS_RULES[draft.type] ? draft.days : null,
    minStay: usesMinStay(draft.type) ? draft.minStay : null,
  };
}

/**
 * Whether a booking made on `today` for a stay arriving the night of `date` gets the promotion's
 * discount on that night (the ratesheet's promotion rows), by the booking engine's rules
 * (src/domain/booking/promotions.ts): a night not yet past, the promotion enabled, its period
 * covering the night (for BOOK_TODAY, whose period is of booking days, covering today), and the
 * days-ahead rule of its type measured from today to that arrival: EARLY_BOOKING at least `days`
 * ahead, LAST_MINUTE at most `days`, LAST_SECOND within its `days` hours (counted from today's
 * start, the earliest the engine could give it). A minimum stay depends on the stay and is not
 * checked here: the row says so.
 */
export function promotionCoversNight(
  promotion: {
    type: PromotionType;
    enabled: boolean;
    validFrom: string | null;
    validTo: string | null;
    days?: number | null;
  },
  date: string,
  today: string,
): boolean {
  if (!promotion.enabled || date < today) return false;
  const day = promotion.type === 'BOOK_TODAY' ? today : date;
  const inPeriod =
    (promotion.validFrom === null || promotion.validFrom <= day) &&
    (promotion.validTo === null || day <= promotion.validTo);
  return inPeriod && daysAheadHolds(promotion.type, promotion.days ?? 0, daysBetween(today, date));
}

/** The days-ahead rule of a type for an arrival `ahead` days after the booking day. */
function daysAheadHolds(type: PromotionType, days: number, ahead: number): boolean {
  if (type === 'EARLY_BOOKING') return ahead >= days;
  if (type === 'LAST_MINUTE') return ahead <= days;
  if (type === 'LAST_SECOND') return ahead * 24 <= days;
  return true;
}

/**
 * Engine types (cents, string ids) → API views (decimals, numeric ids) of src/api/booking-types.ts.
 */
import type {
  CancellationPolicyView,
  ExtraBedView,
  NoShowPolicyView,
  PenaltyView,
  PolicySummaryView,
  PromotionView,
  PublicPromotionView,
  RatePlanView,
  RoomTypeSummary,
  RoomTypeView,
  ServiceView,
} from '../../src/api/booking-types.ts';
import type { GalleryImage } from '../../src/api/types.ts';
import {
  hasGracePeriod,
  noShowAmount,
  policySummary,
  policyType,
} from '../../src/domain/booking/cancellation.ts';
import { promotionLabel, promotionName } from '../../src/domain/booking/promotions.ts';
import type {
  AppliedPromotion,
  CancellationPolicy,
  EpochMs,
  NoShowPolicy,
  Penalty,
  Promotion,
  RoomQuote,
} from '../../src/domain/booking/types.ts';
import { MIN_ADULTS } from '../../src/domain/booking/types.ts';
import { fromCents } from '../../src/domain/money.ts';
import type { RatePlanInfo, RoomTypeInfo, ServiceInfo } from '../data/booking.ts';
import { normaliseGallery } from '../data/hotels.ts';

/**
 * Cents to decimal money. Integer cents divide exactly-rounded (`1999 / 100` is the double of
 * 19.99), so the text-based rounding of `fromCents` is only needed for non-integers; the search
 * converts thousands of amounts per answer.
 */
export function money(cents: number): number {
  return Number.isSafeInteger(cents) ? cents / 100 : fromCents(cents);
}

export function roomTypeView(roomType: RoomTypeInfo): RoomTypeView {
  const photos: GalleryImage[] = normaliseGallery(
    roomType.photos.map((p) => ({ path: p.path, cover: p.cover === true, caption: p.caption ?? null })),
  );
  return {
    id: Number(roomType.id),
    nameKey: roomType.nameKey,
    name: roomType.name,
    description: roomType.description,
    category: roomType.category,
    photos,
    beds: roomType.beds.map((b) => ({ type: b.type, count: b.count, maxPerson: b.maxPerson })),
    extraBeds: roomType.extraBeds.map(
      (b): ExtraBedView => ({
        id: b.id,
        type: b.type,
        maxCount: b.maxCount,
        maxPerson: b.maxPerson,
        frequency: b.frequency,
        prices: {
          adults: money(b.pricesCents.adults),
          boys: money(b.pricesCents.boys),
          children: money(b.pricesCents.children),
          kids: money(b.pricesCents.kids),
        },
      }),
    ),
    occupancy: {
      max: { ...roomType.maxPerBand },
      maxOccupancy: roomType.maxOccupancy,
      baseOccupancy: roomType.baseOccupancy,
      minAdults: MIN_ADULTS,
    },
    extraPersonPrices: {
      adults: money(roomType.extraPersonCents.adults),
      boys: money(roomType.extraPersonCents.boys),
      children: money(roomType.extraPersonCents.children),
      kids: money(roomType.extraPersonCents.kids),
    },
    sizeSqm: roomType.sizeSqm,
    rooms: roomType.rooms,
    serviceIds: roomType.serviceIds.map(Number),
  };
}

export function roomTypeSummary(roomType: RoomTypeInfo): RoomTypeSummary {
  return {
    id: Number(roomType.id),
    nameKey: roomType.nameKey,
    name: roomType.name,
    category: roomType.category,
    photos: normaliseGallery(
      roomType.photos.map((p) => ({ path: p.path, cover: p.cover === true, caption: p.caption ?? null })),
    ),
    beds: roomType.beds.map((b) => ({ type: b.type, count: b.count, maxPerson: b.maxPerson })),
    maxOccupancy: roomType.maxOccupancy,
    sizeSqm: roomType.sizeSqm,
  };
}

export function serviceView(service: ServiceInfo): ServiceView {
  return {
    id: Number(service.id),
    nameKey: service.nameKey,
    name: service.name,
    description: service.description,
    category: service.category,
    bookability: service.bookability,
    paymentType: service.paymentType,
    frequency: service.frequency,
    options: service.options.map((o) => ({ size: o.size, amount: money(o.amountCents) })),
    maxCount: service.maxCount,
  };
}

function penaltyView(penalty: Penalty | null): PenaltyView | null {
  if (!penalty) return null;
  return {
    percentage: penalty.percentage,
    firstNight: penalty.firstNight,
    additionalNights: penalty.additionalNights,
    chargeNights: penalty.chargeNights,
    chargeAmount: money(penalty.chargeAmountCents),
  };
}

export function cancellationPolicyView(policy: CancellationPolicy | null): CancellationPolicyView {
  return {
    type: policyType(policy),
    gracePeriod: hasGracePeriod(policy),
    deadline: policy?.deadline ? { count: policy.deadline.count, unit: policy.deadline.unit } : null,
    reservationPenalty: penaltyView(policy?.reservationPenalty ?? null),
    checkinPenalty: penaltyView(policy?.checkinPenalty ?? null),
    deposit: policy?.deposit ?? false,
  };
}

export function noShowPolicyView(policy: NoShowPolicy | null): NoShowPolicyView | null {
  if (!policy) return null;
  return {
    percentage: policy.percentage,
    chargeNights: policy.chargeNights,
    stayNights: policy.stayNights,
    chargeAmount: money(policy.chargeAmountCents),
  };
}

export function ratePlanView(plan: RatePlanInfo): RatePlanView {
  return {
    id: Number(plan.id),
    nameKey: plan.nameKey,
    name: plan.name,
    type: plan.type,
    derivedFrom: plan.parent
      ? {
          ratePlanId: Number(plan.parent.parentId),
          kind: plan.parent.kind,
          value: plan.parent.kind === 'AMOUNT' ? money(plan.parent.value) : plan.parent.value,
        }
      : null,
    pricingModel: plan.pricingModel,
    occupantsForBaseRate: plan.occupantsForBaseRate,
    includedMealPlans: [...plan.includedMealPlans],
    roomTypeIds: plan.roomTypeIds ? plan.roomTypeIds.map(Number) : null,
    cancellationPolicy: cancellationPolicyView(plan.cancellationPolicy),
    noShowPolicy: noShowPolicyView(plan.noShowPolicy),
  };
}

function discountView(discount: Promotion['discount']): PromotionView['discount'] {
  return { type: discount.type, value: discount.type === 'PRICE' ? money(discount.value) : discount.value };
}

export function appliedPromotionView(promotion: AppliedPromotion): PromotionView {
  return {
    id: Number(promotion.promotionId),
    type: promotion.type,
    name: promotion.name,
    label: promotion.label,
    discount: discountView(promotion.discount),
    amount: money(promotion.discountCents),
  };
}

export function publicPromotionView(promotion: Promotion, language: string): PublicPromotionView {
  const name = promotionName(promotion, language);
  return {
    id: Number(promotion.id),
    type: promotion.type,
    name,
    label: promotionLabel(name),
    discount: discountView(promotion.discount),
    days: promotion.days,
    minStay: promotion.minStay,
    validFrom: promotion.validFrom,
    validTo: promotion.validTo,
    onArrival: promotion.onArrival,
  };
}

/**
 * The policy figures of a quoted room at `now` (spec 001 payment policy info). `nightlyCents`, the
 * quote's nightly final amounts, may be passed when the caller already has them.
 */
export function policySummaryView(
  quote: RoomQuote,
  timeZone: string,
  now: EpochMs,
  nightlyCents: ReadonlyArray<number> = quote.nightly.map((n) => n.finalCents),
): PolicySummaryView {
  const summary = policySummary(
    quote.cancellationPolicy,
    { checkin: quote.checkin, nightlyCents, totalCents: quote.totalCents },
    timeZone,
    now,
  );
  return {
    type: summary.type,
    gracePeriod: summary.gracePeriod,
    freeNow: summary.freeNow,
    deadline: summary.deadline === null ? null : new Date(summary.deadline).toISOString(),
    deadlineDate: summary.deadlineDate,
    reservationPenalty: money(summary.reservationPenaltyCents),
    checkinPenalty: money(summary.checkinPenaltyCents),
    deposit: summary.deposit,
    noShowPenalty: money(noShowAmount(quote.noShowPolicy, nightlyCents, quote.totalCents)),
  };
}

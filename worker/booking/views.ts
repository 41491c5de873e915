/**
 * Engine types (cents, string ids) → API views (decimals, numeric ids) of src/contracts/booking-types.ts,
 * and stored reservations → the guest's and the staff's reservation views and action answers.
 */
import type {
  CancellationChargeView,
  CancellationPolicyView,
  ExtraBedView,
  NoShowPolicyView,
  PenaltyView,
  PeopleCounts,
  PolicySummaryView,
  PromotionView,
  PublicPromotionView,
  RatePlanView,
  ReservationActionResult,
  ReservationPolicyView,
  ReservationRoomView,
  ReservationView,
  RoomTypeSummary,
  RoomTypeView,
  ServiceView,
  StaffCardView,
  StaffReservationRoomView,
  StaffReservationView,
} from '../../src/contracts/booking-types.ts';
import { isChannelSource } from '../../src/contracts/secure/reservations.ts';
import type { GalleryImage } from '../../src/contracts/types.ts';
import {
  hasGracePeriod,
  noShowAmount,
  policySummary,
  policyType,
} from '../../src/domain/booking/cancellation.ts';
import { nightsBetween, timeOfDayIn, todayIn } from '../../src/domain/booking/dates.ts';
import { totalGuests } from '../../src/domain/booking/people.ts';
import {
  reservationBedCents,
  reservationPriceDetails,
  reservationServiceCents,
  unpaidBalance,
} from '../../src/domain/booking/pricing.ts';
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
import { money } from '../../src/domain/money.ts';
import type { Localized, RatePlanInfo, RoomTypeInfo, ServiceInfo } from '../data/booking-catalogue.ts';
import { normaliseGallery } from '../data/hotels.ts';
import type { RecomputedAmounts, ReleasedNights } from '../data/reservation-release.ts';
import { parseJson } from '../data/stored-documents.ts';
import {
  type CardDocument,
  type StoredReservation,
  storedGuest,
  toDomainReservation,
} from '../data/stored-reservation.ts';
import { allowedActions, cancellationPreview, type PlannedAction } from './reservation-actions.ts';

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
    amenities: roomType.amenities,
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
    cancellation: cancellationChargeView(policy),
    deposit: policy?.deposit ?? false,
  };
}

function cancellationChargeView(policy: CancellationPolicy | null): CancellationChargeView | null {
  const charge = policy?.cancellation ?? null;
  return charge ? { chargeNights: charge.chargeNights, percentage: charge.percentage } : null;
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

/** What a policy summary is computed on: a room's policies, check-in, nightly amounts and total. */
type PolicyStay = {
  cancellationPolicy: CancellationPolicy | null;
  noShowPolicy: NoShowPolicy | null;
  checkin: string;
  nightlyCents: ReadonlyArray<number>;
  totalCents: number;
};

/** The policy figures of a room at `now` (PROPDATA-12 payment policy info): search rates and reserved rooms. */
function policyFigures(stay: PolicyStay, timeZone: string, now: EpochMs) {
  const summary = policySummary(
    stay.cancellationPolicy,
    { checkin: stay.checkin, nightlyCents: stay.nightlyCents, totalCents: stay.totalCents },
    timeZone,
    now,
  );
  const view: PolicySummaryView = {
    type: summary.type,
    gracePeriod: summary.gracePeriod,
    freeNow: summary.freeNow,
    deadline: summary.deadline === null ? null : new Date(summary.deadline).toISOString(),
    deadlineDate: summary.deadlineDate,
    reservationPenalty: money(summary.reservationPenaltyCents),
    checkinPenalty: money(summary.checkinPenaltyCents),
    deposit: summary.deposit,
    noShowPenalty: money(noShowAmount(stay.noShowPolicy, stay.nightlyCents, stay.totalCents)),
    cancellation: cancellationChargeView(stay.cancellationPolicy),
  };
  return { summary, view };
}

/**
 * The policy figures of a quoted room at `now` (PROPDATA-12 payment policy info). `nightlyCents`, the
 * quote's nightly final amounts, may be passed when the caller already has them.
 */
export function policySummaryView(
  quote: RoomQuote,
  timeZone: string,
  now: EpochMs,
  nightlyCents: ReadonlyArray<number> = quote.nightly.map((n) => n.finalCents),
): PolicySummaryView {
  return policyFigures(
    {
      cancellationPolicy: quote.cancellationPolicy,
      noShowPolicy: quote.noShowPolicy,
      checkin: quote.checkin,
      nightlyCents,
      totalCents: quote.totalCents,
    },
    timeZone,
    now,
  ).view;
}

/**
 * A reserved room's policy at `now` (BODATA-8 Cancellation policy): the search's summary of the
 * same figures computed on the room's stored nights and total, with the spec's names for the two
 * penalty amounts and the deadline's hotel-local time.
 */
export function reservationPolicyView(
  stay: PolicyStay,
  timeZone: string,
  now: EpochMs,
): ReservationPolicyView {
  const { summary, view } = policyFigures(stay, timeZone, now);
  return {
    ...view,
    deadlineTime: summary.deadline === null ? null : timeOfDayIn(timeZone, summary.deadline),
    reservationPenaltyAmount: view.reservationPenalty,
    checkinPenaltyAmount: view.checkinPenalty,
  };
}

// ---------------------------------------------------------------------------------------------
// Reservations

function peopleOf(room: { adults: number; boys: number; children: number; kids: number }): PeopleCounts {
  return { adults: room.adults, boys: room.boys, children: room.children, kids: room.kids };
}

/** The hotel's services by id, to name a reservation's service lines (worker/data/reservation-list.ts). */
export type ServiceNames = ReadonlyMap<number, { nameKey: string; name: Localized }>;

/** A stored reservation as its guest sees it (GET booking/reservations/{code}). */
export function reservationView(
  stored: StoredReservation,
  now: EpochMs,
  serviceNames: ServiceNames = new Map(),
): ReservationView {
  const { row } = stored;
  const guest = storedGuest(stored);
  const card = parseJson<CardDocument | null>(row.card_json, null);
  const domain = toDomainReservation(stored);
  const preview = cancellationPreview(domain, now);
  // Charges are recorded per room (PROPDATA-12 room payment figures), as the balance counts them.
  const chargedCents = domain.rooms.reduce((total, room) => total + room.chargedCents, 0);
  const rooms = stored.rooms.map((room, index): ReservationRoomView => {
    const domainRoom = domain.rooms[index];
    const nights = domainRoom?.dailyRates ?? [];
    return {
      id: room.id,
      roomType: {
        id: room.room_type_id,
        nameKey: room.room_type_name_key ?? '',
        name: parseJson<Localized>(room.room_type_name_json, {}),
      },
      ratePlan: {
        id: room.rate_plan_id,
        nameKey: room.rate_plan_name_key ?? '',
        name: parseJson<Localized>(room.rate_plan_name_json, {}),
      },
      rateType: room.rate_type,
      status: room.status,
      startDate: room.start_date,
      endDate: room.end_date,
      people: peopleOf(room),
      nightly: nights.map((n) => ({ date: n.date, amount: money(n.amountCents) })),
      services: (domainRoom?.services ?? []).map((s) => ({
        id: Number(s.serviceId),
        nameKey: serviceNames.get(Number(s.serviceId))?.nameKey ?? '',
        name: serviceNames.get(Number(s.serviceId))?.name ?? {},
        bookability: s.bookability,
        frequency: s.frequency,
        // INCLUDED: part of the rate (an older snapshot may hold its list price).
        unitAmount: s.bookability === 'INCLUDED' ? 0 : money(s.unitCents),
        count: s.count,
        total: money(reservationServiceCents(s, nights.length)),
      })),
      beds: (domainRoom?.beds ?? []).map((b) => ({
        id: b.bedId,
        type: b.type,
        frequency: b.frequency,
        unitAmount: money(b.unitCents),
        people: b.people,
        total: money(reservationBedCents(b, nights.length)),
      })),
      promotions: parseJson<AppliedPromotion[]>(room.promotions_json, []).map(
        (p): PromotionView => appliedPromotionView(p),
      ),
      includedMealPlans: parseJson<string[]>(room.included_meal_plans_json, []),
      total: money(room.total_cents),
      chargedAmount: money(room.charged_cents),
      cancelAmount: money(room.cancel_amount_cents),
      cancellationPolicy: cancellationPolicyView(domainRoom?.cancellationPolicy ?? null),
      noShowPolicy: noShowPolicyView(domainRoom?.noShowPolicy ?? null),
      policy: reservationPolicyView(
        {
          cancellationPolicy: domainRoom?.cancellationPolicy ?? null,
          noShowPolicy: domainRoom?.noShowPolicy ?? null,
          checkin: room.start_date,
          nightlyCents: nights.map((n) => n.amountCents),
          totalCents: room.total_cents,
        },
        row.hotel_time_zone,
        now,
      ),
    };
  });
  const details = reservationPriceDetails(domain.rooms);
  return {
    code: row.code,
    status: row.status,
    statusText: row.status_text,
    hotel: {
      id: row.hotel_id,
      name: row.hotel_name,
      nameAlias: row.hotel_alias,
      addressInfo: parseJson(row.hotel_address_json, {}),
      policies: parseJson(row.hotel_policies_json, {}),
      timeZone: row.hotel_time_zone,
    },
    checkin: row.checkin,
    checkout: row.checkout,
    nights: nightsBetween(row.checkin, row.checkout),
    guestsCount: domain.rooms.reduce((count, room) => count + totalGuests(room.people), 0),
    source: row.source,
    guest: {
      email: guest.email,
      name: guest.name,
      surname: guest.surname,
      phone: guest.phone,
      nationality: guest.nationality,
      countryIso: guest.countryIso,
      consents: guest.consents,
    },
    card,
    currency: row.currency,
    initialTotal: money(row.initial_total_cents),
    discount: money(row.discount_cents),
    total: money(row.total_cents),
    vat: money(row.vat_cents),
    cityTax: money(row.city_tax_cents),
    deposit: money(row.deposit_cents),
    grandTotal: money(row.grand_total_cents),
    cancelAmount: money(row.cancel_amount_cents),
    chargedAmount: money(chargedCents),
    unpaidBalance: money(unpaidBalance(domain.rooms)),
    notes: row.notes,
    totalPriceDetails: {
      rooms: money(details.roomsCents),
      services: money(details.servicesCents),
      otherBeds: money(details.otherBedsCents),
      subTotal: money(details.subTotalCents),
      discountPromo: money(details.discountPromoCents),
      discountHotel: money(details.discountHotelCents),
    },
    rooms,
    cancellation: preview ? { penalty: money(preview.penalty), free: preview.penalty <= 0 } : null,
    createdDate: row.created_date,
    cancelledDate: row.cancelled_date,
  };
}

/** What the staff view names beyond the reservation's rows (worker/data/reservation-list.ts). */
export type StaffViewNames = {
  rooms: ReadonlyMap<number, string>;
  services: ServiceNames;
  sourceColor: string | null;
};

/** A stored card document as the staff may see it: masked fields only, whatever else it holds. */
function staffCardView(cardJson: string | null, source: string): StaffCardView | null {
  const card = parseJson<(CardDocument & { holder?: unknown; type?: unknown; kind?: unknown }) | null>(
    cardJson,
    null,
  );
  if (!card || typeof card.last4 !== 'string') return null;
  const type = card.type ?? card.kind;
  return {
    circuit: card.circuit,
    type: type === 'CREDIT' || type === 'DEBIT' ? type : null,
    holder: typeof card.holder === 'string' && card.holder.trim() !== '' ? card.holder : null,
    last4: card.last4.slice(-4),
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
    virtual: isChannelSource(source),
  };
}

/**
 * A stored reservation as the hotel staff sees it (GET secure/hotels/{hotelId}/reservations/{code}),
 * all but the front desk's stay, which the route reads apart and adds.
 */
export function staffReservationView(
  stored: StoredReservation,
  now: EpochMs,
  names: StaffViewNames = { rooms: new Map(), services: new Map(), sourceColor: null },
): Omit<StaffReservationView, 'stay'> {
  const { row } = stored;
  const { card: _guestCard, rooms, ...guestView } = reservationView(stored, now, names.services);
  const extra = row as typeof row & { updated_date?: string };
  return {
    ...guestView,
    deleteCheckin: row.delete_checkin === 1,
    language: row.language,
    promoCode: row.promo_code,
    today: todayIn(row.hotel_time_zone, now),
    allowedActions: allowedActions(toDomainReservation(stored), now),
    version: row.version,
    updatedDate: extra.updated_date ?? row.created_date,
    sourceColor: names.sourceColor,
    taxable: money(row.taxable_cents),
    card: staffCardView(row.card_json, row.source),
    rooms: rooms.map((room, index): StaffReservationRoomView => {
      const roomId = (stored.rooms[index] as { room_id?: number | null } | undefined)?.room_id ?? null;
      const roomName = roomId === null ? undefined : names.rooms.get(roomId);
      return {
        ...room,
        assignedRoom: roomId !== null && roomName !== undefined ? { id: roomId, name: roomName } : null,
      };
    }),
  };
}

/** The staff's sentence for what an action did. */
function outcomeMessage(planned: Extract<PlannedAction, { ok: true }>): string {
  const { after } = planned;
  const penalty = after.cancelAmountCents > 0;
  switch (planned.outcome) {
    case 'CANCELLED':
      return penalty ? 'Reservation cancelled with a penalty' : 'Reservation cancelled free of charge';
    case 'CHECKIN_DELETED':
      return `Check-in deleted: the stay had not started, so the reservation is cancelled ${
        penalty ? 'with a penalty' : 'free of charge'
      }`;
    case 'NO_SHOW':
      return penalty ? 'No-show recorded with the no-show charge' : 'No-show recorded without a charge';
    case 'EARLY_CHECKOUT':
      return `Checked out early: the stay now ends on ${after.checkout}`;
  }
}

/** The answer of a staff action (POST secure/hotels/{hotelId}/reservations/{code}/{action}). */
export function actionResultView(
  stored: StoredReservation,
  planned: Extract<PlannedAction, { ok: true }>,
  details: {
    action: ReservationActionResult['action'];
    preview: boolean;
    amounts: RecomputedAmounts | null;
    released: ReadonlyArray<ReleasedNights>;
    emailSent: boolean;
    sendsEmail: boolean;
  },
): ReservationActionResult {
  const { row } = stored;
  const { after } = planned;
  const cityTaxCents = details.amounts?.cityTaxCents ?? row.city_tax_cents;
  return {
    code: row.code,
    action: details.action,
    outcome: planned.outcome,
    message: outcomeMessage(planned),
    preview: details.preview,
    status: after.status,
    statusText: after.statusText,
    deleteCheckin: after.deleteCheckin,
    checkout: after.checkout,
    currency: row.currency,
    total: money(after.totalCents),
    cityTax: money(cityTaxCents),
    grandTotal: money(details.amounts?.grandTotalCents ?? row.grand_total_cents),
    cancelAmount: money(after.cancelAmountCents),
    rooms: after.rooms.map((room) => ({
      id: Number(room.id),
      status: room.status,
      endDate: room.endDate,
      total: money(room.totalCents),
      cancelAmount: money(room.cancelAmountCents),
      penalty: room.penalty,
    })),
    released: details.released.map((r) => ({
      roomId: r.roomId,
      roomTypeId: r.roomTypeId,
      dates: [...r.dates],
    })),
    emailSent: details.emailSent,
    sendsEmail: details.sendsEmail,
  };
}

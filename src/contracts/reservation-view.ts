/**
 * A reservation as its guest reads it (GET /api/rs/public/booking/reservations/{code}?token) and
 * as the hotel staff does (GET /api/rs/secure/hotels/{hotelId}/reservations/{code}): the staff's
 * view is the guest's plus what the staff needs to act on it. One schema each: the document
 * shows them, the types are inferred from them.
 */
import {
  addressInfo,
  cardCircuit,
  count,
  currencyCode,
  day,
  id,
  instant,
  localizedText,
  money,
  peopleCounts,
  promotionView,
  reservationStatus,
} from './answer-parts.ts';
import { cancellationPolicyView, noShowPolicyView, rateType } from './booking-profile.ts';
import { policySummaryView } from './booking-search.ts';
import { hotelPolicies } from './hotel-types.ts';
import { z } from './zod.ts';

/**
 * A reserved room's policy now (BODATA-8 Cancellation policy): the search's summary computed on
 * the room's own nights and total, plus the deadline's hotel-local time and the two penalty
 * amounts under the spec's names (the same figures as reservationPenalty and checkinPenalty).
 */
export const reservationPolicyView = policySummaryView.extend({
  deadlineTime: z
    .string()
    .nullable()
    .meta({ description: "Hotel-local 'HH:mm' of deadline (with deadlineDate); null without a policy" }),
  reservationPenaltyAmount: money,
  checkinPenaltyAmount: money,
});

/** BODATA-7 totalPriceDetails, from the reservation's stored lines. */
export const totalPriceDetails = z.strictObject({
  rooms: money.meta({ description: 'The nights before promotions' }),
  services: money.meta({ description: 'Bookable services (INCLUDED ones are part of the rate)' }),
  otherBeds: money.meta({ description: 'Extra beds' }),
  subTotal: money.meta({ description: 'rooms + services + otherBeds' }),
  discountPromo: money.meta({ description: 'Taken off the nights by promotions' }),
  /**
   * A derived plan's discount against its parent: 0, the nights stored are those of the plan
   * booked (the discount is already in `rooms`; the parent's rates of the day are not kept).
   */
  discountHotel: money,
});

const named = z.strictObject({ id, nameKey: z.string(), name: localizedText });

/**
 * A service line of a reserved room. INCLUDED services are part of the rate: listed with
 * unitAmount and total 0; `total` is what the line adds to the room's total for its nights.
 */
export const reservationServiceView = z.strictObject({
  id,
  /** The service's names, as the hotel's profile has them (empty when the service was deleted). */
  nameKey: z.string(),
  name: localizedText,
  bookability: z.string(),
  frequency: z.string(),
  unitAmount: money,
  count,
  total: money,
});

export const reservationRoomView = z.strictObject({
  id,
  roomType: named,
  ratePlan: named,
  rateType,
  status: reservationStatus,
  startDate: day,
  endDate: day,
  people: peopleCounts,
  nightly: z.array(z.strictObject({ date: day, amount: money })),
  services: z.array(reservationServiceView),
  beds: z.array(
    z.strictObject({
      id: z.string(),
      type: z.string(),
      frequency: z.string(),
      unitAmount: money,
      people: peopleCounts,
      total: money,
    }),
  ),
  promotions: z.array(promotionView),
  includedMealPlans: z.array(z.string()),
  total: money.meta({
    description: 'Nights + other beds + bookable services (INCLUDED services add nothing)',
  }),
  chargedAmount: money.meta({ description: 'Already charged to the guest for this room' }),
  cancelAmount: money,
  cancellationPolicy: cancellationPolicyView,
  noShowPolicy: noShowPolicyView.nullable(),
  policy: reservationPolicyView.meta({
    description: "The policy's figures for this room now: deadline, penalty amounts, free or not",
  }),
});

const guestCard = z.strictObject({
  circuit: cardCircuit,
  last4: z.string().regex(/^\d{4}$/),
  expiryMonth: z.number().int(),
  expiryYear: z.number().int(),
});

export const reservationViewResponse = z
  .strictObject({
    code: z.string(),
    status: reservationStatus,
    statusText: z.enum(['free', 'penalty']).nullable(),
    hotel: z.strictObject({
      id,
      name: z.string(),
      nameAlias: z.string(),
      addressInfo,
      policies: hotelPolicies,
      timeZone: z.string(),
    }),
    checkin: day,
    checkout: day,
    nights: count,
    guestsCount: count.meta({ description: 'Every guest of every room, all age bands' }),
    source: z.string(),
    guest: z.strictObject({
      email: z.string(),
      name: z.string(),
      surname: z.string(),
      phone: z.strictObject({ prefix: z.string(), number: z.string() }),
      nationality: z.string(),
      countryIso: z.string().nullable(),
      consents: z.strictObject({
        MARKETING: z.strictObject({ value: z.boolean() }),
        PROFILING: z.strictObject({ value: z.boolean() }),
      }),
    }),
    card: guestCard.nullable().meta({ description: 'The guarantee card, masked' }),
    currency: currencyCode,
    initialTotal: money,
    discount: money,
    total: money,
    vat: money,
    cityTax: money,
    deposit: money,
    grandTotal: money,
    cancelAmount: money,
    chargedAmount: money.meta({
      description: "What the guest paid: the folio's payments less its refunds (FOLIO-1)",
    }),
    /**
     * What is still owed: the folio's balance floored at 0 (its lines, city tax included, and a
     * cancelled or no-show room's penalty instead of its stay, less what was paid).
     */
    unpaidBalance: money,
    notes: z
      .string()
      .nullable()
      .meta({ description: "The guest's requests to the hotel, as written when booking" }),
    totalPriceDetails,
    rooms: z.array(reservationRoomView),
    cancellation: z
      .strictObject({ penalty: money, free: z.boolean() })
      .nullable()
      .meta({ description: 'What cancelling now would cost (null when nothing can be cancelled any more)' }),
    createdDate: instant,
    cancelledDate: instant.nullable(),
  })
  .meta({ description: 'A reservation, for its guest' });

/** A reservation action of the staff (BOFLOW), as the last segment of its path. */
export const reservationActionName = z.enum(['cancel', 'no-show', 'early-checkout']);

/** A reserved room as the staff sees it: the guest's view plus the physical room assigned to it. */
export const staffReservationRoomView = reservationRoomView.extend({
  assignedRoom: z
    .strictObject({ id, name: z.string() })
    .nullable()
    .meta({ description: 'The physical room of the stay; null while unassigned (an overbooking to solve)' }),
});

/**
 * The guarantee card, masked (WIDGETUI-4 card view): never more than brand, Credit or Debit, holder,
 * last 4 digits and expiry. `virtual`: the card of an OTA or GDS channel (virtual-card view).
 */
export const staffCardView = guestCard.extend({
  type: z.enum(['CREDIT', 'DEBIT']).nullable().meta({ description: 'Null when unknown' }),
  holder: z.string().nullable(),
  virtual: z.boolean(),
});

const staffMember = z.strictObject({ name: z.string(), surname: z.string() });
const deskEvent = z.strictObject({ date: instant, by: staffMember.nullable() }).nullable();

export const staffReservationResponse = reservationViewResponse
  .omit({ rooms: true, card: true })
  .extend({
    deleteCheckin: z.boolean().meta({
      description:
        "An early checkout before the stay started was recorded as a cancellation ('delete check-in')",
    }),
    language: z.string().meta({ description: "The guest's language (e-mails are sent in it)" }),
    promoCode: z.string().nullable(),
    today: day.meta({ description: "The hotel's today, the day the actions are computed for" }),
    allowedActions: z.array(reservationActionName).meta({ description: 'The actions that apply now' }),
    version: z.number().int().meta({ description: 'Bumped by every change of the reservation' }),
    updatedDate: instant.meta({ description: 'Instant of the last change' }),
    sourceColor: z.string().nullable().meta({
      description: "The source's colour in the platform's source list (null when it lacks the source)",
    }),
    taxable: money.meta({ description: 'VAT split of total: taxable = gross / ((100 + rate) / 100)' }),
    rooms: z.array(staffReservationRoomView),
    card: staffCardView.nullable(),
    /** The front desk's stay (decision 047): state, who checked in and out and when, today's desk action. */
    stay: z.strictObject({
      state: z.enum(['EXPECTED', 'IN_HOUSE', 'DEPARTED']),
      checkedIn: deskEvent,
      checkedOut: deskEvent,
      action: z.enum(['check-in', 'undo-check-in', 'check-out']).nullable(),
    }),
  })
  .meta({ description: 'A reservation as the hotel staff sees it' });

export type ReservationPolicyView = z.output<typeof reservationPolicyView>;
export type TotalPriceDetails = z.output<typeof totalPriceDetails>;
export type ReservationRoomView = z.output<typeof reservationRoomView>;
export type ReservationView = z.output<typeof reservationViewResponse>;
export type ReservationActionName = z.output<typeof reservationActionName>;
export type StaffReservationServiceView = z.output<typeof reservationServiceView>;
export type StaffReservationRoomView = z.output<typeof staffReservationRoomView>;
export type StaffCardView = z.output<typeof staffCardView>;
export type StaffReservationView = z.output<typeof staffReservationResponse>;

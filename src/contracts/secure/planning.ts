/**
 * The planning calendar's API (BOSCREENS-3 planning screen, BODATA-3 planning entities, BOFLOW planning
 * view): rooms × dates of one hotel, and the writes a front desk makes on it.
 *
 *   GET  /api/rs/secure/hotels/{hotelId}/planning?from=YYYY-MM-DD&to=YYYY-MM-DD → PlanningResponse
 *   POST /api/rs/secure/hotels/{hotelId}/planning/closings   ClosingRequest   → PlanningChange
 *   POST /api/rs/secure/hotels/{hotelId}/planning/moves      MoveRequest      → PlanningChange
 *
 * `to` is inclusive; a span is at most PLANNING_MAX_DAYS days. Writes answer 409 (with a
 * message the screen shows, then it reloads) when what they were based on changed meanwhile.
 */
import { STAY_STATES } from '../../domain/front-desk.ts';
import { peopleCounts } from '../answer-parts.ts';
import { typeError } from '../fields.ts';
import { z } from '../zod.ts';
import { dateField, idField, isoDate, versionField } from './common.ts';

/** Longest span one planning call returns (a month view plus its neighbours' edges). */
export const PLANNING_MAX_DAYS = 62;

export const planningQuery = z
  .object(
    {
      from: dateField(),
      to: dateField(),
      /** Language of the room type names (default en). */
      language: z.enum(['en', 'it'], { error: 'error.field.generic.invalid' }).optional(),
    },
    { error: typeError },
  )
  .superRefine((query, ctx) => {
    const days = (Date.parse(query.to) - Date.parse(query.from)) / 86_400_000 + 1;
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'error.date.end.before.start' });
    else if (days > PLANNING_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'error.field.max' });
  });
export type PlanningQuery = z.output<typeof planningQuery>;

export const rateType = z.enum(['STANDARD', 'NOT_REFUNDABLE']);

/**
 * BODATA-3 planning entry `active`: one reservation room occupying a room that night.
 * `roomSoldId` is the reservation room's id (what a move names).
 */
export const planningStay = z.strictObject({
  reservationCode: z.string(),
  roomSoldId: z.number().int(),
  startDate: isoDate,
  endDate: isoDate,
  /** Assigned physical room, null when unassigned (an overbooking to resolve). */
  roomId: z.number().int().nullable(),
  roomType: z.strictObject({ id: z.number().int(), nameKey: z.string(), category: z.string() }),
  people: peopleCounts,
  /** Guests beyond the room type's standard beds (extra beds). */
  extraPeople: z.number().int(),
  rateType,
  /**
   * The reservation room's status (always sent; optional for older readers). CONFIRMED blocks
   * its nights; NO_SHOW and EARLY_CHECKOUT are history: shown, never blocking (src/domain/planning.ts).
   */
  status: z.enum(['CONFIRMED', 'NO_SHOW', 'EARLY_CHECKOUT']).optional(),
});
export type PlanningStay = z.output<typeof planningStay>;

const bestRateAmount = z.strictObject({ amount: z.strictObject({ finalAmount: z.number() }) }).nullable();

/** BODATA-3 planning entry, per room and date. */
export const planningEntry = z.strictObject({
  date: isoDate,
  active: planningStay.nullable(),
  /** Other reservation rooms assigned to the same room that night (double assignment). */
  overbookings: z.array(planningStay),
  /** Closed for any reason: the room's own closing or its room type closed for sale that night. */
  roomClosed: z.boolean(),
  hotelClosed: z.boolean(),
  /** The room's own closing (what close/open toggles), null when it has none (always sent). */
  closing: z
    .strictObject({ closedBy: z.number().int().nullable(), closedDate: z.string() })
    .nullable()
    .optional(),
  /** The room type is closed for sale that night in the ratesheet (inventory.room_closed; always sent). */
  roomTypeClosed: z.boolean().optional(),
  /** Lowest nightly price of the room's type that night, per rate type (null: none sellable). */
  bestRate: z.strictObject({ standard: bestRateAmount, notRefundable: bestRateAmount }),
});
export type PlanningEntry = z.output<typeof planningEntry>;

/** BODATA-3 Room (planning). */
export const planningRoom = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  enabled: z.boolean(),
  floor: z.number().int().nullable(),
  types: z.array(
    z.strictObject({
      roomType: z.strictObject({ id: z.number().int(), nameKey: z.string(), name: z.string() }),
      category: z.string(),
    }),
  ),
  /** One entry per date of the span, in order. */
  entries: z.array(planningEntry),
});
export type PlanningRoom = z.output<typeof planningRoom>;

/** BODATA-3 planning reservation, keyed by code in the response. */
export const planningReservation = z.strictObject({
  code: z.string(),
  /** Spec's `serial`: the confirmation code shown to staff. */
  serial: z.string(),
  guest: z.strictObject({ name: z.string(), surname: z.string() }),
  checkin: isoDate,
  checkout: isoDate,
  source: z.string(),
  status: z.enum(['CONFIRMED', 'CANCELLED', 'NO_SHOW', 'EARLY_CHECKOUT']),
  /** The reservation's version: a move sends it back. */
  version: z.number().int(),
  /** Where the guests are (front desk, decision 047; always sent, optional for older readers). */
  stayState: z.enum(STAY_STATES).optional(),
});
export type PlanningReservation = z.output<typeof planningReservation>;

export const planningDay = z.strictObject({
  date: isoDate,
  past: z.boolean(),
  today: z.boolean(),
  hotelClosed: z.boolean(),
  /** BOFLOW-2: no room has an open entry that day. */
  roomsClosed: z.boolean(),
});

export const planningResponse = z.strictObject({
  hotelId: z.number().int(),
  from: isoDate,
  to: isoDate,
  /** The hotel's today in its own time zone. */
  today: isoDate,
  days: z.array(planningDay),
  rooms: z.array(planningRoom),
  /**
   * CONFIRMED reservation rooms of the span with no physical room (roomId null), or in a room the
   * grid does not show (disabled since: roomId kept): overbookings to assign.
   */
  unassigned: z.array(planningStay),
  reservations: z.record(z.string(), planningReservation),
  /** Reservation sources with their colours (legend and bars). */
  sources: z.array(z.strictObject({ code: z.string(), color: z.string() })),
});
export type PlanningResponse = z.output<typeof planningResponse>;

/**
 * Close or open rooms on one date. With `roomId`: that room (a cell); without: every room of
 * the hotel that can be (the day header). `closed` is the state wanted; closing a room that is
 * occupied that night, or a date in the hotel's past, is refused.
 */
export const closingRequest = z.object(
  {
    date: dateField(),
    roomId: idField().optional(),
    closed: z.boolean({ error: typeError }),
  },
  { error: typeError },
);
export type ClosingRequest = z.output<typeof closingRequest>;

/**
 * Move a reservation room to another physical room of its type (drag and drop, or 'Move to
 * room…'). `version` is the reservation's version the screen saw.
 */
export const moveRequest = z.object(
  {
    roomSoldId: idField(),
    toRoomId: idField(),
    version: versionField(),
  },
  { error: typeError },
);
export type MoveRequest = z.output<typeof moveRequest>;

/** What a planning write answers: the dates it changed, re-read, so the grid patches in place. */
export const planningChange = z.strictObject({
  changed: planningResponse,
});
export type PlanningChange = z.output<typeof planningChange>;

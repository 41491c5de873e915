/**
 * The front desk's API (FRONTDESK-2; rules in src/domain/front-desk.ts, decision 047):
 *
 *   GET  /api/rs/secure/hotels/{hotelId}/front-desk?date=YYYY-MM-DD        → FrontDeskResponse
 *   GET  /api/rs/secure/hotels/{hotelId}/reservations/{code}/check-in      → CheckInOptions (rooms to choose)
 *   POST /api/rs/secure/hotels/{hotelId}/reservations/{code}/check-in      CheckInRequest  → StayView
 *   POST /api/rs/secure/hotels/{hotelId}/reservations/{code}/check-in/undo StayWriteRequest → StayView
 *   POST /api/rs/secure/hotels/{hotelId}/reservations/{code}/check-out     CheckOutRequest → CheckOutResult
 *
 * `date` defaults to the hotel's today in its own time zone. Writes send the reservation's
 * `version` they were based on (optional): a stale one, or a concurrent write that got there
 * first, answers 409 `error.frontdesk.changed`.
 */
import { RESERVATION_STATUSES } from '../../domain/booking/types.ts';
import { STAY_STATES } from '../../domain/front-desk.ts';
import { ROOM_STATUSES } from '../../domain/housekeeping.ts';
import { peopleCounts } from '../answer-parts.ts';
import { typeError } from '../fields.ts';
import { z } from '../zod.ts';
import { dateField, idField, isoDate, versionField } from './common.ts';

/** Most rooms one reservation can hold (a check-in names at most one room per reservation room). */
export const CHECK_IN_MAX_ROOMS = 20;

export const frontDeskQuery = z.object({ date: dateField().optional() }, { error: typeError });
export type FrontDeskQuery = z.output<typeof frontDeskQuery>;

/** A manager as the history keeps them (name kept after the account is gone). */
const author = z.strictObject({ name: z.string(), surname: z.string() }).nullable();

/** When and by whom the guests were checked in or out (null: not yet). */
const stamp = z.strictObject({ date: z.string(), by: author }).nullable();

export const stayState = z.enum(STAY_STATES);

/** One reservation's stay: its state, who checked it in and out, and its version for the next write. */
export const stayView = z.strictObject({
  code: z.string(),
  state: stayState,
  checkedIn: stamp,
  checkedOut: stamp,
  version: z.number().int(),
});
export type StayView = z.output<typeof stayView>;

/** One room of a reservation at the desk: its type and the physical room (null: not assigned). */
export const deskRoom = z.strictObject({
  /** The reservation room's id (what a check-in names to change its room). */
  id: z.number().int(),
  roomType: z.strictObject({
    id: z.number().int(),
    nameKey: z.string(),
    name: z.record(z.string(), z.string()),
  }),
  roomId: z.number().int().nullable(),
  room: z.string().nullable(),
  /** The assigned room's housekeeping status on the day shown (null while unassigned). */
  roomStatus: z.enum(ROOM_STATUSES).nullable(),
});

/** One row of the Today screen. */
export const frontDeskItem = z.strictObject({
  code: z.string(),
  version: z.number().int(),
  guest: z.strictObject({ name: z.string(), surname: z.string(), nationality: z.string().nullable() }),
  checkin: isoDate,
  checkout: isoDate,
  nights: z.number().int(),
  people: peopleCounts,
  guestsCount: z.number().int(),
  rooms: z.array(deskRoom),
  /** Identity documents: complete ones against the party's size. */
  documents: z.strictObject({ complete: z.number().int(), count: z.number().int(), done: z.boolean() }),
  currency: z.string(),
  /** What the guest still owes (decimal, the reservations list's unpaid balance). */
  balanceDue: z.number(),
  source: z.string(),
  /** The guest's requests to the hotel, as typed when booking. */
  requests: z.string().nullable(),
  status: z.enum(RESERVATION_STATUSES),
  state: stayState,
  checkedIn: stamp,
  checkedOut: stamp,
  /** What the desk can do on the row today (null: nothing, or not yet). */
  action: z.enum(['check-in', 'undo-check-in', 'check-out']).nullable(),
  /** Leaving now would be before the checkout day (PEN-3 early checkout). */
  early: z.boolean(),
});
export type FrontDeskItem = z.output<typeof frontDeskItem>;

export const frontDeskResponse = z.strictObject({
  date: isoDate,
  /** The hotel's today in its own time zone. */
  today: isoDate,
  arrivals: z.array(frontDeskItem),
  inHouse: z.array(frontDeskItem),
  departures: z.array(frontDeskItem),
  /**
   * On the hotel's today: guests checked in who arrived yesterday or today and are in no police
   * report file yet (Alloggiati Web, within 24 hours: decision 049); 0 on other dates.
   */
  unreportedGuests: z.number().int().nonnegative(),
});
export type FrontDeskResponse = z.output<typeof frontDeskResponse>;

/** A room the desk can give a reservation room: free on every night left of the stay. */
export const roomChoice = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  /** The room the reservation room holds now. */
  current: z.boolean(),
  /** Its housekeeping status today: clean and inspected rooms are offered first, a dirty one warned. */
  status: z.enum(ROOM_STATUSES),
});
export type RoomChoice = z.output<typeof roomChoice>;

export const checkInOptions = z.strictObject({
  code: z.string(),
  version: z.number().int(),
  rooms: z.array(deskRoom.extend({ choices: z.array(roomChoice) })),
});
export type CheckInOptions = z.output<typeof checkInOptions>;

/** Optional base version of a write (stale: 409). */
export const stayWriteRequest = z.object({ version: versionField().optional() }, { error: typeError });
export type StayWriteRequest = z.input<typeof stayWriteRequest>;

export const checkInRequest = z.object(
  {
    version: versionField().optional(),
    /** Rooms to confirm or change: each reservation room at most once. */
    rooms: z
      .array(z.object({ id: idField(), roomId: idField() }, { error: typeError }), { error: typeError })
      .max(CHECK_IN_MAX_ROOMS, { error: 'error.field.max' })
      .refine((rooms) => new Set(rooms.map((r) => r.id)).size === rooms.length, 'error.field.generic.invalid')
      .optional()
      .transform((rooms) => rooms ?? []),
  },
  { error: typeError },
);
export type CheckInRequest = z.input<typeof checkInRequest>;

export const checkOutRequest = z.object(
  {
    version: versionField().optional(),
    /** True: answer what the check-out would do (early or not, balance), change nothing. */
    preview: z
      .boolean({ error: typeError })
      .nullish()
      .transform((value) => value ?? false),
  },
  { error: typeError },
);
export type CheckOutRequest = z.input<typeof checkOutRequest>;

export const checkOutResult = stayView.extend({
  preview: z.boolean(),
  /** Before the checkout day: the early checkout of PEN-3 priced what is owed. */
  early: z.boolean(),
  currency: z.string(),
  /** What the guest still owes after the check-out (decimal). */
  balanceDue: z.number(),
});
export type CheckOutResult = z.output<typeof checkOutResult>;

/**
 * Housekeeping (FRONTDESK-3) under /api/rs/secure/hotels/{hotelId}:
 *
 *   GET    /housekeeping?date=YYYY-MM-DD[&language=it]     → HousekeepingResponse
 *   PUT    /housekeeping/rooms/{roomId}[?language=it]      RoomStatusUpdate → HousekeepingRoomView
 *   PUT    /housekeeping/rooms/{roomId}/out-of-order[?language=it]  OutOfOrderRequest → HousekeepingRoomView
 *   DELETE /housekeeping/rooms/{roomId}/out-of-order?version=[&language=it]  → HousekeepingRoomView (back in service)
 *   GET    /housekeeping/settings, PUT /housekeeping/settings  HousekeepingSettings
 *
 * Every write carries the room's (or the settings') version; a stale one answers 409. The rules
 * behind the statuses: src/domain/housekeeping.ts.
 */

import { toEpochDay } from '../../domain/booking/dates.ts';
import {
  HOUSEKEEPING_NOTE_MAX_LENGTH,
  OUT_OF_ORDER_MAX_NIGHTS,
  OUT_OF_ORDER_REASON_MAX_LENGTH,
  ROOM_STATUSES,
  SETTABLE_STATUSES,
  STAY_OVER_EVERY_MAX,
} from '../../domain/housekeeping.ts';
import { ErrorCode } from '../error-codes.ts';
import { requiredText, typeError } from '../fields.ts';
import { z } from '../zod.ts';
import { dateField, hotelParams, idParam, isoDate, versionField } from './common.ts';

/** Codes of housekeeping's refusals (the `code` of the error's field entry; the screen's texts). */
export const HousekeepingErrorCode = {
  past: 'error.housekeeping.date.past',
  outOfOrder: 'error.housekeeping.out.of.order',
  notClean: 'error.housekeeping.not.clean',
  occupied: 'error.housekeeping.room.occupied',
  sold: 'error.housekeeping.room.sold',
  already: 'error.housekeeping.already.out.of.order',
  notOutOfOrder: 'error.housekeeping.not.out.of.order',
} as const;

/** The language of the answer's texts (room type names); left out: English. */
const answerLanguage = () => z.enum(['en', 'it'], { error: ErrorCode.invalid }).optional();

/** GET …/housekeeping?date=2027-03-10&language=it (no date: the hotel's today). */
export const housekeepingQuery = z.object(
  { date: dateField().optional(), language: answerLanguage() },
  { error: typeError },
);

/** PUT …/rooms/{roomId}[/out-of-order]?language=it: the room answered in the list's language. */
export const housekeepingRoomQuery = z.object({ language: answerLanguage() }, { error: typeError });

/** …/housekeeping/rooms/{roomId} */
export const housekeepingRoomParams = hotelParams.extend({ roomId: idParam() });

/** A room's note: left out, unchanged; null or blank, removed. */
export const housekeepingNote = () =>
  z
    .string({ error: typeError })
    .trim()
    .max(HOUSEKEEPING_NOTE_MAX_LENGTH, { error: ErrorCode.maxLength })
    .nullable()
    .optional();

/** PUT …/rooms/{roomId}: the status tapped, and the note when it changes. */
export const roomStatusUpdate = z.object(
  {
    status: z.enum(SETTABLE_STATUSES, { error: ErrorCode.invalid }),
    note: housekeepingNote(),
    version: versionField(),
  },
  { error: typeError },
);
export type RoomStatusUpdate = z.input<typeof roomStatusUpdate>;

/** PUT …/rooms/{roomId}/out-of-order: nights `from`..`to` (both included), why, the room's version. */
export const outOfOrderRequest = z
  .object(
    {
      from: dateField(),
      to: dateField(),
      reason: requiredText(OUT_OF_ORDER_REASON_MAX_LENGTH),
      version: versionField(),
    },
    { error: typeError },
  )
  .superRefine((body, ctx) => {
    const nights = toEpochDay(body.to) - toEpochDay(body.from) + 1;
    if (nights < 1)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'error.housekeeping.to.before.from' });
    else if (nights > OUT_OF_ORDER_MAX_NIGHTS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: ErrorCode.max });
  });
export type OutOfOrderRequest = z.input<typeof outOfOrderRequest>;

/** DELETE …/rooms/{roomId}/out-of-order?version=3&language=it */
export const outOfOrderEndQuery = z.object(
  { version: idParam(), language: answerLanguage() },
  { error: typeError },
);

/** PUT …/housekeeping/settings */
export const housekeepingSettingsUpdate = z.object(
  {
    stayOverEvery: z.number({ error: typeError }).int().min(1).max(STAY_OVER_EVERY_MAX),
    version: versionField(),
  },
  { error: typeError },
);
export type HousekeepingSettingsUpdate = z.input<typeof housekeepingSettingsUpdate>;

export const housekeepingSettings = z.strictObject({
  /** Stay-overs are serviced every N days from their arrival (1: daily). */
  stayOverEvery: z.number().int(),
  version: z.number().int(),
});
export type HousekeepingSettings = z.output<typeof housekeepingSettings>;

const outOfOrderView = z.strictObject({ from: isoDate, to: isoDate, reason: z.string() });

export const housekeepingRoomView = z.strictObject({
  id: z.number().int(),
  /** The room's name on its door ("101"). */
  number: z.string(),
  floor: z.number().int().nullable(),
  /** The room type's name in the asked language. */
  roomType: z.string(),
  status: z.enum(ROOM_STATUSES),
  /** What housekeeping has to do: clean it, inspect it before an arrival, or nothing. */
  task: z.enum(['clean', 'inspect']).nullable(),
  note: z.string().nullable(),
  arrivalToday: z.boolean(),
  departureToday: z.boolean(),
  stayOver: z.boolean(),
  /** The out-of-order period covering the date or planned after it; null: none. */
  outOfOrder: outOfOrderView.nullable(),
  /** When and by whom the status was last recorded (null: never). */
  changedDate: z.string().nullable(),
  changedBy: z.strictObject({ name: z.string(), surname: z.string() }).nullable(),
  version: z.number().int(),
});
export type HousekeepingRoomView = z.output<typeof housekeepingRoomView>;

export const housekeepingResponse = z.strictObject({
  date: isoDate,
  /** The hotel's today: the list can be changed on that date only. */
  today: isoDate,
  stayOverEvery: z.number().int(),
  rooms: z.array(housekeepingRoomView),
});
export type HousekeepingResponse = z.output<typeof housekeepingResponse>;

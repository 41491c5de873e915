/**
 * A hotel's physical rooms as the manager sets them up (the set-up screens' forms share these):
 *
 *   GET    /api/rs/secure/hotels/{hotelId}/rooms               → RoomsResponse
 *   POST   /api/rs/secure/hotels/{hotelId}/rooms               RoomInput → RoomView (201)
 *   POST   /api/rs/secure/hotels/{hotelId}/rooms/range         RoomRangeInput → RoomsResponse (201)
 *   PUT    /api/rs/secure/hotels/{hotelId}/rooms/{id}          RoomUpdate → RoomView
 *   DELETE /api/rs/secure/hotels/{hotelId}/rooms/{id}?version=N → 204 (setupDeleteQuery)
 *
 * A room's number (or name) is unique in its hotel whatever its case; a range expands with
 * `expandRoomRange` of src/domain/room-setup.ts, which the form runs too.
 */
import {
  expandRoomRange,
  ROOM_FLOOR_MAX,
  ROOM_FLOOR_MIN,
  ROOM_NOTES_MAX_LENGTH,
  ROOM_NUMBER_MAX_LENGTH,
  ROOM_NUMBER_PATTERN,
} from '../../domain/room-setup.ts';
import { optionalText, requiredInt, requiredText, typeError } from '../fields.ts';
import { z } from '../zod.ts';
import { hotelParams, idField, idParam, versionField } from './common.ts';

/** A room's number or name: '101', 'A12', 'Suite Lago'. */
export const roomNumberField = () => requiredText(ROOM_NUMBER_MAX_LENGTH, { pattern: ROOM_NUMBER_PATTERN });

const floorField = () =>
  requiredInt(ROOM_FLOOR_MIN, ROOM_FLOOR_MAX)
    .nullish()
    .transform((value) => value ?? null);

const notesField = () =>
  optionalText(ROOM_NOTES_MAX_LENGTH, { multiline: true }).transform((value) => value ?? null);

const roomFields = {
  roomTypeId: idField(),
  number: roomNumberField(),
  floor: floorField(),
  notes: notesField(),
};

export const roomInput = z.object(roomFields, { error: typeError });
export type RoomInput = z.output<typeof roomInput>;

/**
 * Moving a room to another type is changing its `roomTypeId`; `enabled` false takes it out of
 * service (its type sells one room fewer; required, so that leaving it out never flips it).
 */
export const roomUpdate = z.object(
  { ...roomFields, enabled: z.boolean({ error: typeError }), version: versionField() },
  { error: typeError },
);
export type RoomUpdate = z.output<typeof roomUpdate>;
/** An edit without the version it was based on. */
export type RoomEdit = Omit<RoomUpdate, 'version'>;

/** Rooms `from`–`to` of one type at once ('101'–'120', 'A1'–'A9'), all on `floor` when given. */
export const roomRangeInput = z
  .object(
    { roomTypeId: idField(), from: roomNumberField(), to: roomNumberField(), floor: floorField() },
    { error: typeError },
  )
  .transform((value, ctx) => {
    const range = expandRoomRange(value.from, value.to);
    if (range.issue) {
      ctx.addIssue({ code: 'custom', path: [range.issue.field], message: range.issue.code });
      return z.NEVER;
    }
    return { ...value, numbers: range.numbers };
  });
export type RoomRangeInput = z.output<typeof roomRangeInput>;

/** …/hotels/{hotelId}/rooms/{id} */
export const roomIdParams = hotelParams.extend({ id: idParam() });

export const roomView = z.strictObject({
  id: z.number().int(),
  roomTypeId: z.number().int(),
  number: z.string(),
  floor: z.number().int().nullable(),
  notes: z.string().nullable(),
  /** Counted in its type's inventory (the planning may also close it night by night). */
  enabled: z.boolean(),
  version: z.number().int(),
});
export type RoomView = z.output<typeof roomView>;

export const roomsResponse = z.strictObject({ rooms: z.array(roomView) });
export type RoomsResponse = z.output<typeof roomsResponse>;

/** The message keys of a refused room write. */
export const RoomRefusal = {
  changed: 'error.room.changed',
  /** The number is another room's (400 on `number`, or on `from` for a range). */
  numberTaken: 'error.room.number.taken',
  /** Future stays are assigned to the room (move, disable, delete): move them in the planning first. */
  assigned: 'error.room.assigned',
  /** Its type is sold out on nights the room would leave (move, disable, delete). */
  soldOut: 'error.room.sold.out',
} as const;

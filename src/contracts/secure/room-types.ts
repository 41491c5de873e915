/**
 * A hotel's room types as the manager sets them up (the set-up screens' forms share these):
 *
 *   GET    /api/rs/secure/hotels/{hotelId}/room-types               → RoomTypesResponse
 *   POST   /api/rs/secure/hotels/{hotelId}/room-types               RoomTypeInput → RoomTypeView (201)
 *   PUT    /api/rs/secure/hotels/{hotelId}/room-types/{id}          RoomTypeUpdate → RoomTypeView
 *   DELETE /api/rs/secure/hotels/{hotelId}/room-types/{id}?version=N → 204
 *
 * Writes carry the version the screen read (a stale one answers 409). The occupancy's own rules
 * are `occupancyIssues` of src/domain/room-setup.ts, which the form runs too.
 */
import { ROOM_AMENITIES } from '../../domain/room-photos.ts';
import {
  occupancyIssues,
  ROOM_OCCUPANCY_MAX,
  ROOM_SIZE_MAX_SQM,
  ROOM_TYPE_CATEGORIES,
  ROOM_TYPE_DESCRIPTION_MAX_LENGTH,
  ROOM_TYPE_NAME_MAX_LENGTH,
} from '../../domain/room-setup.ts';
import { oneOf, optionalText, requiredInt, requiredText, typeError } from '../fields.ts';
import { z } from '../zod.ts';
import { hotelParams, idParam, versionField } from './common.ts';

/** An optional whole number; null when left out. */
const optionalCount = (min: number, max: number) =>
  requiredInt(min, max)
    .nullish()
    .transform((value) => value ?? null);

/** Guests per age band and in all (adults at least 1). */
export const occupancyField = z.object(
  {
    adults: requiredInt(1, ROOM_OCCUPANCY_MAX),
    boys: requiredInt(0, ROOM_OCCUPANCY_MAX),
    children: requiredInt(0, ROOM_OCCUPANCY_MAX),
    kids: requiredInt(0, ROOM_OCCUPANCY_MAX),
    total: requiredInt(1, ROOM_OCCUPANCY_MAX),
  },
  { error: typeError },
);

const roomTypeFields = {
  name: z.object(
    {
      en: requiredText(ROOM_TYPE_NAME_MAX_LENGTH),
      it: optionalText(ROOM_TYPE_NAME_MAX_LENGTH),
    },
    { error: typeError },
  ),
  /** What the widget shows under the name, per language; none by default. */
  description: z
    .object(
      {
        en: optionalText(ROOM_TYPE_DESCRIPTION_MAX_LENGTH, { multiline: true }),
        it: optionalText(ROOM_TYPE_DESCRIPTION_MAX_LENGTH, { multiline: true }),
      },
      { error: typeError },
    )
    .nullish()
    .transform((value) => value ?? { en: undefined, it: undefined }),
  category: oneOf(ROOM_TYPE_CATEGORIES),
  occupancy: occupancyField,
  /** Guests the nightly rate covers (OCCUPANCY_BASED_PRICING); null: the adults' limit. */
  baseOccupancy: optionalCount(1, ROOM_OCCUPANCY_MAX),
  sizeSqm: optionalCount(1, ROOM_SIZE_MAX_SQM),
  /**
   * What the room has, codes of src/domain/room-photos.ts ROOM_AMENITIES. Left out: none for a new
   * type, unchanged by an edit (the list's on-sale switch saves the rest of the type without them).
   */
  amenities: z.array(oneOf(ROOM_AMENITIES), { error: typeError }).max(ROOM_AMENITIES.length).optional(),
  /** On sale (default true); a disabled type is neither searched nor shown. */
  enabled: z
    .boolean({ error: typeError })
    .optional()
    .transform((value) => value ?? true),
};

type Issues = { addIssue: (issue: { code: 'custom'; path: (string | number)[]; message: string }) => void };

function crossFieldRules(
  value: { occupancy: z.output<typeof occupancyField>; baseOccupancy: number | null },
  ctx: Issues,
): void {
  for (const issue of occupancyIssues(value.occupancy, value.baseOccupancy)) {
    ctx.addIssue({ code: 'custom', path: issue.field.split('.'), message: issue.code });
  }
}

export const roomTypeInput = z.object(roomTypeFields, { error: typeError }).superRefine(crossFieldRules);
export type RoomTypeInput = z.output<typeof roomTypeInput>;

/** An edit replaces the whole room type; `enabled` is required so that leaving it out never re-enables one. */
export const roomTypeUpdate = z
  .object(
    { ...roomTypeFields, enabled: z.boolean({ error: typeError }), version: versionField() },
    { error: typeError },
  )
  .superRefine(crossFieldRules);
export type RoomTypeUpdate = z.output<typeof roomTypeUpdate>;

/** DELETE …/room-types/{id}?version=3 (and …/rooms/{id}?version=3) */
export const setupDeleteQuery = z.object({ version: idParam() }, { error: typeError });

/** …/hotels/{hotelId}/room-types/{id} */
export const roomTypeIdParams = hotelParams.extend({ id: idParam() });

export const occupancyView = z.strictObject({
  adults: z.number().int(),
  boys: z.number().int(),
  children: z.number().int(),
  kids: z.number().int(),
  total: z.number().int(),
});

export const roomTypeView = z.strictObject({
  id: z.number().int(),
  nameKey: z.string(),
  name: z.strictObject({ en: z.string(), it: z.string().nullable() }),
  description: z.strictObject({ en: z.string().nullable(), it: z.string().nullable() }),
  category: z.string(),
  occupancy: occupancyView,
  baseOccupancy: z.number().int(),
  sizeSqm: z.number().int().nullable(),
  /** Codes of ROOM_AMENITIES, in that list's order. */
  amenities: z.array(z.string()),
  /** Its photos, the cover first in `photos` of …/room-types/{id}/photos (GET). */
  photoCount: z.number().int(),
  enabled: z.boolean(),
  /** Physical rooms of the type (the enabled ones are what it sells a night). */
  rooms: z.number().int(),
  version: z.number().int(),
});
export type RoomTypeView = z.output<typeof roomTypeView>;

export const roomTypesResponse = z.strictObject({ roomTypes: z.array(roomTypeView) });
export type RoomTypesResponse = z.output<typeof roomTypesResponse>;

/** The message keys of a refused room type write (409). */
export const RoomTypeRefusal = {
  changed: 'error.room.type.changed',
  /** Future stays are booked on it (disable, delete). */
  reserved: 'error.room.type.reserved',
  /** Future parties larger than the new occupancy. */
  occupancy: 'error.room.type.occupancy.reserved',
  /** Rooms still belong to it (delete). */
  hasRooms: 'error.room.type.has.rooms',
  /** Past stays keep their room type: disable it instead (delete). */
  hasHistory: 'error.room.type.has.history',
} as const;

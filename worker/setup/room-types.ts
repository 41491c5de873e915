/**
 * The use cases of a hotel's room types, apart from HTTP: what may be changed or removed given
 * the stays booked from the hotel's today on, and why a refused write was refused.
 *
 * - Disabling a room type, or removing it, while future stays are booked on it is refused (409)
 *   with how many and which reservations: they must be cancelled or moved first.
 * - Lowering its occupancy below a future stay's party is refused the same way.
 * - Removing a room type with rooms is refused with their count: the rooms are moved to another
 *   type or removed first (removing the type would silently take its rooms with it). A type that
 *   was ever booked cannot go (its past stays keep it): it is disabled instead.
 * - The data layer guards every write in its batch, so a stay booked between the checks and the
 *   write still refuses it; the checks then run again to say why.
 */
import type { RoomTypeInput, RoomTypeView } from '../../src/contracts/secure/room-types.ts';
import { RoomTypeRefusal } from '../../src/contracts/secure/room-types.ts';
import { partiesOverOccupancy } from '../../src/domain/room-setup.ts';
import {
  deleteRoomType,
  findRoomType,
  insertRoomType,
  loadRoomTypeUsage,
  type RoomTypeRecord,
  type RoomTypeUsage,
  updateRoomType,
} from '../data/room-types.ts';
import { type Actor, done, hotelToday, type Outcome, type Refusal, refuse, someOf } from './outcome.ts';

export const ROOM_TYPE_NOT_FOUND = 'Room type not found';
export const ROOM_TYPE_CHANGED = 'The room type was changed meanwhile: reload it and try again';

const notFound = () => refuse(404, ROOM_TYPE_NOT_FOUND, [{ field: 'id', code: 'error.element.not.found' }]);
const changed = () => refuse(409, ROOM_TYPE_CHANGED, [{ field: 'version', code: RoomTypeRefusal.changed }]);

/** The API's room type, field by field from the stored one. */
export function roomTypeView(roomType: RoomTypeRecord): RoomTypeView {
  return {
    id: roomType.id,
    nameKey: roomType.nameKey,
    name: { en: roomType.name.en, it: roomType.name.it },
    description: { en: roomType.description.en, it: roomType.description.it },
    category: roomType.category,
    occupancy: {
      adults: roomType.occupancy.adults,
      boys: roomType.occupancy.boys,
      children: roomType.occupancy.children,
      kids: roomType.occupancy.kids,
      total: roomType.occupancy.total,
    },
    baseOccupancy: roomType.baseOccupancy,
    sizeSqm: roomType.sizeSqm,
    amenities: roomType.amenities,
    photoCount: roomType.photoCount,
    enabled: roomType.enabled,
    rooms: roomType.rooms,
    version: roomType.version,
  };
}

const stays = (n: number) => (n === 1 ? '1 future stay' : `${n} future stays`);

/** Why an edit of `current` to `input` cannot be saved now, or null. */
function editRefusal(
  current: RoomTypeRecord,
  version: number,
  input: RoomTypeInput,
  usage: RoomTypeUsage,
): Refusal | null {
  if (current.version !== version) return changed();
  if (!input.enabled && usage.futureStays.length > 0) {
    const codes = [...new Set(usage.futureStays.map((stay) => stay.code))];
    return refuse(
      409,
      `${stays(usage.futureStays.length)} booked on this room type (${someOf(codes)}): cancel or move them before disabling it`,
      [{ field: 'enabled', code: RoomTypeRefusal.reserved }],
    );
  }
  const over = partiesOverOccupancy(input.occupancy, usage.futureStays);
  if (over.length > 0) {
    const codes = [...new Set(over.map((stay) => stay.code))];
    return refuse(
      409,
      `${stays(over.length)} on this room type have more guests than the new occupancy (${someOf(codes)}): move them first or keep a larger occupancy`,
      [{ field: 'occupancy', code: RoomTypeRefusal.occupancy }],
    );
  }
  return null;
}

/** Why `current` cannot be removed now, or null. */
function deleteRefusal(current: RoomTypeRecord, version: number, usage: RoomTypeUsage): Refusal | null {
  if (current.version !== version) return changed();
  if (usage.futureStays.length > 0) {
    const codes = [...new Set(usage.futureStays.map((stay) => stay.code))];
    return refuse(
      409,
      `${stays(usage.futureStays.length)} booked on this room type (${someOf(codes)}): cancel or move them before removing it`,
      [{ field: 'id', code: RoomTypeRefusal.reserved }],
    );
  }
  if (usage.rooms > 0) {
    return refuse(
      409,
      `${usage.rooms === 1 ? '1 room belongs' : `${usage.rooms} rooms belong`} to this room type: move them to another type or remove them first`,
      [{ field: 'id', code: RoomTypeRefusal.hasRooms }],
    );
  }
  if (usage.allStays > 0) {
    return refuse(
      409,
      `Past stays (${usage.allStays}) keep this room type: disable it instead of removing it`,
      [{ field: 'id', code: RoomTypeRefusal.hasHistory }],
    );
  }
  return null;
}

export async function createRoomType(
  db: D1Database,
  actor: Actor,
  input: RoomTypeInput,
): Promise<RoomTypeView> {
  return roomTypeView(await insertRoomType(db, { ...actor, input }));
}

/** Saves an edit based on `version`; refused when stale or when future stays forbid it. */
export async function editRoomType(
  db: D1Database,
  actor: Actor,
  edit: { id: number; version: number; input: RoomTypeInput },
): Promise<Outcome<RoomTypeView>> {
  const today = await hotelToday(db, actor);
  const why = async () => {
    const current = await findRoomType(db, actor.hotelId, edit.id);
    if (!current) return notFound();
    const usage = await loadRoomTypeUsage(db, { roomTypeId: edit.id, today });
    return editRefusal(current, edit.version, edit.input, usage);
  };
  const refusal = await why();
  if (refusal) return refusal;
  const saved = await updateRoomType(db, { ...actor, ...edit, today });
  return saved ? done(roomTypeView(saved)) : ((await why()) ?? changed());
}

/** Removes a room type read at `version` that has no rooms and no stays. */
export async function removeRoomType(
  db: D1Database,
  actor: Actor,
  remove: { id: number; version: number },
): Promise<Outcome<null>> {
  const today = await hotelToday(db, actor);
  const why = async () => {
    const current = await findRoomType(db, actor.hotelId, remove.id);
    if (!current) return notFound();
    const usage = await loadRoomTypeUsage(db, { roomTypeId: remove.id, today });
    return deleteRefusal(current, remove.version, usage);
  };
  const refusal = await why();
  if (refusal) return refusal;
  if (await deleteRoomType(db, { ...actor, ...remove })) return done(null);
  return (await why()) ?? changed();
}

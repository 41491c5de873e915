/**
 * The use cases of a hotel's physical rooms, apart from HTTP: numbers unique in the hotel, rooms
 * added one by one or as a range, and what moving or removing a room does to the stays and the
 * inventory from the hotel's today on.
 *
 * - A number (or name) belongs to one room of the hotel whatever its case: a taken one is a 400
 *   on `number`; a range with any taken number creates nothing and names them all (on `from`).
 * - A room added counts at once in its type's inventory (worker/data/room-inventory.ts).
 * - Moving a room to another type, taking it out of service or removing it, while stays from
 *   today on are assigned to it is refused (409) with how many and which reservations: move them
 *   to another room in the planning first. When every room of its type is sold on a night it
 *   would leave, it is refused too (the stays sold would have no room): the nights are named.
 * - The data layer guards every write in its batch; a refused batch runs the checks again to say why.
 */
import type { RoomEdit, RoomInput, RoomRangeInput, RoomView } from '../../src/contracts/secure/rooms.ts';
import { RoomRefusal } from '../../src/contracts/secure/rooms.ts';
import {
  deleteRoom,
  findRoom,
  insertRooms,
  loadRoomUsage,
  type NewRoom,
  type RoomRecord,
  roomTypeOfHotel,
  takenNumbers,
  updateRoom,
} from '../data/rooms.ts';
import { type Actor, done, hotelToday, type Outcome, type Refusal, refuse, someOf } from './outcome.ts';

export const ROOM_NOT_FOUND = 'Room not found';
export const ROOM_CHANGED = 'The room was changed meanwhile: reload it and try again';

const notFound = () => refuse(404, ROOM_NOT_FOUND, [{ field: 'id', code: 'error.element.not.found' }]);
const changed = () => refuse(409, ROOM_CHANGED, [{ field: 'version', code: RoomRefusal.changed }]);
const unknownType = () =>
  refuse(400, 'Invalid body: roomTypeId', [{ field: 'roomTypeId', code: 'error.element.not.found' }]);

function numbersTaken(field: 'number' | 'from', taken: ReadonlyArray<string>): Refusal {
  const which =
    taken.length === 1 ? `Room ${taken[0]} already exists` : `Rooms ${someOf(taken, 20)} already exist`;
  return refuse(400, `${which}: room numbers are unique in the hotel`, [
    { field, code: RoomRefusal.numberTaken },
  ]);
}

/** Why rooms `numbers` of type `roomTypeId` cannot be added now, or null. */
async function additionRefusal(
  db: D1Database,
  actor: Actor,
  roomTypeId: number,
  numbers: ReadonlyArray<string>,
  field: 'number' | 'from',
): Promise<Refusal | null> {
  if (!(await roomTypeOfHotel(db, actor.hotelId, roomTypeId))) return unknownType();
  const taken = await takenNumbers(db, { hotelId: actor.hotelId, numbers });
  return taken.length > 0 ? numbersTaken(field, taken) : null;
}

/** The API's room, field by field from the stored one. */
export function roomView(room: RoomRecord): RoomView {
  return {
    id: room.id,
    roomTypeId: room.roomTypeId,
    number: room.number,
    floor: room.floor,
    notes: room.notes,
    enabled: room.enabled,
    version: room.version,
  };
}

async function addRooms(
  db: D1Database,
  actor: Actor,
  roomTypeId: number,
  rooms: ReadonlyArray<NewRoom>,
  field: 'number' | 'from',
): Promise<Outcome<RoomView[]>> {
  const numbers = rooms.map((room) => room.number);
  const refusal = await additionRefusal(db, actor, roomTypeId, numbers, field);
  if (refusal) return refusal;
  const today = await hotelToday(db, actor);
  const added = await insertRooms(db, { ...actor, roomTypeId, today, rooms });
  if (added) return done(added.map(roomView));
  return (await additionRefusal(db, actor, roomTypeId, numbers, field)) ?? changed();
}

/** Adds one room. */
export async function createRoom(db: D1Database, actor: Actor, input: RoomInput): Promise<Outcome<RoomView>> {
  const added = await addRooms(db, actor, input.roomTypeId, [input], 'number');
  if (!added.ok) return added;
  const [room] = added.value;
  if (!room) throw new Error('room not inserted');
  return done(room);
}

/** Adds every room of a range, or none when any of its numbers exists. */
export function createRoomRange(
  db: D1Database,
  actor: Actor,
  input: RoomRangeInput,
): Promise<Outcome<RoomView[]>> {
  const rooms = input.numbers.map((number) => ({ number, floor: input.floor, notes: null }));
  return addRooms(db, actor, input.roomTypeId, rooms, 'from');
}

/** Why `current` cannot move to another type or go now, or null. */
async function departureRefusal(
  db: D1Database,
  current: RoomRecord,
  today: string,
  doing: string,
): Promise<Refusal | null> {
  const usage = await loadRoomUsage(db, { roomId: current.id, roomTypeId: current.roomTypeId, today });
  if (usage.assigned.length > 0) {
    const n = usage.assigned.length;
    return refuse(
      409,
      `${n === 1 ? '1 reservation has' : `${n} reservations have`} future stays in room ${current.number} (${someOf(usage.assigned)}): move them to another room in the planning before ${doing} it`,
      [{ field: 'id', code: RoomRefusal.assigned }],
    );
  }
  if (usage.soldOutNights.length > 0) {
    const n = usage.soldOutNights.length;
    return refuse(
      409,
      `Every room of this type is sold on ${n === 1 ? '1 night' : `${n} nights`} (${someOf(usage.soldOutNights)}): ${doing} room ${current.number} would leave a stay without a room`,
      [{ field: 'id', code: RoomRefusal.soldOut }],
    );
  }
  return null;
}

/** Saves an edit based on `version`: number, floor, notes, a move to another type, in or out of service. */
export async function editRoom(
  db: D1Database,
  actor: Actor,
  edit: { id: number; version: number; input: RoomEdit },
): Promise<Outcome<RoomView>> {
  const today = await hotelToday(db, actor);
  const why = async (): Promise<Refusal | { current: RoomRecord }> => {
    const current = await findRoom(db, actor.hotelId, edit.id);
    if (!current) return notFound();
    if (current.version !== edit.version) return changed();
    if (current.roomTypeId !== edit.input.roomTypeId) {
      if (!(await roomTypeOfHotel(db, actor.hotelId, edit.input.roomTypeId))) return unknownType();
    }
    const taken = await takenNumbers(db, {
      hotelId: actor.hotelId,
      numbers: [edit.input.number],
      exceptId: edit.id,
    });
    if (taken.length > 0) return numbersTaken('number', taken);
    const moves = current.roomTypeId !== edit.input.roomTypeId;
    if (moves || (current.enabled && !edit.input.enabled)) {
      const refusal = await departureRefusal(db, current, today, moves ? 'moving' : 'disabling');
      if (refusal) return refusal;
    }
    return { current };
  };
  const checked = await why();
  if ('ok' in checked) return checked;
  const saved = await updateRoom(db, {
    ...actor,
    ...edit,
    today,
    from: { roomTypeId: checked.current.roomTypeId, enabled: checked.current.enabled },
  });
  if (saved) return done(roomView(saved));
  const again = await why();
  return 'ok' in again ? again : changed();
}

/** Removes a room read at `version` with no future stay assigned to it. */
export async function removeRoom(
  db: D1Database,
  actor: Actor,
  remove: { id: number; version: number },
): Promise<Outcome<null>> {
  const today = await hotelToday(db, actor);
  const why = async (): Promise<Refusal | { current: RoomRecord }> => {
    const current = await findRoom(db, actor.hotelId, remove.id);
    if (!current) return notFound();
    if (current.version !== remove.version) return changed();
    return (await departureRefusal(db, current, today, 'removing')) ?? { current };
  };
  const checked = await why();
  if ('ok' in checked) return checked;
  const removed = await deleteRoom(db, {
    ...actor,
    ...remove,
    today,
    roomTypeId: checked.current.roomTypeId,
  });
  if (removed) return done(null);
  const again = await why();
  return 'ok' in again ? again : changed();
}

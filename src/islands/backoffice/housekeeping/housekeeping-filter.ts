/**
 * The housekeeping list's filter: the rooms still to do (the default), all of them, or one status;
 * how many rooms each choice holds; and which rooms show. The rooms a choice matched stay shown
 * after a write until the next reading, so a room just marked clean stays under the finger.
 */
import type { HousekeepingRoomView } from '../../../contracts/secure/housekeeping.ts';
import { ROOM_STATUSES, type RoomStatus, type StatusCounts } from '../../../domain/housekeeping.ts';

export type Filter = 'all' | 'todo' | RoomStatus;
export const FILTERS: readonly Filter[] = ['todo', 'all', ...ROOM_STATUSES];

type FilteredRoom = Pick<HousekeepingRoomView, 'id' | 'status' | 'task'>;

export function matchesFilter(room: FilteredRoom, filter: Filter): boolean {
  if (filter === 'all') return true;
  if (filter === 'todo') return room.task !== null;
  return room.status === filter;
}

/** How many of the day's rooms a choice holds. */
export function filterCount(filter: Filter, counts: StatusCounts, total: number): number {
  if (filter === 'all') return total;
  if (filter === 'todo') return counts.toDo;
  return counts[filter];
}

/** The rooms on the list: those kept from before a write, else those the filter matches. */
export function shownRooms<Room extends FilteredRoom>(
  rooms: readonly Room[],
  kept: ReadonlySet<number> | null,
  filter: Filter,
): Room[] {
  return rooms.filter((room) => kept?.has(room.id) ?? matchesFilter(room, filter));
}

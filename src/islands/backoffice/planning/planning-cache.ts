/**
 * The planning kept true in the query cache after a write: the write answers the dates it changed
 * (re-read), and those replace the same dates of the cached period, by the same rule the grid's
 * store patches its cells (planning-store.ts `apply`), so the cache and the grid agree and the next
 * visit shows the grid as it is without asking the server first.
 */
import type { PlanningResponse } from '../../../contracts/secure/planning.ts';

/** `cached` with the dates of `changed` replaced (inside the cached period only). */
export function mergePlanning(cached: PlanningResponse, changed: PlanningResponse): PlanningResponse {
  const changedRooms = new Map(
    changed.rooms.map((room) => [room.id, new Map(room.entries.map((entry) => [entry.date, entry]))]),
  );
  const changedDays = new Map(changed.days.map((day) => [day.date, day]));
  const sources = new Map(cached.sources.map((source) => [source.code, source]));
  for (const source of changed.sources) sources.set(source.code, source);
  // Unassigned stays touching the changed span are replaced by the answer's (as the store does).
  const kept = cached.unassigned.filter(
    (stay) => stay.endDate <= changed.from || stay.startDate > changed.to,
  );
  return {
    ...cached,
    sources: [...sources.values()],
    reservations: { ...cached.reservations, ...changed.reservations },
    days: cached.days.map((day) => changedDays.get(day.date) ?? day),
    rooms: cached.rooms.map((room) => {
      const entries = changedRooms.get(room.id);
      return entries
        ? { ...room, entries: room.entries.map((entry) => entries.get(entry.date) ?? entry) }
        : room;
    }),
    unassigned: [...kept, ...changed.unassigned],
  };
}

/**
 * The hotel the back office works on: the manager's choice, remembered in localStorage per
 * manager (`X-ITACA-HOTEL-<managerId>`) and always checked against the hotels they run now — a
 * stale or foreign id falls back to the first hotel.
 */
import type { ManagedHotel } from '../../../contracts/secure/hotels.ts';

/** The storage key of manager `managerId`'s chosen hotel. */
export function hotelStorageKey(managerId: number): string {
  return `X-ITACA-HOTEL-${managerId}`;
}

/** The hotel to work on: the stored one when the manager still runs it, else the first; null with none. */
export function chooseHotel(hotels: readonly ManagedHotel[], storedId: string | null): ManagedHotel | null {
  const stored = storedId === null ? Number.NaN : Number(storedId);
  return hotels.find((hotel) => hotel.id === stored) ?? hotels[0] ?? null;
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

/** The stored choice, or null when storage is unavailable (private mode, blocked). */
export function readStoredHotel(storage: KeyValueStore | undefined, managerId: number): string | null {
  try {
    return storage?.getItem(hotelStorageKey(managerId)) ?? null;
  } catch {
    return null;
  }
}

/** Remembers the choice; a storage failure only means it is not remembered. */
export function storeHotel(storage: KeyValueStore | undefined, managerId: number, hotelId: number): void {
  try {
    storage?.setItem(hotelStorageKey(managerId), String(hotelId));
  } catch {
    // Not remembered: the first hotel is offered next time.
  }
}

/** The chosen hotel as the list has it now (a renamed hotel is shown by its new name). */
export function currentHotel(
  hotels: readonly ManagedHotel[],
  chosen: ManagedHotel | null,
): ManagedHotel | null {
  if (chosen === null) return null;
  return hotels.find((hotel) => hotel.id === chosen.id) ?? chosen;
}

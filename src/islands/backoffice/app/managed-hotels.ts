/**
 * The hotels the signed-in person works at (the hotel picker, the notifications' hotel names, the
 * hotel every screen works on) as a cached read: the start-up load puts its answer in the cache,
 * and a write that changes a hotel's name, type or city names this read in its `invalidates`
 * (`HOTEL_INFO_READS`), so the picker and the screens show the change without a page reload.
 */
import type { QueryClient } from '@tanstack/react-query';
import { hotelsEndpoints } from '../../../contracts/routes/hotels.ts';
import type { ManagedHotel } from '../../../contracts/secure/hotels.ts';
import { secureQueryKey, useSecureQuery } from './query.ts';

/** Puts the start-up's list in the cache, so the first render reads it without a second call. */
export function primeManagedHotels(client: QueryClient, hotels: ManagedHotel[]): void {
  client.setQueryData(secureQueryKey(hotelsEndpoints.listManagedHotels, {}), hotels);
}

/**
 * The cached list (`started` until the cache has one). It never goes stale by age: only a write
 * that changes it reloads it, and a failed reload keeps the list shown.
 */
export function useManagedHotels(started: ManagedHotel[]): ManagedHotel[] {
  const query = useSecureQuery(
    hotelsEndpoints.listManagedHotels,
    {},
    { fallback: 'Error getting hotel list', staleTime: Number.POSITIVE_INFINITY },
  );
  return query.data ?? started;
}

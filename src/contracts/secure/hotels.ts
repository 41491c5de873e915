/**
 * GET /api/rs/secure/hotels: the hotels the signed-in manager runs (the app's hotel picker).
 * Every back-office screen works on one of them (`ManagedHotel`).
 */
import { z } from '../zod.ts';

export const managedHotel = z.object({
  id: z.number().int(),
  name: z.string(),
  alias: z.string().nullable(),
  type: z.string(),
  city: z.string().nullable(),
  /** IANA time zone: the hotel's "today" and its nights are counted there. */
  timeZone: z.string(),
  currency: z.string(),
  /** Physical rooms (enabled ones). */
  roomsCount: z.number().int(),
});
export type ManagedHotel = z.output<typeof managedHotel>;

export const managedHotelsResponse = z.array(managedHotel);

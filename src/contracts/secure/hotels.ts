/**
 * GET /api/rs/secure/hotels: the hotels the signed-in person works at (the app's hotel picker),
 * with their role and its permissions at each. Every back-office screen works on one of them
 * (`ManagedHotel`).
 */
import { HOTEL_ROLES, PERMISSIONS } from '../../domain/hotel-roles.ts';
import { z } from '../zod.ts';

export const managedHotel = z.strictObject({
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
  /** The signed-in person's role at this hotel (decision 055). */
  role: z.enum(HOTEL_ROLES),
  /** What that role allows: the back office hides what is not here (the API refuses it anyway). */
  permissions: z.array(z.enum(PERMISSIONS)),
});
export type ManagedHotel = z.output<typeof managedHotel>;

export const managedHotelsResponse = z.array(managedHotel);

/**
 * What a manager may do at a hotel: the role their link to the hotel gives them, and the
 * permission each back-office route asks for. The worker's hotel guard reads the role
 * (worker/security/hotel-access.ts); every hotel route names its permission.
 */

/** The roles a manager can hold at a hotel. Today every linked manager is the hotel's OWNER. */
export const HOTEL_ROLES = ['OWNER'] as const;
export type HotelRole = (typeof HOTEL_ROLES)[number];

/** What a back-office route does, as one word per area: `.read` to look, `.write` to change. */
export const PERMISSIONS = [
  'planning.read',
  'planning.write',
  'reservations.read',
  'reservations.write',
  'guests.read',
  'guests.write',
  'notes.read',
  'notes.write',
  'ratesheet.read',
  'ratesheet.write',
  'property.read',
  'property.write',
  'widget.read',
  'widget.write',
  'reviews.read',
  'reviews.reply',
  'statistics.read',
  'contract.read',
  'frontdesk.read',
  'frontdesk.write',
  'housekeeping.read',
  'housekeeping.write',
  // The police report of arrivals (Alloggiati Web, decision 049): produce, send and download it.
  'police.report',
  // The folio (issue 30): read it, add charges and payments, waive a penalty.
  'folio.read',
  'folio.write',
  'folio.waive',
  'channels.read',
  'channels.write',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** A manager's access to one hotel, once their link to it is checked. */
export type HotelAccess = { hotelId: number; role: HotelRole };

/** Each role's permissions: a new role is a new row here. */
const GRANTS: Record<HotelRole, ReadonlySet<Permission>> = {
  OWNER: new Set(PERMISSIONS),
};

/** Whether `role` may do what `permission` names (`roleAllows('OWNER', 'ratesheet.write')` → true). */
export function roleAllows(role: HotelRole, permission: Permission): boolean {
  return GRANTS[role].has(permission);
}

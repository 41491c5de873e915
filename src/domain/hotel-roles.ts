/**
 * What a member of a hotel's staff may do there: the role their link to the hotel gives them, and
 * the permission each back-office route and screen asks for. The worker's hotel guard reads the
 * role (worker/security/hotel-access.ts); every hotel route names its permission; docs/roles.md
 * is this table, screen by screen and route by route (decision 055).
 */

/** The roles a person can hold at a hotel, one per hotel (they may hold another elsewhere). */
export const HOTEL_ROLES = ['OWNER', 'MANAGER', 'FRONT_DESK', 'HOUSEKEEPING', 'REVENUE'] as const;
export type HotelRole = (typeof HOTEL_ROLES)[number];

/** Whether a link works today: a suspended member keeps their place but cannot open the hotel. */
export const STAFF_STATUSES = ['ACTIVE', 'SUSPENDED'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/** What a back-office route does, as one word per area: `.read` to look, `.write` to change. */
export const PERMISSIONS = [
  'planning.read',
  'planning.write',
  'reservations.read',
  'reservations.write',
  // A night's price set by hand with a reason (FOLIO, decision 059): money, not the desk's day.
  'reservations.reprice',
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
  'channels.read',
  'channels.write',
  'folio.read',
  'folio.write',
  'folio.waive',
  'staff.read',
  'staff.write',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** A member's access to one hotel, once their link to it is checked. */
export type HotelAccess = { hotelId: number; role: HotelRole };

const allBut = (...left: Permission[]): Permission[] => PERMISSIONS.filter((p) => !left.includes(p));

/**
 * Each role's permissions: a new role is a new row here. Why each row is what it is: decision 055.
 * - OWNER: everything, the contract with Itaca included.
 * - MANAGER: runs the hotel, staff included, but not the contract (and `mayManageStaff` keeps
 *   owners out of their reach).
 * - FRONT_DESK: the day at the desk: planning, reservations, guests and their documents, notes,
 *   the folio (no waiving), the police report; sees the rooms' cleaning state; no prices, no
 *   property, no statistics.
 * - HOUSEKEEPING: the rooms to clean, nothing about guests or money.
 * - REVENUE: prices, promotions, channels and statistics, with the bookings to read (not change).
 */
const GRANTS: Record<HotelRole, ReadonlySet<Permission>> = {
  OWNER: new Set(PERMISSIONS),
  MANAGER: new Set(allBut('contract.read')),
  FRONT_DESK: new Set<Permission>([
    'planning.read',
    'planning.write',
    'reservations.read',
    'reservations.write',
    'guests.read',
    'guests.write',
    'notes.read',
    'notes.write',
    'frontdesk.read',
    'frontdesk.write',
    'housekeeping.read',
    'police.report',
    'folio.read',
    'folio.write',
  ]),
  HOUSEKEEPING: new Set<Permission>(['housekeeping.read', 'housekeeping.write']),
  REVENUE: new Set<Permission>([
    'planning.read',
    'reservations.read',
    'ratesheet.read',
    'ratesheet.write',
    'channels.read',
    'channels.write',
    'statistics.read',
  ]),
};

/** Whether `role` may do what `permission` names (`roleAllows('OWNER', 'ratesheet.write')` → true). */
export function roleAllows(role: HotelRole, permission: Permission): boolean {
  return GRANTS[role].has(permission);
}

/** Every permission of `role`, in the list's order (what the back office shows and hides by). */
export function permissionsOf(role: HotelRole): Permission[] {
  return PERMISSIONS.filter((permission) => GRANTS[role].has(permission));
}

/** Whether `value` is one of the roles (a stored column, a query parameter). */
export function isHotelRole(value: unknown): value is HotelRole {
  return typeof value === 'string' && (HOTEL_ROLES as readonly string[]).includes(value);
}

/**
 * Whether a member holding `actor` may give, change or take away the role `target` (the member's
 * role now, or the role an invitation offers): staff management needs `staff.write`, and only an
 * owner touches an owner's place or makes someone an owner.
 * `mayManageStaff('MANAGER', 'FRONT_DESK')` → true; `mayManageStaff('MANAGER', 'OWNER')` → false.
 */
export function mayManageStaff(actor: HotelRole, target: HotelRole): boolean {
  if (!roleAllows(actor, 'staff.write')) return false;
  return target !== 'OWNER' || actor === 'OWNER';
}

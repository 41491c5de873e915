import { describe, expect, it } from 'vitest';
import {
  HOTEL_ROLES,
  type HotelRole,
  mayManageStaff,
  PERMISSIONS,
  type Permission,
  permissionsOf,
  roleAllows,
} from './hotel-roles.ts';

/** The table of decision 055, written out by hand: one row per role, what it may do. */
const EXPECTED: Record<HotelRole, readonly Permission[]> = {
  OWNER: PERMISSIONS,
  MANAGER: PERMISSIONS.filter((p) => p !== 'contract.read'),
  FRONT_DESK: [
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
  ],
  HOUSEKEEPING: ['housekeeping.read', 'housekeeping.write'],
  REVENUE: [
    'planning.read',
    'reservations.read',
    'ratesheet.read',
    'ratesheet.write',
    'statistics.read',
    'channels.read',
    'channels.write',
  ],
};

describe('hotel roles', () => {
  it('names each role and each permission once', () => {
    expect(HOTEL_ROLES).toEqual(['OWNER', 'MANAGER', 'FRONT_DESK', 'HOUSEKEEPING', 'REVENUE']);
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
  });

  // Every cell of the table: role × permission, allowed exactly when the row lists it.
  const cells = HOTEL_ROLES.flatMap((role) =>
    PERMISSIONS.map((permission) => [role, permission, EXPECTED[role].includes(permission)] as const),
  );
  it.each(cells)('%s may %s: %s', (role, permission, allowed) => {
    expect(roleAllows(role, permission)).toBe(allowed);
  });

  it('lists a role’s permissions in the list’s order', () => {
    expect(permissionsOf('HOUSEKEEPING')).toEqual(['housekeeping.read', 'housekeeping.write']);
    expect(permissionsOf('OWNER')).toEqual([...PERMISSIONS]);
  });

  it.each([
    // actor, target role, may manage
    ['OWNER', 'OWNER', true],
    ['OWNER', 'FRONT_DESK', true],
    ['MANAGER', 'MANAGER', true],
    ['MANAGER', 'HOUSEKEEPING', true],
    ['MANAGER', 'OWNER', false],
    ['FRONT_DESK', 'HOUSEKEEPING', false],
    ['REVENUE', 'REVENUE', false],
    ['HOUSEKEEPING', 'HOUSEKEEPING', false],
  ] as const)('%s may manage a %s: %s', (actor, target, allowed) => {
    expect(mayManageStaff(actor, target)).toBe(allowed);
  });
});

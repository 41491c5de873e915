import { describe, expect, it } from 'vitest';
import { HOTEL_ROLES, PERMISSIONS, roleAllows } from './hotel-roles.ts';

describe('hotel roles', () => {
  it.each(PERMISSIONS)('lets the OWNER do %s', (permission) => {
    expect(roleAllows('OWNER', permission)).toBe(true);
  });

  it('knows the OWNER role, and names each permission once', () => {
    expect(HOTEL_ROLES).toContain('OWNER');
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { logoutWhenNoUser } from './logout-when-no-user.ts';

describe('logoutWhenNoUser (VISITOR)', () => {
  it('calls logout when no user is found, and ignores its failure', async () => {
    const logout = vi.fn(async () => {
      throw new Error('offline');
    });
    await logoutWhenNoUser(async () => ({ status: 'anonymous' }), logout);
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('leaves a logged-in manager alone', async () => {
    const logout = vi.fn(async () => undefined);
    await logoutWhenNoUser(
      async () => ({ status: 'manager', me: { id: 1, username: 'm', email: 'm@example.com' } as never }),
      logout,
    );
    expect(logout).not.toHaveBeenCalled();
  });
});

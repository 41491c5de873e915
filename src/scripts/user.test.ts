// @vitest-environment happy-dom
// @vitest-environment-options { "url": "https://itaca.test/" }
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../contracts/types.ts';

const ME: Me = {
  id: 7,
  username: 'giulia',
  email: 'giulia@example.com',
  name: 'Giulia',
  surname: 'Rossi',
  avatar: null,
  language: 'en',
};

/** Fresh modules per test: the user is detected once per page. */
async function load() {
  const user = await import('./user.ts');
  const manager = await import('./manager.ts');
  const session = await import('../stores/session.ts');
  return { ...user, ...manager, ...session };
}

beforeEach(() => vi.resetModules());

afterEach(() => {
  vi.restoreAllMocks();
  // biome-ignore lint/suspicious/noDocumentCookie: removing the hint the test set
  document.cookie = '__Host-itaca_signed_in=; Max-Age=0; Path=/; Secure';
});

describe('detectUser (islands)', () => {
  it('is anonymous without the hint, with no request', async () => {
    const fetch = vi.spyOn(window, 'fetch');
    const { detectUser, $user } = await load();
    expect(await detectUser()).toEqual({ status: 'anonymous' });
    expect($user.get()).toEqual({ status: 'anonymous' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('finds the manager with the hint, sharing the header script call', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the worker's hint, as the browser holds it
    document.cookie = '__Host-itaca_signed_in=1; Path=/; Secure; SameSite=Lax';
    const fetch = vi.spyOn(window, 'fetch').mockImplementation(async () => Response.json(ME));
    const { detectUser, showManager, $user } = await load();
    await Promise.all([showManager(), detectUser()]);
    expect($user.get()).toEqual({ status: 'manager', me: ME });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is anonymous when me answers 401', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the worker's hint, as the browser holds it
    document.cookie = '__Host-itaca_signed_in=1; Path=/; Secure; SameSite=Lax';
    vi.spyOn(window, 'fetch').mockImplementation(async () =>
      Response.json({ message: 'Error getting user info', errors: [] }, { status: 401 }),
    );
    const { detectUser } = await load();
    expect(await detectUser()).toEqual({ status: 'anonymous' });
    expect(document.cookie).not.toContain('__Host-itaca_signed_in=1');
  });
});

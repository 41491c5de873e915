// @vitest-environment happy-dom
// @vitest-environment-options { "url": "https://itaca.test/faq" }
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Me } from '../contracts/types.ts';
import { HINT_COOKIE, loadManager, resetManager, showManager } from './manager.ts';
import { hasSignedInHint, loadManagerScript, SIGNED_IN_COOKIE } from './signed-in.ts';

const ME: Me = {
  id: 7,
  username: 'giulia',
  email: 'giulia@example.com',
  name: 'Giulia',
  surname: 'Rossi',
  avatar: null,
  language: 'it',
};

const setHint = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the worker's cookie, as the browser would hold it
  document.cookie = `${SIGNED_IN_COOKIE}=1; Path=/; Secure; SameSite=Lax`;
};

/** A window whose fetch answers `me` with `status` (and records every call) and whose location is recorded. */
function fakeWindow(status: number | 'offline', body: unknown = ME) {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
    if (status === 'offline') throw new TypeError('Failed to fetch');
    if (url.endsWith('/logout')) return Response.json({ message: 'Logged out' });
    return Response.json(status === 200 ? body : { message: 'Error getting user info', errors: [] }, {
      status,
    });
  });
  const assign = vi.fn();
  const win = { document, fetch, location: { assign }, sessionStorage: window.sessionStorage };
  return { win: win as unknown as Window, fetch, assign };
}

/** The header's account markup (MainNav.astro): the inline disclosure and the menu's panel. */
const HEADER = `
  <ul>
    <li data-login><a href="/it/login">Accedi</a></li>
    <li data-account hidden>
      <details><summary><span data-account-short></span></summary>
        <div><span data-account-name></span><span data-account-email></span>
        <button type="button" data-logout data-home="/it">Esci</button></div>
      </details>
    </li>
  </ul>
  <ul>
    <li data-login><a href="/it/login">Accedi</a></li>
    <li data-account hidden>
      <div><span data-account-name></span><span data-account-email></span>
      <button type="button" data-logout data-home="/it">Esci</button></div>
    </li>
  </ul>`;

beforeEach(() => resetManager());

afterEach(() => {
  document.body.innerHTML = '';
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: clearing the cookies the tests wrote
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/; Secure`;
  }
});

describe('the signed-in hint', () => {
  it('is the cookie the worker sets, named alike in both scripts', () => {
    expect(SIGNED_IN_COOKIE).toBe('__Host-itaca_signed_in');
    expect(HINT_COOKIE).toBe(SIGNED_IN_COOKIE);
    expect(hasSignedInHint(`${SIGNED_IN_COOKIE}=1`)).toBe(true);
  });

  it('is found by its exact name only', () => {
    expect(hasSignedInHint('__Host-itaca_signed_in=1')).toBe(true);
    expect(hasSignedInHint('cookiesPolicy=true; __Host-itaca_signed_in=1; X-ITACA-LOCALE=it')).toBe(true);
    expect(hasSignedInHint('cookiesPolicy=true;__Host-itaca_signed_in=1')).toBe(true);
    expect(hasSignedInHint('')).toBe(false);
    expect(hasSignedInHint('cookiesPolicy=true')).toBe(false);
    expect(hasSignedInHint('x__Host-itaca_signed_in=1')).toBe(false);
    expect(hasSignedInHint('__Host-itaca_signed_in_old=1')).toBe(false);
    expect(hasSignedInHint('itaca_signed_in=1')).toBe(false);
    expect(hasSignedInHint('__Host-itaca_signed_in=')).toBe(false);
  });
});

describe('loadManagerScript (base script of every page)', () => {
  const template =
    '<template data-manager-script><script type="module" src="/_astro/m.js"></script></template>';

  it('loads nothing for a visitor', () => {
    document.body.innerHTML = template;
    const load = vi.fn(async () => undefined);
    loadManagerScript(document, load);
    expect(load).not.toHaveBeenCalled();
  });

  it('imports the header template script when the hint is there', () => {
    document.body.innerHTML = template;
    setHint();
    const load = vi.fn(async () => undefined);
    loadManagerScript(document, load);
    expect(load).toHaveBeenCalledWith('https://itaca.test/_astro/m.js');
  });

  it('does nothing on a page without the template', () => {
    setHint();
    const load = vi.fn(async () => undefined);
    loadManagerScript(document, load);
    expect(load).not.toHaveBeenCalled();
  });
});

describe('loadManager', () => {
  it('makes no request without the hint', async () => {
    const { win, fetch } = fakeWindow(200);
    expect(await loadManager(win)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('calls me once per page with the typed client headers and returns the manager', async () => {
    setHint();
    const { win, fetch } = fakeWindow(200);
    const [first, second] = await Promise.all([loadManager(win), loadManager(win)]);
    expect(first).toEqual(ME);
    expect(second).toBe(first);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/rs/public/me');
    expect(init?.headers).toMatchObject({
      'X-Requested-With': 'XMLHttpRequest',
      'X-Itaca-Instance': expect.stringMatching(/^[\w-]{36}$/),
    });
  });

  it('clears the hint on 401', async () => {
    setHint();
    const { win } = fakeWindow(401);
    expect(await loadManager(win)).toBeNull();
    expect(hasSignedInHint(document.cookie)).toBe(false);
  });

  it('keeps the hint when the call fails otherwise', async () => {
    setHint();
    expect(await loadManager(fakeWindow(503).win)).toBeNull();
    resetManager();
    expect(await loadManager(fakeWindow('offline').win)).toBeNull();
    expect(hasSignedInHint(document.cookie)).toBe(true);
  });
});

describe('showManager (header)', () => {
  it('shows name and e-mail in every account item and hides the Login links', async () => {
    document.body.innerHTML = HEADER;
    setHint();
    await showManager(fakeWindow(200).win);
    for (const item of document.querySelectorAll<HTMLElement>('[data-account]'))
      expect(item.hidden).toBe(false);
    for (const login of document.querySelectorAll<HTMLElement>('[data-login]'))
      expect(login.hidden).toBe(true);
    expect([...document.querySelectorAll('[data-account-name]')].map((e) => e.textContent)).toEqual([
      'Giulia Rossi',
      'Giulia Rossi',
    ]);
    expect(document.querySelector('[data-account-short]')?.textContent).toBe('Giulia');
    expect(document.querySelector('[data-account-email]')?.textContent).toBe('giulia@example.com');
  });

  it('falls back to the username when the manager has no name', async () => {
    document.body.innerHTML = HEADER;
    setHint();
    await showManager(fakeWindow(200, { ...ME, name: '', surname: '' }).win);
    expect(document.querySelector('[data-account-short]')?.textContent).toBe('giulia');
    expect(document.querySelector('[data-account-name]')?.textContent).toBe('giulia');
  });

  it('leaves the header of a visitor, or of an expired session, as it is', async () => {
    document.body.innerHTML = HEADER;
    await showManager(fakeWindow(200).win);
    setHint();
    resetManager();
    await showManager(fakeWindow(401).win);
    for (const item of document.querySelectorAll<HTMLElement>('[data-account]'))
      expect(item.hidden).toBe(true);
    for (const login of document.querySelectorAll<HTMLElement>('[data-login]'))
      expect(login.hidden).toBe(false);
  });

  it('logs out by POST and goes to the home page of the language', async () => {
    document.body.innerHTML = HEADER;
    setHint();
    const { win, fetch, assign } = fakeWindow(200);
    await showManager(win);
    const button = document.querySelectorAll<HTMLButtonElement>('[data-logout]')[1];
    button?.click();
    expect(button?.disabled).toBe(true);
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/it'));
    const [url, init] = fetch.mock.calls[1] ?? [];
    expect(url).toBe('/api/rs/public/logout');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ 'X-Requested-With': 'XMLHttpRequest' });
  });

  it('goes home even when the logout call fails', async () => {
    document.body.innerHTML = HEADER;
    setHint();
    const { win, fetch, assign } = fakeWindow(200);
    await showManager(win);
    fetch.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    document.querySelector<HTMLButtonElement>('[data-logout]')?.click();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/it'));
  });

  it('closes the account disclosure on Escape, back to its summary', async () => {
    document.body.innerHTML = HEADER;
    setHint();
    await showManager(fakeWindow(200).win);
    const details = document.querySelector('details') as HTMLDetailsElement;
    details.open = true;
    document.querySelector<HTMLButtonElement>('details [data-logout]')?.focus();
    details.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(details.open).toBe(false);
    expect(document.activeElement).toBe(document.querySelector('summary'));
  });
});

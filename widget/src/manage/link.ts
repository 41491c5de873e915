/**
 * The private manage link `/booking/manage?code=…&token=…` (README "Booking engine API"), read by
 * <itaca-booking mode="manage"> on our own site's manage page, and only in that mode.
 *
 * The token is a secret: once read, it is kept in this tab's sessionStorage and removed from the
 * address bar (history.replaceState), so it does not stay in the visible URL, in screenshots, in
 * a URL copied to share the page, or in the entry the tab keeps in its history. The code stays
 * in the URL. A reload, or the language switch (which drops the query), still works in this tab:
 * the token comes back from sessionStorage. A new tab or another device needs the e-mail's link
 * again, which is the point. When sessionStorage is unavailable the URL is left as it is, so a
 * reload never breaks the page.
 */

import { MANAGE_TOKEN, RESERVATION_CODE } from '../../../src/contracts/booking-limits.ts';
import type { ApiClient } from '../../../src/contracts/client/client.ts';

export type ManageLink = { code: string; token: string };

/** What the manage view needs: the link (null when missing or malformed) and the API. */
export type ManageProps = {
  link: ManageLink | null;
  api: Pick<ApiClient, 'reservation' | 'cancelReservation' | 'findReservation' | 'changeReservation'>;
};

export const MANAGE_STORAGE_KEY = 'itaca.manage';

type ManageWindow = {
  location: { search: string; pathname: string; hash: string };
  history: { state: unknown; replaceState: (data: unknown, unused: string, url?: string) => void };
  sessionStorage?: Pick<Storage, 'getItem' | 'setItem'>;
};

function isLink(value: unknown): value is ManageLink {
  if (typeof value !== 'object' || value === null) return false;
  const { code, token } = value as Record<string, unknown>;
  return typeof code === 'string' && typeof token === 'string';
}

export function validLink(link: ManageLink): boolean {
  return RESERVATION_CODE.test(link.code) && MANAGE_TOKEN.test(link.token);
}

function storageOf(win: ManageWindow): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return win.sessionStorage ?? null;
  } catch {
    return null; // blocked storage
  }
}

function storedLink(storage: Pick<Storage, 'getItem'> | null): ManageLink | null {
  try {
    const value: unknown = JSON.parse(storage?.getItem(MANAGE_STORAGE_KEY) ?? 'null');
    return isLink(value) && validLink(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The link of this page: the URL's code and token; else, for the URL's code (or no code), the
 * link kept in this tab. Moves a valid URL token into sessionStorage and out of the address bar.
 * Null when there is no usable link (the view says to open the e-mail's link again).
 */
export function takeManageLink(win: ManageWindow): ManageLink | null {
  const params = new URLSearchParams(win.location.search);
  const code = (params.get('code') ?? '').trim().toUpperCase();
  const token = (params.get('token') ?? '').trim();
  const storage = storageOf(win);
  const stored = storedLink(storage);

  if (token === '') {
    if (stored !== null && (code === '' || code === stored.code)) return stored;
    return null;
  }
  const link = { code, token };
  if (!validLink(link)) return null;
  if (storage === null) return link;
  try {
    storage.setItem(MANAGE_STORAGE_KEY, JSON.stringify(link));
  } catch {
    return link; // full or blocked: keep the token in the URL so a reload still works
  }
  params.delete('token');
  params.set('code', code);
  win.history.replaceState(
    win.history.state,
    '',
    `${win.location.pathname}?${params.toString()}${win.location.hash}`,
  );
  return link;
}

/** The code in the page's address ('' when none), to fill 'Find my booking' in. */
export function addressCode(search: string): string {
  const code = (new URLSearchParams(search).get('code') ?? '').trim().toUpperCase();
  return RESERVATION_CODE.test(code) ? code : '';
}

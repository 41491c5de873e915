/**
 * The guest's review token (decision 028). The e-mailed link carries it in the fragment
 * (`/review#token=…`), which browsers never send to a server; once read it is kept in this
 * browser's localStorage (so the hotel page can let the guest like and report reviews) and removed
 * from the address bar, so it is not in screenshots, shared URLs or the history entry. Requests
 * send it in the X-Review-Token header, never in a URL.
 */
import { REVIEW_TOKEN } from '../../contracts/reviews.ts';

export const REVIEW_TOKEN_STORAGE_KEY = 'itaca.review.token';

type TokenWindow = {
  location: { hash: string; pathname: string; search: string };
  history: { state: unknown; replaceState: (data: unknown, unused: string, url?: string) => void };
  localStorage?: Pick<Storage, 'getItem' | 'setItem'>;
};

function storageOf(win: TokenWindow): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return win.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The token this browser keeps (null when none, or when storage is blocked). */
export function storedReviewToken(win: TokenWindow = window): string | null {
  try {
    const value = storageOf(win)?.getItem(REVIEW_TOKEN_STORAGE_KEY) ?? null;
    return value && REVIEW_TOKEN.test(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * The link's token from the fragment (kept, and cleared from the address bar), else the stored
 * one; null when there is neither. `fromLink` says whether the page was opened from a link.
 */
export function readReviewToken(win: TokenWindow = window): { token: string | null; fromLink: boolean } {
  const match = /(?:^#|&)token=([^&]*)/.exec(win.location.hash);
  if (!match) return { token: storedReviewToken(win), fromLink: false };
  const token = decodeURIComponent(match[1] ?? '');
  if (!REVIEW_TOKEN.test(token)) return { token: null, fromLink: true };
  try {
    storageOf(win)?.setItem(REVIEW_TOKEN_STORAGE_KEY, token);
    win.history.replaceState(win.history.state, '', `${win.location.pathname}${win.location.search}`);
  } catch {
    // Storage blocked: the address keeps the fragment, so a reload still works.
  }
  return { token, fromLink: true };
}

/**
 * The cookie consent as island state (nanostores). The banner itself is a vanilla script on every
 * page (src/scripts/cookie-consent.ts: content pages ship at most 2 KB of JavaScript and never load
 * nanostores), so the DOM stays the bridge: the store starts from the `cookiesPolicy` cookie and
 * turns true on the banner's `cookie-consent` event. Only islands import this module.
 */
import { atom } from 'nanostores';
import { COOKIE_CONSENT_EVENT, hasConsent } from '../scripts/cookie-consent.ts';

export const $cookieConsent = atom<boolean>(false);

let listening: Document | undefined;

/** Reads the cookie and follows the banner's event (once per document; later calls re-read the cookie). */
export function initCookieConsent(doc: Document | undefined = globalThis.document): void {
  if (!doc) return;
  if (hasConsent(doc.cookie)) $cookieConsent.set(true);
  if (listening === doc) return;
  listening = doc;
  doc.addEventListener(COOKIE_CONSENT_EVENT, () => $cookieConsent.set(true));
}

/** Forgets the document and the value (tests). */
export function resetCookieConsent(): void {
  listening = undefined;
  $cookieConsent.set(false);
}

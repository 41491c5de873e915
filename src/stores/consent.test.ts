// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { COOKIE_CONSENT_EVENT, initCookieBanner } from '../scripts/cookie-consent.ts';
import { $cookieConsent, initCookieConsent, resetCookieConsent } from './consent.ts';

afterEach(() => {
  resetCookieConsent();
  // biome-ignore lint/suspicious/noDocumentCookie: clearing the cookie the tests wrote
  document.cookie = 'cookiesPolicy=; Max-Age=0; Path=/';
  document.body.innerHTML = '';
});

describe('$cookieConsent', () => {
  it('starts from the cookiesPolicy cookie', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the consent cookie, as the banner stores it
    document.cookie = 'cookiesPolicy=true; Path=/';
    initCookieConsent(document);
    expect($cookieConsent.get()).toBe(true);
  });

  it('is false without consent, and turns true when the banner is accepted', () => {
    document.body.innerHTML =
      '<main id="main"></main><div data-cookie-banner hidden><button data-cookie-accept>OK</button></div>';
    initCookieConsent(document);
    initCookieConsent(document); // a second island: one listener
    expect($cookieConsent.get()).toBe(false);
    const seen: boolean[] = [];
    const stop = $cookieConsent.listen((value) => seen.push(value));
    initCookieBanner(document);
    document.querySelector<HTMLButtonElement>('[data-cookie-accept]')?.click();
    expect($cookieConsent.get()).toBe(true);
    expect(seen).toEqual([true]);
    stop();
  });

  it('follows the DOM event alone (the bridge from the vanilla banner)', () => {
    initCookieConsent(document);
    document.dispatchEvent(new CustomEvent(COOKIE_CONSENT_EVENT));
    expect($cookieConsent.get()).toBe(true);
  });
});

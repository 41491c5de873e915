// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import {
  detectLanguage,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  SUPPORTED_LANGUAGES,
} from '../domain/language.ts';
import { COOKIE_POLICY_MAX_AGE, consentCookie, hasConsent, initCookieBanner } from './cookie-consent.ts';
import { browserLanguage, homeLanguage, localeCookie, storedLanguage } from './language.ts';
import { initOfflineDialog } from './offline.ts';

afterEach(() => {
  document.body.innerHTML = '';
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: clearing the cookies the code under test wrote
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});

describe('cookie consent', () => {
  it('is stored in cookiesPolicy for one year', () => {
    expect(COOKIE_POLICY_MAX_AGE).toBe(365 * 24 * 3600);
    expect(consentCookie(false)).toBe('cookiesPolicy=true; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(consentCookie(true)).toContain('; Secure');
    expect(hasConsent('a=1; cookiesPolicy=true')).toBe(true);
    expect(hasConsent('cookiesPolicy=false; xcookiesPolicy=true')).toBe(false);
  });

  it('shows the banner until accepted, then removes it and remembers', () => {
    const markup = `<main id="main" tabindex="-1"></main>
      <section data-cookie-banner hidden><button data-cookie-accept>OK</button></section>`;
    document.body.innerHTML = markup;
    initCookieBanner(document);
    const banner = document.querySelector<HTMLElement>('[data-cookie-banner]');
    expect(banner?.hidden).toBe(false);
    const button = document.querySelector<HTMLButtonElement>('[data-cookie-accept]');
    button?.focus();
    button?.click();
    expect(document.querySelector('[data-cookie-banner]')).toBeNull();
    expect(hasConsent(document.cookie)).toBe(true);
    expect(document.activeElement?.id).toBe('main');

    document.body.innerHTML = markup;
    initCookieBanner(document);
    expect(document.querySelector('[data-cookie-banner]')).toBeNull();
  });
});

describe('language', () => {
  it('on / uses the stored choice, else the browser language, English by default', () => {
    expect(homeLanguage('/', '', ['it-IT', 'en'])).toBe('it');
    expect(homeLanguage('/', '', ['de-DE', 'fr'])).toBe('en');
    expect(homeLanguage('/', '', ['en-GB', 'it'])).toBe('en');
    expect(homeLanguage('/', 'a=1; X-ITACA-LOCALE=en', ['it-IT'])).toBe('en');
    expect(homeLanguage('/', 'X-ITACA-LOCALE=it', ['en-US'])).toBe('it');
    expect(homeLanguage('/faq', '', ['it-IT'])).toBeNull();
    expect(homeLanguage('/it', '', ['it-IT'])).toBeNull();
  });

  it('agrees with the shared language rules of src/domain/language.ts', () => {
    const cases = [
      ['it'],
      ['IT-it'],
      ['it_IT'],
      ['de', 'it-CH'],
      ['fr'],
      [],
      ['en-US', 'it'],
      ['ita'],
      ['x-klingon', 'it'],
    ];
    for (const languages of cases) expect(browserLanguage(languages)).toBe(detectLanguage(languages));
    expect(storedLanguage('X-ITACA-LOCALE=de')).toBeNull();
    expect(storedLanguage('X-ITACA-LOCALE=it_IT')).toBe('it');
    expect(localeCookie('it', false)).toBe(
      `${LOCALE_COOKIE}=it; Max-Age=${LOCALE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`,
    );
    expect(SUPPORTED_LANGUAGES).toEqual(['en', 'it']);
  });
});

describe('offline dialog', () => {
  it('opens on offline, cannot be dismissed with Escape, and closes on online', () => {
    document.body.innerHTML =
      '<button id="b">x</button><dialog data-offline-dialog><h2>Offline</h2></dialog>';
    const dialog = document.querySelector('dialog') as HTMLDialogElement;
    initOfflineDialog(window);
    expect(dialog.open).toBe(false);
    document.getElementById('b')?.focus();
    window.dispatchEvent(new Event('offline'));
    expect(dialog.open).toBe(true);
    const cancel = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(dialog.open).toBe(true);
    window.dispatchEvent(new Event('online'));
    expect(dialog.open).toBe(false);
    expect(document.activeElement?.id).toBe('b');
  });
});

// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { About } from '../../contracts/types.ts';
import { $startup, resetStartup } from '../../scripts/startup.ts';
import { $cookieConsent, resetCookieConsent } from '../../stores/consent.ts';
import { $language } from '../../stores/session.ts';
import { languageAfterLogin, pageIn, runStartup, savedLanguageRedirect } from './useStartup.ts';

function fakeApi(lang: 'en' | 'it' = 'en', failAbout = false) {
  return {
    translations: vi.fn(async () => ({})),
    language: vi.fn(async () => ({ lang })),
    about: vi.fn(async () => {
      if (failAbout) throw new Error('Error getting application info');
      return { brand: 'Itaca' } as About;
    }),
    storage: vi.fn(async () => ({ url: '/images' })),
    amazonConfig: vi.fn(async () => ({ props: { baseUrl: 'https://s3', bucketName: 'b' } })),
  };
}

function fakeWindow(pathname: string, cookie = '') {
  const replace = vi.fn();
  const doc = { cookie, querySelector: () => null, addEventListener: vi.fn() } as unknown as Document;
  return {
    win: {
      document: doc,
      location: {
        pathname,
        search: '?email=a%40b.it',
        hash: '',
        protocol: 'http:',
        replace,
      } as unknown as Location,
    },
    replace,
    doc,
  };
}

afterEach(() => {
  resetStartup();
  resetCookieConsent();
  $language.set('en');
});

describe('the page start-up of the islands', () => {
  it('sets $language and $cookieConsent, runs the sequence, and stays when the language matches', async () => {
    const { win, replace } = fakeWindow('/it/quote', 'cookiesPolicy=true');
    const state = await runStartup('it', fakeApi('it'), win);
    expect(state.status).toBe('ready');
    expect($language.get()).toBe('it');
    expect($cookieConsent.get()).toBe(true);
    expect($startup.get().status).toBe('ready');
    expect(replace).not.toHaveBeenCalled();
  });

  it("goes once to the manager's saved language when no choice is stored", async () => {
    const { win, replace, doc } = fakeWindow('/quote');
    await runStartup('en', fakeApi('it'), win);
    expect(replace).toHaveBeenCalledWith('/it/quote?email=a%40b.it');
    expect(doc.cookie).toMatch(/^X-ITACA-LOCALE=it;/);
  });

  it('never overrides a stored language choice', async () => {
    const { win, replace } = fakeWindow('/quote', 'X-ITACA-LOCALE=en');
    await runStartup('en', fakeApi('it'), win);
    expect(replace).not.toHaveBeenCalled();
  });

  it('sets the error flag when a configuration fails, and does not redirect', async () => {
    const { win, replace } = fakeWindow('/login');
    const state = await runStartup('en', fakeApi('it', true), win);
    expect(state).toEqual({
      status: 'error',
      message: 'Error loading configs: Error getting application info',
    });
    expect(replace).not.toHaveBeenCalled();
  });

  it('maps a page to the other language', () => {
    const location = { pathname: '/it/login/forgot', search: '', hash: '#x' };
    expect(pageIn('en', location)).toBe('/login/forgot#x');
    expect(pageIn('it', { pathname: '/', search: '', hash: '' })).toBe('/it');
    expect(savedLanguageRedirect({ status: 'loading' }, 'en', '')).toBeNull();
  });

  it("continues after login in the manager's saved language, storing it as the choice", async () => {
    const doc = { cookie: '', location: { protocol: 'http:' } } as unknown as Document;
    expect(await languageAfterLogin('en', { language: async () => ({ lang: 'it' }) }, doc)).toBe('it');
    expect(doc.cookie).toMatch(/^X-ITACA-LOCALE=it;/);
    const failing = {
      language: async () => {
        throw new Error('Error applying user locale');
      },
    };
    expect(await languageAfterLogin('en', failing, doc)).toBe('en');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { retryAfterSeconds } from '../../contracts/client/http.ts';
import { continueLanguage, pageLanguageIsChosen, retryAfterOf } from './after-login.ts';

function fakeDoc(cookie = '') {
  return { cookie, location: { protocol: 'https:' } } as unknown as Document;
}

describe('continueLanguage', () => {
  it('keeps Italian for a manager who logs in from /it, even when their saved language is English', async () => {
    const api = { language: vi.fn(async () => ({ lang: 'en' as const })) };
    const doc = fakeDoc();
    expect(await continueLanguage('it', api, doc)).toBe('it');
    expect(api.language).not.toHaveBeenCalled();
    // Stored as the choice, so the back office's start-up does not switch to the saved language.
    expect(doc.cookie).toMatch(/^X-ITACA-LOCALE=it;.*Secure/);
  });

  it('keeps English when English is the stored choice', async () => {
    const api = { language: vi.fn(async () => ({ lang: 'it' as const })) };
    const doc = fakeDoc('X-ITACA-LOCALE=en');
    expect(await continueLanguage('en', api, doc)).toBe('en');
    expect(api.language).not.toHaveBeenCalled();
    expect(doc.cookie).toBe('X-ITACA-LOCALE=en');
  });

  it("applies the manager's saved language on a default-language page nobody chose", async () => {
    const api = { language: vi.fn(async () => ({ lang: 'it' as const })) };
    const doc = fakeDoc();
    expect(await continueLanguage('en', api, doc)).toBe('it');
    expect(doc.cookie).toMatch(/^X-ITACA-LOCALE=it;/);
  });

  it.each([
    ['it', '', true],
    ['en', '', false],
    ['en', 'other=1; X-ITACA-LOCALE=en', true],
    ['en', 'X-ITACA-LOCALE=it', true],
  ] as const)('page %s with cookies "%s": chosen %s', (language, cookies, chosen) => {
    expect(pageLanguageIsChosen(language, cookies)).toBe(chosen);
  });
});

describe('retryAfterOf', () => {
  it.each([
    [30, 30],
    [0, null],
    [null, null],
  ])('Retry-After %j → %j', (retryAfter, seconds) => {
    expect(retryAfterOf({ retryAfter })).toBe(seconds);
  });

  it('reads the header of a real 429 answer', () => {
    expect(retryAfterSeconds('120')).toBe(120);
    expect(retryAfterSeconds(' 30 ')).toBe(30);
    expect(retryAfterSeconds('Wed, 21 Oct 2026 07:28:00 GMT')).toBeNull();
    expect(retryAfterSeconds('-5')).toBeNull();
    expect(retryAfterSeconds(null)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  detectLanguage,
  LOCALE_COOKIE,
  languageFromCookieHeader,
  normalizeLanguageParam,
  SUPPORTED_LANGUAGES,
  toSupportedLanguage,
} from './language.ts';

describe('constants', () => {
  it('supports English and Italian, English by default', () => {
    expect(SUPPORTED_LANGUAGES).toEqual(['en', 'it']);
    expect(DEFAULT_LANGUAGE).toBe('en');
    expect(LOCALE_COOKIE).toBe('X-ITACA-LOCALE');
  });
});

describe('normalizeLanguageParam', () => {
  it.each([
    ['en-GB', 'en_gb'],
    ['it_IT', 'it_it'],
    ['EN', 'en'],
    [' zh-Hant-TW ', 'zh_hant_tw'],
    ['en_gb', 'en_gb'],
  ])('%j → %j', (input, expected) => {
    expect(normalizeLanguageParam(input)).toBe(expected);
  });
});

describe('toSupportedLanguage', () => {
  it.each([
    ['en', 'en'],
    ['en_gb', 'en'],
    ['en-GB', 'en'],
    ['EN-us', 'en'],
    ['it', 'it'],
    ['it_it', 'it'],
    ['it-CH', 'it'],
    ['IT', 'it'],
    ['fr', null],
    ['de-DE', null],
    ['english', null],
    ['', null],
    ['e', null],
    ['en_', null],
    ['en gb', null],
    ['../en', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (input, expected) => {
    expect(toSupportedLanguage(input)).toBe(expected);
  });
});

describe('detectLanguage', () => {
  it.each<[string | readonly string[] | null | undefined, string]>([
    ['it-IT,it;q=0.9,en-US;q=0.8,en;q=0.7', 'it'],
    ['en-GB,en;q=0.9,it;q=0.8', 'en'],
    ['fr-FR,fr;q=0.9,it;q=0.8,en;q=0.5', 'it'],
    ['en;q=0.2, it;q=0.8', 'it'],
    ['it;q=0, en;q=0.1', 'en'],
    ['de, fr', 'en'],
    ['*', 'en'],
    ['', 'en'],
    ['it;q=abc, en;q=0.5', 'en'],
    ['IT', 'it'],
    [null, 'en'],
    [undefined, 'en'],
    [['it-IT', 'en-US'], 'it'],
    [['fr-FR', 'it'], 'it'],
    [['de'], 'en'],
    [[], 'en'],
  ])('%j → %j', (input, expected) => {
    expect(detectLanguage(input)).toBe(expected);
  });
});

describe('languageFromCookieHeader', () => {
  it.each<[string | null | undefined, string | null]>([
    ['X-ITACA-LOCALE=it', 'it'],
    ['a=1; X-ITACA-LOCALE=en_gb; b=2', 'en'],
    ['cookiesPolicy=true;X-ITACA-LOCALE=it-IT', 'it'],
    ['X-ITACA-LOCALE=fr', null],
    ['X-ITACA-LOCALE=%E0%A4%A', null],
    ['other=it', null],
    ['', null],
    [null, null],
  ])('%j → %j', (input, expected) => {
    expect(languageFromCookieHeader(input)).toBe(expected);
  });
});

/**
 * Language handling shared by the worker and the browser (SITE, PROPAPI): no DOM or
 * Node imports here. The site speaks English and Italian; anything else falls back to English.
 */
import type { Language } from './types.ts';

export const SUPPORTED_LANGUAGES = ['en', 'it'] as const satisfies readonly Language[];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Cookie holding the visitor's chosen language; readable by the site's scripts (not HttpOnly). */
export const LOCALE_COOKIE = 'X-ITACA-LOCALE';

/** One year, in seconds: how long the language choice is remembered. */
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** A language tag once normalised: a primary subtag, then optional subtags joined by underscores. */
const NORMALISED_TAG = /^([a-z]{2,3})(?:_[a-z0-9]{1,8})*$/;

/** The language form the server calls take (PROPAPI): lowercase, dashes become underscores. */
export function normalizeLanguageParam(value: string): string {
  return value.trim().toLowerCase().replaceAll('-', '_');
}

export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The supported language a tag stands for, whatever its region or case:
 * 'en', 'en_gb', 'EN-us' → 'en'; 'it', 'it_IT' → 'it'; anything else → null.
 */
export function toSupportedLanguage(value: string | null | undefined): Language | null {
  if (typeof value !== 'string') return null;
  const match = NORMALISED_TAG.exec(normalizeLanguageParam(value));
  const primary = match?.[1];
  return isSupportedLanguage(primary) ? primary : null;
}

type WeightedTag = { tag: string; q: number; index: number };

/** Parses an Accept-Language header into tags by preference (q desc, then header order). */
function parseAcceptLanguage(header: string): string[] {
  const tags: WeightedTag[] = [];
  header.split(',').forEach((part, index) => {
    const [rawTag, ...params] = part.split(';');
    const tag = rawTag?.trim() ?? '';
    if (tag === '' || tag === '*') return;
    let q = 1;
    for (const param of params) {
      const [name, value] = param.split('=').map((s) => s.trim());
      if (name?.toLowerCase() === 'q') {
        const parsed = Number(value);
        q = Number.isFinite(parsed) ? parsed : 0;
      }
    }
    if (q > 0) tags.push({ tag, q, index });
  });
  return tags.sort((a, b) => b.q - a.q || a.index - b.index).map((t) => t.tag);
}

/**
 * The first supported language among the visitor's preferences, or English. Takes either an
 * Accept-Language header (worker) or `navigator.languages` (browser).
 */
export function detectLanguage(preferences: string | readonly string[] | null | undefined): Language {
  if (preferences == null) return DEFAULT_LANGUAGE;
  const tags = typeof preferences === 'string' ? parseAcceptLanguage(preferences) : preferences;
  for (const tag of tags) {
    const language = toSupportedLanguage(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/** The supported language saved in the locale cookie of a Cookie header or `document.cookie`. */
export function languageFromCookieHeader(cookieHeader: string | null | undefined): Language | null {
  if (!cookieHeader) return null;
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0) continue;
    if (pair.slice(0, separator).trim() === LOCALE_COOKIE) {
      let value = pair.slice(separator + 1).trim();
      try {
        value = decodeURIComponent(value);
      } catch {
        return null;
      }
      return toSupportedLanguage(value);
    }
  }
  return null;
}

/**
 * Localised URLs: English pages live at `/…`, Italian ones at `/it/…` (Astro i18n with
 * `prefixDefaultLocale: false`). Pages are written once as `src/pages/[...lang]/<route>.astro`
 * and generated for both languages with `languageStaticPaths()`.
 */
import type { Language } from '../contracts/types.ts';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '../domain/language.ts';

/** `getStaticPaths` result for a page that exists in every language. */
export function languageStaticPaths() {
  return SUPPORTED_LANGUAGES.map((language) => ({
    params: { lang: language === DEFAULT_LANGUAGE ? undefined : language },
    props: { language },
  }));
}

/** `/faq` in Italian is `/it/faq`; the home page is `/` and `/it` (no trailing slashes: see wrangler.jsonc). */
export function localePath(language: Language, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  if (language === DEFAULT_LANGUAGE) return clean;
  return clean === '/' ? `/${language}` : `/${language}${clean}`;
}

/** Splits a pathname into its language and the language-neutral path (`/it/faq` → it, `/faq`). */
export function splitLocalePath(pathname: string): { language: Language; path: string } {
  for (const language of SUPPORTED_LANGUAGES) {
    if (language === DEFAULT_LANGUAGE) continue;
    if (pathname === `/${language}` || pathname === `/${language}/`) return { language, path: '/' };
    if (pathname.startsWith(`/${language}/`)) return { language, path: pathname.slice(language.length + 1) };
  }
  return { language: DEFAULT_LANGUAGE, path: pathname || '/' };
}

/**
 * What every page with islands does once when its first island mounts (SITEFLOW-1 "Start-up"):
 * the page language goes into `$language`, the cookie consent into `$cookieConsent`, and the
 * start-up sequence runs (src/scripts/startup.ts: translations, locale `GET lang/{lang}`, about,
 * storage and amazon configs; on failure the layout's role=alert banner shows 'startup.error').
 * Content pages have no islands and never load this (their 2 KB JavaScript budget).
 *
 * The manager's saved language (`GET lang/{lang}` answers saved ?? X-ITACA-LOCALE cookie ?? the
 * page's) is applied only when the visitor has made no choice yet, i.e. there is no
 * X-ITACA-LOCALE cookie: then the page is replaced by its version in that language and the
 * choice is stored, so it happens once. A stored choice always wins, so this never fights the
 * header's language switch (which stores the cookie and saves the manager's language too) nor
 * a link to the other language. Right after login the saved language is applied as well
 * (`languageAfterLogin`), because logging in is when the manager's own preference arrives.
 */
import { useEffect } from 'react';
import type { ApiClient } from '../../contracts/client/client.ts';
import type { Language } from '../../contracts/types.ts';
import { localePath, splitLocalePath } from '../../i18n/paths.ts';
import { browserApi } from '../../scripts/browser-api.ts';
import { localeCookie, storedLanguage } from '../../scripts/language.ts';
import { type StartupState, startup } from '../../scripts/startup.ts';
import { initCookieConsent } from '../../stores/consent.ts';
import { $language } from '../../stores/session.ts';
import { ISLAND_MOUNTED_EVENT } from './interaction-directive.ts';

type StartupApi = Parameters<typeof startup>[0];

/** The same page in `language` (path, query and hash kept). */
export function pageIn(language: Language, location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const { path } = splitLocalePath(location.pathname);
  return `${localePath(language, path)}${location.search}${location.hash}`;
}

/**
 * Where the start-up's locale answer should take the visitor, or null to stay: only when the
 * answer differs from the page's language and no language choice is stored.
 */
export function savedLanguageRedirect(
  state: StartupState,
  pageLanguage: Language,
  cookies: string,
): Language | null {
  if (state.status !== 'ready') return null;
  const saved = state.config.locale.lang;
  if (saved === pageLanguage || storedLanguage(cookies) !== null) return null;
  return saved;
}

export async function runStartup(
  language: Language,
  api: StartupApi = browserApi(),
  win: Pick<Window, 'document' | 'location'> = window,
): Promise<StartupState> {
  $language.set(language);
  initCookieConsent(win.document);
  const state = await startup(api, language, win.document);
  const target = savedLanguageRedirect(state, language, win.document.cookie);
  if (target) {
    win.document.cookie = localeCookie(target, win.location.protocol === 'https:');
    win.location.replace(pageIn(target, win.location));
  }
  return state;
}

/** Runs the page's start-up once its island has mounted (every island may call it: one run per page). */
export function useStartup(language: Language): void {
  useEffect(() => {
    void runStartup(language);
  }, [language]);
  // After the first commit: a `client:interaction` island puts back what was typed before it.
  useEffect(() => {
    document.dispatchEvent(new Event(ISLAND_MOUNTED_EVENT));
  }, []);
}

/**
 * The language to continue in after a successful login: the manager's saved one (`GET lang`),
 * stored as the visitor's choice; the page's language when the call fails.
 */
export async function languageAfterLogin(
  language: Language,
  api: Pick<ApiClient, 'language'> = browserApi(),
  doc: Document = document,
): Promise<Language> {
  try {
    const { lang } = await api.language(language);
    if (lang !== language) doc.cookie = localeCookie(lang, doc.location.protocol === 'https:');
    return lang;
  } catch {
    return language;
  }
}

/**
 * What the login form decides after an answer: the language to continue in after a success, and
 * the wait of a throttled login (decision 022).
 */
import type { ApiClient } from '../../contracts/client/client.ts';
import type { ApiRequestError } from '../../contracts/client/http.ts';
import type { Language } from '../../contracts/types.ts';
import { DEFAULT_LANGUAGE } from '../../domain/language.ts';
import { localeCookie, storedLanguage } from '../../scripts/language.ts';
import { languageAfterLogin } from '../shared/useStartup.ts';

/**
 * The page's language is a choice when it is not the default one (the manager opened `/it/…`) or
 * when a language choice is stored: then the manager continues in it, and it is stored so that
 * the back office does not switch to the saved one. Only on a default-language page nobody chose
 * does the manager's saved language apply (`languageAfterLogin`).
 */
export function pageLanguageIsChosen(pageLanguage: Language, cookies: string): boolean {
  return pageLanguage !== DEFAULT_LANGUAGE || storedLanguage(cookies) !== null;
}

/** The language to continue in after a successful login from a page in `pageLanguage`. */
export async function continueLanguage(
  pageLanguage: Language,
  api?: Pick<ApiClient, 'language'>,
  doc: Document = document,
): Promise<Language> {
  if (!pageLanguageIsChosen(pageLanguage, doc.cookie)) return languageAfterLogin(pageLanguage, api, doc);
  if (storedLanguage(doc.cookie) !== pageLanguage) {
    doc.cookie = localeCookie(pageLanguage, doc.location.protocol === 'https:');
  }
  return pageLanguage;
}

/** The seconds a throttled login has to wait (its `Retry-After`), or null when it gave none. */
export function retryAfterOf(error: Pick<ApiRequestError, 'retryAfter'>): number | null {
  return error.retryAfter !== null && error.retryAfter > 0 ? error.retryAfter : null;
}

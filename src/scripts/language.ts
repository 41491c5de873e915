/**
 * The visitor's language (SITE, SITE i18n): the choice made with the header's
 * language links (`data-language-switch`) is stored in the `X-ITACA-LOCALE` cookie for a year
 * and sent to `POST lang/{lang}` (which also saves it for a logged-in manager; for a visitor it
 * only sets the same cookie). On the home page `/` without a stored choice, the browser's
 * languages decide (English fallback): an Italian browser goes to `/it`, and that outcome is
 * stored as the choice.
 *
 * Every page loads this, so it stays self-contained (a few hundred bytes): it repeats the
 * cookie name and the language rules of src/domain/language.ts instead of importing that module,
 * which the islands share in a bigger chunk; language.test.ts checks that both agree.
 */
const COOKIE = 'X-ITACA-LOCALE';
const MAX_AGE = 31_536_000;
const LANGUAGES = ['en', 'it'];

/** The supported language stored in the cookie, if any. */
export function storedLanguage(cookies: string): string | null {
  for (const pair of cookies.split(';')) {
    const [name, value = ''] = pair.trim().split('=');
    if (name === COOKIE) {
      const language = value.toLowerCase().split(/[-_]/)[0] ?? '';
      return LANGUAGES.includes(language) ? language : null;
    }
  }
  return null;
}

/** The first supported language among the browser's, or English. */
export function browserLanguage(languages: readonly string[]): string {
  for (const tag of languages) {
    const language = tag.toLowerCase().split(/[-_]/)[0] ?? '';
    if (LANGUAGES.includes(language)) return language;
  }
  return 'en';
}

export function localeCookie(language: string, secure: boolean): string {
  return `${COOKIE}=${language}; Max-Age=${MAX_AGE}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The language a visit to `/` should be shown in (stored choice, else the browser's); null elsewhere. */
export function homeLanguage(pathname: string, cookies: string, languages: readonly string[]): string | null {
  return pathname === '/' ? (storedLanguage(cookies) ?? browserLanguage(languages)) : null;
}

/**
 * The other language's version of this page keeps its query and hash: `/quote?email=…`,
 * `/password/reset?id=…&hashCode=…`, `/login?error=expired` and `/faq#pricing` need them.
 */
function carryLocation(doc: Document, location: Location): void {
  for (const link of doc.querySelectorAll<HTMLAnchorElement>('a[data-language-switch]')) {
    link.href = `${link.pathname}${location.search}${location.hash}`;
  }
}

export function initLanguage(win: Window = window): void {
  const { document: doc, location } = win;
  const secure = location.protocol === 'https:';
  const home = homeLanguage(location.pathname, doc.cookie, win.navigator.languages ?? []);
  if (home && !storedLanguage(doc.cookie)) doc.cookie = localeCookie(home, secure);
  if (home && home !== 'en') {
    // The site's URLs have no trailing slash (localePath('it', '/') is '/it').
    location.replace(`/${home}${location.search}${location.hash}`);
    return;
  }
  carryLocation(doc, location);
  win.addEventListener('hashchange', () => carryLocation(doc, location));
  doc.addEventListener('click', (event) => {
    const language = (event.target as Element | null)?.closest?.<HTMLElement>('[data-language-switch]')
      ?.dataset.languageSwitch;
    if (!language) return;
    doc.cookie = localeCookie(language, secure);
    win
      .fetch(`/api/rs/public/lang/${language}`, {
        method: 'POST',
        keepalive: true,
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        body: JSON.stringify({ lang: language }),
      })
      .catch(() => undefined);
  });
}

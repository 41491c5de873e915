/**
 * The cookie banner's behaviour (SITEFLOW, SITELIM): consent is remembered in the cookie
 * `cookiesPolicy` for one year; the banner (server-rendered, hidden by default) is shown only
 * while no consent is stored. Accepting also announces itself with a `cookie-consent` event on
 * document, for any island that wants to know. Plain DOM: content pages have a 2 KB JS budget.
 */
export const COOKIE_POLICY_NAME = 'cookiesPolicy';
/** SITELIM: consent lasts one year. */
export const COOKIE_POLICY_MAX_AGE = 31_536_000;
export const COOKIE_CONSENT_EVENT = 'cookie-consent';

/** True when the Cookie header (or document.cookie) holds an accepted consent. */
export function hasConsent(cookies: string): boolean {
  return cookies.split(';').some((pair) => pair.trim() === `${COOKIE_POLICY_NAME}=true`);
}

/** The Set-Cookie text that stores the consent (Secure when the page is served over HTTPS). */
export function consentCookie(secure: boolean): string {
  return `${COOKIE_POLICY_NAME}=true; Max-Age=${COOKIE_POLICY_MAX_AGE}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function initCookieBanner(doc: Document = document): void {
  const banner = doc.querySelector<HTMLElement>('[data-cookie-banner]');
  if (!banner) return;
  if (hasConsent(doc.cookie)) {
    banner.remove();
    return;
  }
  banner.hidden = false;
  // The banner is fixed over the bottom of the page: keep the element that gets keyboard focus
  // above it (WCAG 2.4.11 Focus Not Obscured), following its height as the viewport changes.
  const root = doc.documentElement.style;
  const keepFocusVisible = () => root.setProperty('--cookie-banner-height', `${banner.offsetHeight}px`);
  keepFocusVisible();
  doc.defaultView?.addEventListener('resize', keepFocusVisible);
  banner.querySelector('[data-cookie-accept]')?.addEventListener('click', () => {
    doc.cookie = consentCookie(doc.location.protocol === 'https:');
    const hadFocus = banner.contains(doc.activeElement);
    doc.defaultView?.removeEventListener('resize', keepFocusVisible);
    root.removeProperty('--cookie-banner-height');
    banner.remove();
    // Focus would be lost with the banner: put it back at the start of the content.
    if (hadFocus) doc.getElementById('main')?.focus();
    doc.dispatchEvent(new CustomEvent(COOKIE_CONSENT_EVENT));
  });
}

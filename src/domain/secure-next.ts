/**
 * Where a login may send the manager next (`/login?next=…`): only back to the back office of this
 * site. A `next` is accepted when it is a same-site path of `/secure` or `/it/secure` (`/secure`,
 * `/secure/…`, with an optional query and hash); anything else — another site (`//evil`,
 * `https://…`), a scheme (`javascript:`), backslashes, dot segments (`/secure/../x`), encoded
 * slashes or dots, control characters — is refused, and the login goes to the back office's home.
 */

/** The longest `next` taken (a real back-office address is far shorter). */
export const SECURE_NEXT_MAX_LENGTH = 2000;

/** `/secure`, `/secure/…`, `/it/secure`, `/it/secure/…`, path segments of safe characters only. */
const SECURE_PATH = /^(?:\/it)?\/secure(?:\/[A-Za-z0-9\-._~!$&'()*+,;=:@%]*)*$/;

export type SecureNext = {
  /** The language the path named (`/it/…` is Italian). */
  language: 'en' | 'it';
  /** The language-neutral back-office path with its query and hash (`/secure/planning?view=W`). */
  path: string;
};

/**
 * The accepted back-office target of `next`, or null.
 * @example parseSecureNext('/it/secure/reservations?q=ROSSI') // { language: 'it', path: '/secure/reservations?q=ROSSI' }
 * @example parseSecureNext('//evil.example/secure') // null
 */
export function parseSecureNext(next: string | null | undefined): SecureNext | null {
  if (typeof next !== 'string' || next.length === 0 || next.length > SECURE_NEXT_MAX_LENGTH) return null;
  // Control characters and spaces (browsers strip tabs and newlines from URLs), backslashes.
  for (const char of next) {
    const code = char.charCodeAt(0);
    if (code <= 0x20 || code === 0x7f || char === '\\') return null;
  }
  const split = /^([^?#]*)([?#].*)?$/.exec(next);
  const pathname = split?.[1] ?? '';
  const rest = split?.[2] ?? '';
  if (!SECURE_PATH.test(pathname)) return null;
  const segments = pathname.split('/');
  // Dot segments, written plainly or percent-encoded, and encoded slashes or backslashes.
  for (const segment of segments) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (decoded === '.' || decoded === '..' || /[/\\]/.test(decoded)) return null;
  }
  // The browser's own reading must agree: same origin, same path.
  const base = 'https://itaca.invalid';
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return null;
  }
  if (url.origin !== base || url.pathname !== pathname) return null;
  const italian = pathname === '/it/secure' || pathname.startsWith('/it/secure/');
  return { language: italian ? 'it' : 'en', path: `${italian ? pathname.slice(3) : pathname}${rest}` };
}

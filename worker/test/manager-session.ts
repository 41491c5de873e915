/**
 * Signing a manager in from a workerd test: the session cookie and the anti-forgery header that
 * every secure write needs (worker/security/xsrf.ts).
 */
import { SELF } from 'cloudflare:test';
import { SESSION_COOKIE } from '../security/session.ts';
import { XSRF_COOKIE, XSRF_HEADER } from '../security/xsrf.ts';

export const SECURE_API = 'https://itaca.test/api/rs/secure';

export type ManagerSession = {
  /** `Cookie` header value: the session cookie and the XSRF-TOKEN cookie. */
  cookie: string;
  xsrf: string;
  /** Headers of a request as the back office sends it (JSON body, cookies, anti-forgery token). */
  headers(extra?: Record<string, string>): Record<string, string>;
};

let ipCounter = 0;

/** Logs `email` in through POST /api/rs/public/session (from its own address, so rate limits never bite). */
export async function signInManager(email: string, password = 'Manager2026!'): Promise<ManagerSession> {
  ipCounter += 1;
  const res = await SELF.fetch('https://itaca.test/api/rs/public/session', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'CF-Connecting-IP': `10.99.${(ipCounter >> 8) & 255}.${ipCounter & 255}`,
    },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`login of ${email} answered ${res.status}: ${await res.text()}`);
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
  const session = cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  const xsrfCookie = cookies.find((c) => c.startsWith(`${XSRF_COOKIE}=`));
  if (!session || !xsrfCookie) throw new Error('login set no session or XSRF-TOKEN cookie');
  const xsrf = xsrfCookie.slice(XSRF_COOKIE.length + 1);
  const cookie = `${session}; ${xsrfCookie}`;
  return {
    cookie,
    xsrf,
    headers: (extra = {}) => ({
      'Content-Type': 'application/json',
      Cookie: cookie,
      [XSRF_HEADER]: xsrf,
      ...extra,
    }),
  };
}

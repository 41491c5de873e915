/**
 * The back office's anti-forgery token (BOAPI: a token from a cookie, sent back in a
 * header on every state-changing call), on top of the cross-site guard of app.ts.
 *
 * The token is derived from the session token (SHA-256 of a label and the token): it needs no
 * storage, changes with every login, dies with the session, and cannot be turned back into the
 * session token. The worker sends it in the script-readable cookie `XSRF-TOKEN` (at login, and
 * with the back-office page); the app echoes it in `X-XSRF-TOKEN`. A page on another site can
 * neither read the cookie nor set the header, so it cannot forge a write.
 */
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../env.ts';
import { sha256Hex } from './tokens.ts';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
export const XSRF_INVALID = 'Missing or invalid anti-forgery token: reload the page';

/** The anti-forgery token of a session token. */
export function xsrfTokenFor(token: string): Promise<string> {
  return sha256Hex(`itaca-xsrf|${token}`);
}

/** Sets the `XSRF-TOKEN` cookie for the session `token` (readable by the app's script). */
export async function setXsrfCookie(c: Context<AppEnv>, token: string): Promise<void> {
  setCookie(c, XSRF_COOKIE, await xsrfTokenFor(token), { path: '/', secure: true, sameSite: 'Strict' });
}

/** Clears the `XSRF-TOKEN` cookie (logout, ended session). */
export function clearXsrfCookie(c: Context<AppEnv>): void {
  deleteCookie(c, XSRF_COOKIE, { path: '/', secure: true, sameSite: 'Strict' });
}

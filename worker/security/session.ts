import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, generateCookie, getCookie, setCookie } from 'hono/cookie';
import type { Me } from '../../src/contracts/types.ts';
import { type ManagerRow, toLanguage } from '../data/managers.ts';
import {
  deleteExpiredSessionsStatement,
  deleteSessionStatement,
  findSessionWithManager,
  insertSessionStatement,
  touchSession,
} from '../data/sessions.ts';
import type { AppEnv } from '../env.ts';
import { base64UrlLength, randomToken, sha256Hex } from './tokens.ts';
import { clearXsrfCookie, setXsrfCookie } from './xsrf.ts';

/** The API's view of a manager (GET me, POST session), built from the stored row. */
export function toMe(row: Omit<ManagerRow, 'password_hash' | 'enabled'>): Me {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    name: row.name,
    surname: row.surname,
    avatar: row.avatar,
    language: toLanguage(row.language),
  };
}

/** The logged-in manager as routes see it (`c.var.user`): the Me shape. */
export type SessionUser = Me;

/**
 * Cookie name without its prefix. The cookie is always sent as `__Host-itaca_session` (Secure,
 * Path=/, no Domain): Chromium stores Secure cookies set by http://127.0.0.1 and http://localhost
 * (loopback counts as a secure context), so local `wrangler dev` needs no relaxed name.
 */
const COOKIE_BASE_NAME = 'itaca_session';
export const SESSION_COOKIE = `__Host-${COOKIE_BASE_NAME}`;

/**
 * The signed-in hint: a script-readable cookie (`1`, no secret) set and cleared together with the
 * session cookie, with the same attributes except HttpOnly. Page scripts call `me` only when it
 * is there (src/scripts/signed-in.ts), so visitors make no request that answers 401. It is never
 * trusted for anything else: `me` decides, and clears both cookies when the session is not valid.
 */
const HINT_BASE_NAME = 'itaca_signed_in';
export const SIGNED_IN_HINT_COOKIE = `__Host-${HINT_BASE_NAME}`;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Logged out after 2 hours without a request. */
export const SESSION_IDLE_MS = 2 * HOUR;
/** Logged out 12 hours after login whatever the activity... */
export const SESSION_ABSOLUTE_MS = 12 * HOUR;
/** ...or 30 days after a login with "remember me" (the idle limit still applies). */
export const SESSION_REMEMBER_ME_MS = 30 * 24 * HOUR;
/** The idle deadline slides at most once per 5 minutes, to bound writes to D1. */
export const SESSION_TOUCH_INTERVAL_MS = 5 * MINUTE;

const TOKEN_BYTES = 32;
const TOKEN_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${base64UrlLength(TOKEN_BYTES)}}$`);

/** The session token of the request's cookie, when it has the shape of one. */
export function sessionToken(c: Context<AppEnv>): string | null {
  return readToken(c);
}

function readToken(c: Context<AppEnv>): string | null {
  const token = getCookie(c, COOKIE_BASE_NAME, 'host');
  return token !== undefined && TOKEN_PATTERN.test(token) ? token : null;
}

/** Clears the session cookie and the signed-in hint. */
function clearCookie(c: Context<AppEnv>): void {
  deleteCookie(c, COOKIE_BASE_NAME, { prefix: 'host', httpOnly: true, sameSite: 'Lax' });
  clearHint(c);
  clearXsrfCookie(c);
}

function clearHint(c: Context<AppEnv>): void {
  deleteCookie(c, HINT_BASE_NAME, { prefix: 'host', sameSite: 'Lax' });
}

const hasHint = (c: Context<AppEnv>) => getCookie(c, HINT_BASE_NAME, 'host') !== undefined;

/**
 * The hint cookie to add to a page response when the request has a session cookie but no hint
 * (a session started before the hint existed, or by a back office on this origin), so a manager
 * who logged in elsewhere is recognised on the public pages; null otherwise. The session is not
 * checked here: if it is not live, the page's `me` call answers 401 and clears both cookies.
 */
export function missingHintCookie(c: Context<AppEnv>): string | null {
  if (getCookie(c, COOKIE_BASE_NAME, 'host') === undefined || hasHint(c)) return null;
  return generateCookie(HINT_BASE_NAME, '1', { prefix: 'host', path: '/', secure: true, sameSite: 'Lax' });
}

function earlier(a: Date, b: Date): Date {
  return a.getTime() <= b.getTime() ? a : b;
}

/**
 * Logs the manager in: a new random 256-bit token goes to the cookie, its SHA-256 to
 * `sessions`. A session cookie the request already carried is deleted (a new token at every
 * login, so a planted token never becomes a logged-in one), and so are the manager's expired
 * sessions.
 */
export async function startSession(
  c: Context<AppEnv>,
  managerId: number,
  rememberMe: boolean,
  now: Date = new Date(),
  /** Statements to run in the same batch (the login's reset of its failure counter). */
  alongside: readonly D1PreparedStatement[] = [],
): Promise<void> {
  const token = randomToken(TOKEN_BYTES);
  const absoluteExpiresAt = new Date(
    now.getTime() + (rememberMe ? SESSION_REMEMBER_ME_MS : SESSION_ABSOLUTE_MS),
  );
  const statements: D1PreparedStatement[] = [];
  const previous = readToken(c);
  if (previous) statements.push(deleteSessionStatement(c.env.DB, await sha256Hex(previous)));
  statements.push(
    deleteExpiredSessionsStatement(c.env.DB, managerId, now),
    insertSessionStatement(c.env.DB, {
      tokenHash: await sha256Hex(token),
      managerId,
      now,
      idleExpiresAt: earlier(new Date(now.getTime() + SESSION_IDLE_MS), absoluteExpiresAt),
      absoluteExpiresAt,
      userAgent: c.req.header('User-Agent')?.slice(0, 256) ?? null,
    }),
    ...alongside,
  );
  await c.env.DB.batch(statements);
  const attributes = {
    prefix: 'host',
    path: '/',
    secure: true,
    sameSite: 'Lax',
    // "Remember me" survives a browser restart; otherwise the cookie ends with the browser session.
    ...(rememberMe ? { maxAge: Math.floor(SESSION_REMEMBER_ME_MS / 1000) } : {}),
  } as const;
  setCookie(c, COOKIE_BASE_NAME, token, { ...attributes, httpOnly: true });
  setCookie(c, HINT_BASE_NAME, '1', attributes);
  await setXsrfCookie(c, token);
}

/**
 * Logs out: deletes the session row, if any, and clears the cookie and the hint (a hint without
 * a session cookie was already cleared by `loadSession`). Idempotent.
 */
export async function endSession(c: Context<AppEnv>): Promise<void> {
  const token = readToken(c);
  if (token) await deleteSessionStatement(c.env.DB, await sha256Hex(token)).run();
  if (getCookie(c, COOKIE_BASE_NAME, 'host') !== undefined || token) clearCookie(c);
  c.set('user', null);
}

/**
 * Sets `c.var.user` from the session cookie, or null. A session past its idle or absolute
 * deadline, of a disabled manager, or unknown is deleted and its cookie (and hint) cleared; a
 * live one has its idle deadline slid forward (at most once per SESSION_TOUCH_INTERVAL_MS). A
 * hint without a session cookie is cleared too.
 */
export function loadSession(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('user', null);
    const raw = getCookie(c, COOKIE_BASE_NAME, 'host');
    if (raw === undefined && hasHint(c)) clearHint(c);
    if (raw !== undefined) {
      const token = readToken(c);
      const tokenHash = token ? await sha256Hex(token) : null;
      const session = tokenHash ? await findSessionWithManager(c.env.DB, tokenHash) : null;
      const now = new Date();
      // An unparsable date counts as past.
      const ahead = (iso: string) => Date.parse(iso) > now.getTime();
      if (!tokenHash || !session) {
        clearCookie(c);
      } else if (
        session.enabled !== 1 ||
        !ahead(session.idle_expires_at) ||
        !ahead(session.absolute_expires_at)
      ) {
        await deleteSessionStatement(c.env.DB, tokenHash).run();
        clearCookie(c);
      } else {
        if (now.getTime() - Date.parse(session.last_seen_at) >= SESSION_TOUCH_INTERVAL_MS) {
          const idle = earlier(
            new Date(now.getTime() + SESSION_IDLE_MS),
            new Date(session.absolute_expires_at),
          );
          await touchSession(c.env.DB, tokenHash, session.last_seen_at, now, idle);
        }
        c.set('user', toMe({ ...session, id: session.manager_id }));
      }
    }
    await next();
  };
}

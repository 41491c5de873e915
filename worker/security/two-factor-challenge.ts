/**
 * The pending sign-in between a right password and the two-factor code (decision 061): a random
 * 256-bit token in its own HttpOnly cookie, its SHA-256 in `two_factor_challenges`, for 5 minutes
 * and 5 wrong codes. It is deliberately not a session: `loadSession` reads `sessions` only, so
 * every secure route answers 401 to a browser that has only this cookie.
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { insertChallengeStatements } from '../data/two-factor.ts';
import type { AppEnv } from '../env.ts';
import { base64UrlLength, randomToken, sha256Hex } from './tokens.ts';

const COOKIE_BASE_NAME = 'itaca_two_factor';
export const TWO_FACTOR_COOKIE = `__Host-${COOKIE_BASE_NAME}`;
/** Minutes to type the code after the password. */
export const CHALLENGE_TTL_SECONDS = 5 * 60;
/** Wrong codes a pending sign-in takes before it is gone (the login throttle counts them too). */
export const CHALLENGE_MAX_FAILURES = 5;

const TOKEN_BYTES = 32;
const TOKEN_PATTERN = new RegExp(`^[A-Za-z0-9_-]{${base64UrlLength(TOKEN_BYTES)}}$`);

/** Starts a pending sign-in for the manager whose password was right. */
export async function startChallenge(
  c: Context<AppEnv>,
  managerId: number,
  rememberMe: boolean,
  now: Date,
  alongside: readonly D1PreparedStatement[] = [],
): Promise<void> {
  const token = randomToken(TOKEN_BYTES);
  await c.env.DB.batch([
    ...insertChallengeStatements(c.env.DB, {
      tokenHash: await sha256Hex(token),
      managerId,
      rememberMe,
      expiresAt: new Date(now.getTime() + CHALLENGE_TTL_SECONDS * 1000),
      now,
    }),
    ...alongside,
  ]);
  setCookie(c, COOKIE_BASE_NAME, token, {
    prefix: 'host',
    path: '/',
    secure: true,
    httpOnly: true,
    sameSite: 'Strict',
    maxAge: CHALLENGE_TTL_SECONDS,
  });
}

/** The SHA-256 of the request's pending sign-in token, when it carries one of the right shape. */
export async function challengeTokenHash(c: Context<AppEnv>): Promise<string | null> {
  const token = getCookie(c, COOKIE_BASE_NAME, 'host');
  return token !== undefined && TOKEN_PATTERN.test(token) ? sha256Hex(token) : null;
}

export function clearChallengeCookie(c: Context<AppEnv>): void {
  deleteCookie(c, COOKIE_BASE_NAME, {
    prefix: 'host',
    path: '/',
    secure: true,
    httpOnly: true,
    sameSite: 'Strict',
  });
}

/**
 * Two-factor sign-in with time-based one-time passwords (TEAM-1, decision 061): RFC 6238 TOTP
 * over RFC 4226 HOTP (HMAC-SHA-1, 6 digits, 30-second steps), computed by `otpauth`. The rules
 * that are ours: a code is looked for in the step before, the current one and the one after (a
 * phone clock a little off still works), and only in steps after the last one accepted, so a code
 * seen over a shoulder or replayed from a log is refused (ASVS 5.0 V6.5.1).
 */
import { HOTP, Secret } from 'otpauth';

/** Seconds a code lives (RFC 6238's default, what every authenticator app assumes). */
export const TOTP_PERIOD_SECONDS = 30;
/** Digits of a code. */
export const TOTP_DIGITS = 6;
/** Steps looked at either side of the current one. */
export const TOTP_WINDOW = 1;
/** Random bytes of a new secret: 160 bits, RFC 4226's recommended key length. */
export const TOTP_SECRET_BYTES = 20;
/** Recovery codes given at enrolment and at each regeneration. */
export const RECOVERY_CODE_COUNT = 10;
/** Characters of a recovery code without its hyphen (base32: 50 random bits). */
export const RECOVERY_CODE_LENGTH = 10;
/** What the code field accepts: six digits, spaces allowed (apps show "123 456"). */
export const TOTP_CODE_PATTERN = /^\d{6}$/;
/** A recovery code once normalised: ten base32 characters. */
export const RECOVERY_CODE_PATTERN = /^[a-z2-7]{10}$/;
/** The issuer authenticator apps show above the code. */
export const TOTP_ISSUER = 'Itaca';

/** The time step of an instant: floor(seconds / 30). Example: totpStep(59) is 1. */
export function totpStep(unixSeconds: number): number {
  return Math.floor(unixSeconds / TOTP_PERIOD_SECONDS);
}

/** The code of a step (HOTP of the step counter), `digits` long. */
export function totpCode(secretBase32: string, step: number, digits: number = TOTP_DIGITS): string {
  return HOTP.generate({ secret: Secret.fromBase32(secretBase32), counter: step, digits });
}

/** Digits only: "123 456" and "123-456" are typed as they are shown. */
export function normaliseTotpCode(code: string): string {
  return code.replace(/[\s-]/g, '');
}

/** Lower case without spaces or hyphens: "ABCDE-FGHIJ" is "abcdefghij". */
export function normaliseRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase();
}

/** "abcdefghij" shown as "abcde-fghij". */
export function formatRecoveryCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** A base32 secret in groups of four, for typing it into an app by hand: "JBSW Y3DP EHPK 3PXP". */
export function groupInFours(secretBase32: string): string {
  return secretBase32.match(/.{1,4}/g)?.join(' ') ?? '';
}

/**
 * The step a code matches, or null: the code must be one of the steps `now − 1 … now + 1` and
 * later than `lastStep` (the step of the last code accepted; 0 before any). The caller stores
 * the returned step so the same code, or an older one, never works again.
 */
export function acceptedStep(
  secretBase32: string,
  code: string,
  unixSeconds: number,
  lastStep: number,
): number | null {
  const typed = normaliseTotpCode(code);
  if (!TOTP_CODE_PATTERN.test(typed)) return null;
  const current = totpStep(unixSeconds);
  for (let step = current - TOTP_WINDOW; step <= current + TOTP_WINDOW; step++) {
    if (step > lastStep && sameDigits(totpCode(secretBase32, step), typed)) return step;
  }
  return null;
}

/** Compares every digit whatever the first difference, so timing does not say how close a guess was. */
function sameDigits(a: string, b: string): boolean {
  let difference = a.length ^ b.length;
  for (let i = 0; i < Math.min(a.length, b.length); i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/** The otpauth:// URI an authenticator app reads from the QR code (label "Itaca:person@hotel.it"). */
export function otpauthUri(secretBase32: string, account: string): string {
  const label = `${encodeURIComponent(TOTP_ISSUER)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({
    secret: secretBase32,
    issuer: TOTP_ISSUER,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}

/** A new random secret in base32 (from the given random bytes, so the caller owns the randomness). */
export function secretFromBytes(bytes: Uint8Array): string {
  return new Secret({ buffer: bytes.slice().buffer }).base32;
}

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** A recovery code from random bytes: each byte's low five bits pick a base32 character. */
export function recoveryCodeFromBytes(bytes: Uint8Array): string {
  return Array.from(bytes.slice(0, RECOVERY_CODE_LENGTH), (byte) => BASE32[byte & 31]).join('');
}

/**
 * The roles a hotel's "require two-factor" setting applies to: the ones that can change staff,
 * prices and the contract (ASVS 5.0 V6.3.3 asks it of privileged accounts).
 */
export const TWO_FACTOR_REQUIRED_ROLES: readonly string[] = ['OWNER', 'MANAGER'];

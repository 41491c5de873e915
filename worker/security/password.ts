import { constantTimeEqual, fromBase64, randomBytes, toBase64 } from './tokens.ts';

/**
 * PBKDF2 iteration count. Exactly 100,000: production workerd refuses PBKDF2 with more
 * iterations (deriveBits throws), while local workerd and Node accept any count, so a higher
 * value would pass every local test and break every login after deploy.
 */
export const PBKDF2_ITERATIONS = 100_000;

/** Oldest count still verified, so stored hashes keep working if the count is ever lowered. */
const MIN_ITERATIONS = 10_000;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
const SCHEME = 'pbkdf2-sha256';

/**
 * A well-formed hash of a random password nobody knows. Logins for unknown accounts verify
 * against it so that they cost one PBKDF2 derivation, like logins with a wrong password.
 */
export const DUMMY_PASSWORD_HASH =
  'pbkdf2-sha256$100000$hPGTERt/YIZG4otlIWxd0Q==$usP+YLnr6mniobX+AeZevip/vWm6d+lGcBVq+qtzt50=';

async function derive(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    key,
    KEY_BYTES * 8,
  );
  return new Uint8Array(bits);
}

/** `pbkdf2-sha256$100000$<salt base64>$<hash base64>` with a fresh 16-byte salt. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const hash = await derive(password, salt, PBKDF2_ITERATIONS);
  return `${SCHEME}$${PBKDF2_ITERATIONS}$${toBase64(salt)}$${toBase64(hash)}`;
}

type ParsedHash = { iterations: number; salt: Uint8Array<ArrayBuffer>; hash: Uint8Array<ArrayBuffer> };

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split('$');
  if (parts.length !== 4 || parts[0] !== SCHEME) return null;
  const [, iterationText = '', saltText = '', hashText = ''] = parts;
  if (!/^[1-9]\d{0,6}$/.test(iterationText)) return null;
  const iterations = Number(iterationText);
  if (iterations < MIN_ITERATIONS || iterations > PBKDF2_ITERATIONS) return null;
  const salt = fromBase64(saltText);
  const hash = fromBase64(hashText);
  if (!salt || salt.length < SALT_BYTES || !hash || hash.length !== KEY_BYTES) return null;
  return { iterations, salt, hash };
}

/**
 * True when `password` matches the stored hash; the comparison runs in constant time.
 * A malformed or tampered hash never matches (it is still checked at full cost, against the
 * dummy hash, so a broken row does not answer faster than a wrong password).
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  const target = parsed ?? parseHash(DUMMY_PASSWORD_HASH);
  if (!target) return false;
  const candidate = await derive(password, target.salt, target.iterations);
  return constantTimeEqual(candidate, target.hash) && parsed !== null;
}

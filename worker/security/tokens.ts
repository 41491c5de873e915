/**
 * Random tokens, encodings, SHA-256 and constant-time comparison on WebCrypto only, so the same
 * code runs in workerd and in plain Node 24 (the seed script hashes passwords with it).
 */

/** `n` bytes from the platform's cryptographic random source. */
export function randomBytes(n: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(n);
  crypto.getRandomValues(bytes);
  return bytes;
}

function toBinaryString(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return binary;
}

/** Standard base64 with padding. */
export function toBase64(bytes: Uint8Array): string {
  return btoa(toBinaryString(bytes));
}

/** Decodes standard base64; null when `text` is not canonical base64. */
export function fromBase64(text: string): Uint8Array<ArrayBuffer> | null {
  if (!/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(text)) return null;
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** URL- and cookie-safe base64 without padding (RFC 4648 §5). */
export function toBase64Url(bytes: Uint8Array): string {
  return toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** `bytes` random bytes as base64url: 32 bytes give a 43-character, 256-bit token. */
export function randomToken(bytes = 32): string {
  return toBase64Url(randomBytes(bytes));
}

/** Length of the base64url text of `bytes` bytes (no padding). */
export function base64UrlLength(bytes: number): number {
  return Math.ceil((bytes * 4) / 3);
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

export function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += HEX[byte];
  return hex;
}

/** SHA-256 of the UTF-8 text, as lowercase hex (64 characters). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return toHex(new Uint8Array(digest));
}

/**
 * Compares two byte arrays in time that depends only on their lengths, never on where they
 * differ. Arrays of different lengths are unequal (the length of a hash is not a secret).
 */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

/** Constant-time comparison of two strings (UTF-8 bytes), e.g. two hex digests. */
export function constantTimeEqualText(a: string, b: string): boolean {
  const encoder = new TextEncoder();
  return constantTimeEqual(encoder.encode(a), encoder.encode(b));
}

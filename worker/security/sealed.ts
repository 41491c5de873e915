/**
 * Secrets derived from a client-held secret (the Idempotency-Key of a reservation request): an
 * id to store (SHA-256 with its own label) and AES-256-GCM sealing of a stored answer with a key
 * derived from the same secret under another label. Whoever reads the database sees neither the
 * key nor the answer (which holds a manage token); the client that holds the key can replay it.
 */
import { fromBase64, sha256Hex, toBase64 } from './tokens.ts';

const encoder = new TextEncoder();

/** The stored id of a secret under a label: SHA-256 hex of `label|scope|secret`. */
export function secretId(label: string, scope: string, secret: string): Promise<string> {
  return sha256Hex(`${label}|${scope}|${secret}`);
}

async function aesKey(scope: string, secret: string): Promise<CryptoKey> {
  const raw = await crypto.subtle.digest('SHA-256', encoder.encode(`itaca.sealed.v1|${scope}|${secret}`));
  return crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

/** Seals a JSON value: base64 of a 12-byte IV followed by the AES-GCM ciphertext. */
export async function sealJson(scope: string, secret: string, value: unknown): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const key = await aesKey(scope, secret);
  const cipher = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, encoder.encode(JSON.stringify(value))),
  );
  const out = new Uint8Array(iv.length + cipher.length);
  out.set(iv);
  out.set(cipher, iv.length);
  return toBase64(out);
}

/** Opens a sealed value, or null when it does not open with this secret (or is malformed). */
export async function openJson<T>(scope: string, secret: string, sealed: string): Promise<T | null> {
  const bytes = fromBase64(sealed);
  if (!bytes || bytes.length < 13) return null;
  try {
    const key = await aesKey(scope, secret);
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.slice(0, 12) },
      key,
      bytes.slice(12),
    );
    return JSON.parse(new TextDecoder().decode(plain)) as T;
  } catch {
    return null;
  }
}

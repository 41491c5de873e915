import { describe, expect, it } from 'vitest';
import { DUMMY_PASSWORD_HASH, hashPassword, PBKDF2_ITERATIONS, verifyPassword } from './password.ts';

const FORMAT = /^pbkdf2-sha256\$100000\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/;

describe('password hashing', () => {
  it('uses exactly 100,000 PBKDF2 iterations (production workerd refuses more)', () => {
    expect(PBKDF2_ITERATIONS).toBe(100_000);
  });

  it('round-trips in the self-describing format', async () => {
    const stored = await hashPassword('Manager2026!');
    expect(stored).toMatch(FORMAT);
    expect(await verifyPassword('Manager2026!', stored)).toBe(true);
  });

  it('rejects a wrong password, including near misses', async () => {
    const stored = await hashPassword('Manager2026!');
    expect(await verifyPassword('manager2026!', stored)).toBe(false);
    expect(await verifyPassword('Manager2026', stored)).toBe(false);
    expect(await verifyPassword('Manager2026! ', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash differently', async () => {
    const first = await hashPassword('Same-password1');
    const second = await hashPassword('Same-password1');
    expect(first).not.toBe(second);
    expect(first.split('$')[2]).not.toBe(second.split('$')[2]);
    expect(await verifyPassword('Same-password1', first)).toBe(true);
    expect(await verifyPassword('Same-password1', second)).toBe(true);
  });

  it('handles unicode passwords', async () => {
    const stored = await hashPassword('Pässwörd-😀-1A');
    expect(await verifyPassword('Pässwörd-😀-1A', stored)).toBe(true);
    expect(await verifyPassword('Passwörd-😀-1A', stored)).toBe(false);
  });

  it('never accepts tampered or malformed hashes', async () => {
    const stored = await hashPassword('Manager2026!');
    const [scheme, iterations, salt = '', hash = ''] = stored.split('$');
    const flip = (text: string) => (text[0] === 'A' ? 'B' : 'A') + text.slice(1);
    const tampered = [
      `${scheme}$${iterations}$${flip(salt)}$${hash}`,
      `${scheme}$${iterations}$${salt}$${flip(hash)}`,
      `${scheme}$99999$${salt}$${hash}`,
      `${scheme}$1000000$${salt}$${hash}`,
      `${scheme}$0$${salt}$${hash}`,
      `${scheme}$abc$${salt}$${hash}`,
      `pbkdf2-sha512$${iterations}$${salt}$${hash}`,
      `${scheme}$${iterations}$${salt}`,
      `${scheme}$${iterations}$${salt}$${hash}$extra`,
      `${scheme}$${iterations}$${salt}$${hash.slice(0, -4)}`,
      `${scheme}$${iterations}$$${hash}`,
      `${scheme}$${iterations}$${salt}$not*base64`,
      '',
      'Manager2026!',
    ];
    for (const candidate of tampered) {
      expect(await verifyPassword('Manager2026!', candidate), candidate).toBe(false);
    }
  });

  it('has a well-formed dummy hash that nothing matches', async () => {
    expect(DUMMY_PASSWORD_HASH).toMatch(FORMAT);
    expect(await verifyPassword('', DUMMY_PASSWORD_HASH)).toBe(false);
    expect(await verifyPassword('Manager2026!', DUMMY_PASSWORD_HASH)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  base64UrlLength,
  constantTimeEqual,
  constantTimeEqualText,
  fromBase64,
  randomToken,
  sha256Hex,
  toBase64,
  toBase64Url,
} from './tokens.ts';

describe('tokens', () => {
  it('makes 256-bit base64url tokens that differ every time', () => {
    const tokens = new Set(Array.from({ length: 100 }, () => randomToken(32)));
    expect(tokens.size).toBe(100);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(base64UrlLength(32)).toBe(43);
    expect(randomToken(16)).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('encodes base64 and base64url as RFC 4648 says', () => {
    const bytes = new Uint8Array([0xfb, 0xff, 0xbf, 0x00, 0x10]);
    expect(toBase64(bytes)).toBe('+/+/ABA=');
    expect(toBase64Url(bytes)).toBe('-_-_ABA');
    expect(Array.from(fromBase64('+/+/ABA=') ?? [])).toEqual(Array.from(bytes));
    expect(fromBase64('not base64!')).toBeNull();
    expect(fromBase64('abc')).toBeNull();
  });

  it('hashes with SHA-256 to lowercase hex', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('compares in constant time, length mismatches included', () => {
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(true);
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2, 3]))).toBe(false);
    expect(constantTimeEqualText('abc', 'abc')).toBe(true);
    expect(constantTimeEqualText('abc', 'abd')).toBe(false);
    expect(constantTimeEqualText('', '')).toBe(true);
  });
});

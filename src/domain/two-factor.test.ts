import { describe, expect, it } from 'vitest';
import {
  acceptedStep,
  formatRecoveryCode,
  groupInFours,
  normaliseRecoveryCode,
  otpauthUri,
  recoveryCodeFromBytes,
  secretFromBytes,
  totpCode,
  totpStep,
} from './two-factor.ts';

/** RFC 6238 appendix B's SHA-1 key, the ASCII "12345678901234567890", in base32. */
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('TOTP codes (RFC 6238 appendix B, SHA-1)', () => {
  it.each([
    // [unix time, 8-digit code of the RFC, its 6-digit truncation]
    [59, '94287082', '287082'],
    [1111111109, '07081804', '081804'],
    [1111111111, '14050471', '050471'],
    [1234567890, '89005924', '005924'],
    [2000000000, '69279037', '279037'],
    [20000000000, '65353130', '353130'],
  ])('at T=%i the code is %s (%s in six digits)', (time, eight, six) => {
    expect(totpCode(RFC_SECRET, totpStep(time), 8)).toBe(eight);
    expect(totpCode(RFC_SECRET, totpStep(time))).toBe(six);
  });

  it('is HOTP of the step (RFC 4226 appendix D, counters 0 to 9)', () => {
    const codes = Array.from({ length: 10 }, (_, counter) => totpCode(RFC_SECRET, counter));
    expect(codes).toEqual([
      '755224',
      '287082',
      '359152',
      '969429',
      '338314',
      '254676',
      '287922',
      '162583',
      '399871',
      '520489',
    ]);
  });
});

describe('acceptedStep: one step either side, never a step already used', () => {
  // At T=95 the step is 3 (90…119): the codes of steps 2, 3 and 4 are 359152, 969429, 338314.
  it.each([
    ['the current step', '969429', 0, 3],
    ['the step before (a slow phone)', '359152', 0, 2],
    ['the step after (a fast phone)', '338314', 0, 4],
    ['typed with a space', '969 429', 0, 3],
    ['two steps before', '287082', 0, null],
    ['two steps after', '254676', 0, null],
    ['the current step once it was used', '969429', 3, null],
    ['the step before once a later one was used', '359152', 3, null],
    ['the step after the last used one', '338314', 3, 4],
    ['a wrong code', '123456', 0, null],
    ['letters', 'abcdef', 0, null],
    ['seven digits', '9694290', 0, null],
  ])('%s: %s with last step %i → %s', (_, code, lastStep, expected) => {
    expect(acceptedStep(RFC_SECRET, code, 95, lastStep)).toBe(expected);
  });
});

describe('secrets and recovery codes', () => {
  it('base32-encodes the random bytes it is given (20 bytes, 32 characters)', () => {
    const bytes = new TextEncoder().encode('12345678901234567890');
    expect(secretFromBytes(bytes)).toBe(RFC_SECRET);
    expect(groupInFours(RFC_SECRET)).toBe('GEZD GNBV GY3T QOJQ GEZD GNBV GY3T QOJQ');
  });

  it('makes a recovery code of ten base32 characters, shown with a hyphen, typed in any case', () => {
    const code = recoveryCodeFromBytes(new Uint8Array([0, 1, 2, 25, 26, 31, 32, 33, 255, 64]));
    expect(code).toBe('abcz27ab7a');
    expect(formatRecoveryCode(code)).toBe('abcz2-7ab7a');
    expect(normaliseRecoveryCode(' ABCZ2-7AB7A ')).toBe(code);
  });

  it('writes the otpauth URI authenticator apps read', () => {
    expect(otpauthUri(RFC_SECRET, 'anna@hotel.it')).toBe(
      `otpauth://totp/Itaca:anna%40hotel.it?secret=${RFC_SECRET}&issuer=Itaca&algorithm=SHA1&digits=6&period=30`,
    );
  });
});

/**
 * The format rules of src/domain/formats.ts where the spec's data passes (TRUST-4): the guest
 * form's phone, the demo and help requests' phones, and the company's own VAT number.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { isVatNumber } from '../domain/formats.ts';
import { ABOUT } from './about.ts';
import { phoneSchema } from './booking.ts';
import { demoRequestSchema } from './demo-request.ts';
import { toFieldErrors } from './error-codes.ts';
import { helpRequestSchema } from './help-request.ts';

function errorsOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? [] : toFieldErrors(result.error.issues);
}

describe('guest phone (BOCHECK-4, FMT-5: prefix and number together follow the phone pattern)', () => {
  it.each([
    ['+39', '333 123-4567'],
    ['+1', '5551234'],
    ['+1', '5551'],
    ['+39', '1234567890123'],
  ])('accepts %s %s', (prefix, number) => {
    expect(errorsOf(phoneSchema, { prefix, number })).toEqual([]);
  });

  it.each([
    // 18 and 16 digits: more than the pattern's 4 + 11.
    ['+1234', '12345678901234'],
    ['+39', '3331234567890 12'],
  ])('rejects %s %s on the number', (prefix, number) => {
    expect(errorsOf(phoneSchema, { prefix, number })).toEqual([
      { field: 'number', code: 'error.phone.number' },
    ]);
  });
});

const demo = {
  name: 'Maria',
  surname: 'Rossi',
  email: 'maria@example.com',
  hotelName: 'Roma',
  privacy: true,
};
const help = { type: 'PHONE', text: 'Please call me.' };

describe('demo and help request phones (PHONE_INPUT)', () => {
  it.each(['+39 333 123 4567', '+39-333-1234567', '0612345678'])('accept %j as typed', (phone) => {
    expect(demoRequestSchema.parse({ ...demo, phone }).phone).toBe(phone);
    expect(helpRequestSchema.parse({ ...help, phone }).phone).toBe(phone);
  });

  it.each(['+39  3331234567', '+ 39 3331234567', '+3933312345678901', '333-CALL-ME'])(
    'reject %j',
    (phone) => {
      const error = [{ field: 'phone', code: 'error.phone.number' }];
      expect(errorsOf(demoRequestSchema, { ...demo, phone })).toEqual(error);
      expect(errorsOf(helpRequestSchema, { ...help, phone })).toEqual(error);
    },
  );
});

describe('the company data', () => {
  it('carries a valid VAT number (check digits included)', () => {
    expect(isVatNumber(ABOUT.company.vat)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { demoRequestSchema } from './demo-request.ts';
import { toFieldErrors } from './error-codes.ts';

/** The API's field errors for `value`, or [] when it parses. */
function errorsOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? [] : toFieldErrors(result.error.issues);
}

const valid = {
  name: 'Maria',
  surname: 'Rossi',
  email: 'maria.rossi@example.com',
  hotelName: 'Hotel Roma',
  privacy: true,
};

describe('demoRequestSchema', () => {
  it('parses a minimal request with defaults', () => {
    expect(demoRequestSchema.parse(valid)).toEqual({ ...valid, language: 'en' });
  });

  it('trims strings and turns empty optional fields into undefined', () => {
    const parsed = demoRequestSchema.parse({
      ...valid,
      name: '  Maria ',
      email: ' maria.rossi@example.com ',
      phone: '',
      message: '   ',
      hotelType: null,
      roomsNumber: null,
      language: 'it',
    });
    expect(parsed).toEqual({ ...valid, language: 'it' });
  });

  it('keeps a full request', () => {
    const full = {
      ...valid,
      phone: '+39 3331234567',
      hotelType: 'BB',
      roomsNumber: 12,
      message: 'Line one\nLine two',
      language: 'it',
    };
    expect(demoRequestSchema.parse(full)).toEqual(full);
  });

  it.each([
    ['name missing', { name: undefined }, 'name', 'error.required'],
    ['name blank', { name: '   ' }, 'name', 'error.required'],
    ['name not a string', { name: 42 }, 'name', 'error.field.generic.invalid'],
    ['name too long', { name: 'x'.repeat(61) }, 'name', 'error.field.generic.maxlength'],
    ['name with a newline', { name: 'Maria\nBcc: x' }, 'name', 'error.text.invalid.characters'],
    ['surname missing', { surname: null }, 'surname', 'error.required'],
    ['surname too long', { surname: 'x'.repeat(61) }, 'surname', 'error.field.generic.maxlength'],
    ['email missing', { email: undefined }, 'email', 'error.required'],
    ['email empty', { email: '' }, 'email', 'error.required'],
    ['email invalid', { email: 'maria@' }, 'email', 'error.email.invalid'],
    ['email HTML', { email: '<script>@x.com' }, 'email', 'error.email.invalid'],
    [
      'email 10,000 chars',
      { email: `${'a'.repeat(10_000)}@example.com` },
      'email',
      'error.field.generic.maxlength',
    ],
    ['email an array', { email: ['a@b.it'] }, 'email', 'error.field.generic.invalid'],
    ['phone invalid', { phone: 'call me' }, 'phone', 'error.phone.number'],
    ['phone too long', { phone: '1'.repeat(21) }, 'phone', 'error.field.generic.maxlength'],
    ['hotelName missing', { hotelName: undefined }, 'hotelName', 'error.required'],
    ['hotelName too long', { hotelName: 'x'.repeat(121) }, 'hotelName', 'error.field.generic.maxlength'],
    ['hotelType unknown', { hotelType: 'CASTLE' }, 'hotelType', 'error.field.generic.invalid'],
    ['roomsNumber zero', { roomsNumber: 0 }, 'roomsNumber', 'error.field.min'],
    ['roomsNumber 1000', { roomsNumber: 1000 }, 'roomsNumber', 'error.field.max'],
    ['roomsNumber decimal', { roomsNumber: 2.5 }, 'roomsNumber', 'error.field.generic.invalid'],
    ['roomsNumber a string', { roomsNumber: '12' }, 'roomsNumber', 'error.field.generic.invalid'],
    ['message too long', { message: 'x'.repeat(401) }, 'message', 'error.field.generic.maxlength'],
    ['message with NUL', { message: 'a\u0000b' }, 'message', 'error.text.invalid.characters'],
    ['language unknown', { language: 'fr' }, 'language', 'error.field.generic.invalid'],
    ['privacy false', { privacy: false }, 'privacy', 'error.required'],
    ['privacy missing', { privacy: undefined }, 'privacy', 'error.required'],
    ['privacy a string', { privacy: 'true' }, 'privacy', 'error.field.generic.invalid'],
  ])('%s → %s %s', (_label, patch, field, code) => {
    expect(errorsOf(demoRequestSchema, { ...valid, ...patch })).toEqual([{ field, code }]);
  });

  it('accepts injection-looking text as plain data', () => {
    const hostile = { ...valid, name: "'; DROP TABLE hotels; --", hotelName: '<script>alert(1)</script>' };
    expect(demoRequestSchema.parse(hostile)).toMatchObject(hostile);
  });

  it('reports every invalid field of an empty body, and a non-object body', () => {
    expect(errorsOf(demoRequestSchema, {}).map((e) => e.field)).toEqual([
      'name',
      'surname',
      'email',
      'hotelName',
      'privacy',
    ]);
    expect(errorsOf(demoRequestSchema, null)).toEqual([{ field: 'body', code: 'error.required' }]);
    expect(errorsOf(demoRequestSchema, [])).toEqual([{ field: 'body', code: 'error.field.generic.invalid' }]);
  });
});

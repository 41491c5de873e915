import { describe, expect, it } from 'vitest';
import { toFieldErrors } from './error-codes.ts';
import { CALL_BACK_SLOTS, helpRequestSchema } from './help-request.ts';

function errorsOf(value: unknown) {
  const result = helpRequestSchema.safeParse(value);
  return result.success ? [] : toFieldErrors(result.error.issues);
}

const byPhone = { type: 'PHONE', phone: '+39 3331234567', text: 'Please call me about the channel manager.' };
const byEmail = { type: 'EMAIL', email: 'maria@example.com', text: 'How do I import my rooms?' };

describe('helpRequestSchema', () => {
  it('defaults the call-back slot to 10-11', () => {
    expect(helpRequestSchema.parse(byPhone)).toEqual({ ...byPhone, hours: '10-11' });
  });

  it('lists the eight call-back slots of PROPLIM-4', () => {
    expect(CALL_BACK_SLOTS).toEqual(['10-11', '11-12', '12-13', '13-14', '14-15', '15-16', '16-17', '17-18']);
    for (const hours of CALL_BACK_SLOTS) expect(errorsOf({ ...byPhone, hours })).toEqual([]);
  });

  it('parses an e-mail request with a sender', () => {
    expect(helpRequestSchema.parse({ ...byEmail, sender: ' Maria ', phone: '' })).toEqual({
      ...byEmail,
      sender: 'Maria',
      hours: '10-11',
    });
  });

  it.each([
    ['type missing', { ...byPhone, type: undefined }, 'type', 'error.required'],
    ['type unknown', { ...byPhone, type: 'FAX' }, 'type', 'error.field.generic.invalid'],
    ['hours outside the slots', { ...byPhone, hours: '09-10' }, 'hours', 'error.field.generic.invalid'],
    ['phone missing for PHONE', { ...byPhone, phone: undefined }, 'phone', 'error.required'],
    ['phone blank for PHONE', { ...byPhone, phone: '  ' }, 'phone', 'error.required'],
    ['phone invalid', { ...byPhone, phone: '12' }, 'phone', 'error.phone.number'],
    ['phone SQL', { ...byPhone, phone: "1'; DROP TABLE x; --" }, 'phone', 'error.phone.number'],
    ['phone script', { ...byPhone, phone: '<script>' }, 'phone', 'error.phone.number'],
    ['email missing for EMAIL', { ...byEmail, email: undefined }, 'email', 'error.required'],
    ['email invalid for EMAIL', { ...byEmail, email: 'maria' }, 'email', 'error.email.invalid'],
    ['email invalid for PHONE too', { ...byPhone, email: 'maria' }, 'email', 'error.email.invalid'],
    [
      'email oversized',
      { ...byEmail, email: `${'a'.repeat(10_000)}@x.it` },
      'email',
      'error.field.generic.maxlength',
    ],
    ['text missing', { ...byPhone, text: undefined }, 'text', 'error.required'],
    ['text blank', { ...byPhone, text: ' \n ' }, 'text', 'error.required'],
    ['text too long', { ...byPhone, text: 'x'.repeat(1001) }, 'text', 'error.field.generic.maxlength'],
    ['text a number', { ...byPhone, text: 5 }, 'text', 'error.field.generic.invalid'],
    ['sender too long', { ...byPhone, sender: 'x'.repeat(121) }, 'sender', 'error.field.generic.maxlength'],
  ])('%s → %s %s', (_label, value, field, code) => {
    expect(errorsOf(value)).toEqual([{ field, code }]);
  });

  it('accepts a 1000-character text with line breaks', () => {
    expect(errorsOf({ ...byPhone, text: `${'x'.repeat(498)}\r\n${'y'.repeat(500)}` })).toEqual([]);
  });
});

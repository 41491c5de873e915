import { describe, expect, it } from 'vitest';
import { issueCode, issueField } from '../error-codes.ts';
import { staffBookingSchema, staffGuestFormSchema } from './staff-booking.ts';

const guest = {
  name: 'Lucia',
  surname: 'Bianchi',
  phone: { prefix: '+39', number: '347 123 4567' },
  nationality: 'Italia',
};
const body = {
  stay: { checkin: '2027-03-01', checkout: '2027-03-03' },
  rooms: [{ roomTypeId: 1, ratePlanId: 2, people: { adults: 2 } }],
  guest,
};

function problems(schema: typeof staffBookingSchema | typeof staffGuestFormSchema, value: unknown) {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((i) => ({ field: issueField(i.path), code: issueCode(i) }));
}

describe('staffBookingSchema', () => {
  it('takes a phone booking without e-mail: source PHONE, no e-mail sent, automatic room', () => {
    const parsed = staffBookingSchema.parse(body);
    expect(parsed.source).toBe('PHONE');
    expect(parsed.sendEmail).toBe(false);
    expect(parsed.overbook).toBe(false);
    expect(parsed.rooms[0]?.roomId).toBeNull();
    expect(parsed.guest.phone.number).toBe('3471234567');
  });

  it('sends the confirmation by default when there is an e-mail', () => {
    expect(staffBookingSchema.parse({ ...body, guest: { ...guest, email: 'l@example.it' } }).sendEmail).toBe(
      true,
    );
    expect(
      staffBookingSchema.parse({ ...body, guest: { ...guest, email: 'l@example.it' }, sendEmail: false })
        .sendEmail,
    ).toBe(false);
  });

  it.each([
    ['WIDGET is not a staff source', { ...body, source: 'WIDGET' }, 'source', 'error.field.generic.invalid'],
    ['PORTAL is not a staff source', { ...body, source: 'PORTAL' }, 'source', 'error.field.generic.invalid'],
    ['an EMAIL booking needs the address', { ...body, source: 'EMAIL' }, 'guest.email', 'error.required'],
    ['a confirmation needs the address', { ...body, sendEmail: true }, 'guest.email', 'error.required'],
    [
      'a malformed e-mail',
      { ...body, guest: { ...guest, email: 'nope' } },
      'guest.email',
      'error.email.invalid',
    ],
    [
      'a phone without prefix',
      { ...body, guest: { ...guest, phone: { prefix: '', number: '3471234567' } } },
      'guest.phone.prefix',
      'error.phone.number',
    ],
    [
      'no nationality',
      { ...body, guest: { ...guest, nationality: '' } },
      'guest.nationality',
      'error.required',
    ],
    [
      'one room twice',
      {
        ...body,
        rooms: [
          { ...body.rooms[0], roomId: 5 },
          { ...body.rooms[0], roomId: 5 },
        ],
      },
      'rooms.1.roomId',
      'error.field.duplicate',
    ],
    ['no room', { ...body, rooms: [] }, 'rooms', 'error.required'],
    [
      'checkout on checkin',
      { ...body, stay: { checkin: '2027-03-01', checkout: '2027-03-01' } },
      'stay.checkout',
      'error.date.end.before.start',
    ],
  ])('%s', (_name, value, field, code) => {
    expect(problems(staffBookingSchema, value)).toContainEqual({ field, code });
  });
});

describe('staffGuestFormSchema (the screen)', () => {
  const form = {
    guest: { ...guest, email: '', countryIso: '', language: 'it' },
    source: 'PHONE',
    notes: '',
    sendEmail: true,
  };

  it('accepts a phone guest without e-mail even with the toggle on (it means "if there is one")', () => {
    const parsed = staffGuestFormSchema.parse(form);
    expect(parsed.guest.email).toBeUndefined();
    expect(parsed.sendEmail).toBe(true);
  });

  it('asks for the e-mail of an EMAIL booking, and the required guest fields', () => {
    expect(problems(staffGuestFormSchema, { ...form, source: 'EMAIL' })).toContainEqual({
      field: 'guest.email',
      code: 'error.required',
    });
    expect(
      problems(staffGuestFormSchema, { ...form, guest: { ...form.guest, name: '', surname: ' ' } }),
    ).toEqual(
      expect.arrayContaining([
        { field: 'guest.name', code: 'error.required' },
        { field: 'guest.surname', code: 'error.required' },
      ]),
    );
  });
});

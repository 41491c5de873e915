import { describe, expect, it } from 'vitest';
import {
  cardSchema,
  createReservationSchema,
  searchQuery,
  staffActionSchema,
  staffReservationParams,
} from './booking.ts';
import { toFieldErrors } from './error-codes.ts';

const year = new Date().getUTCFullYear();

function errors(result: { success: boolean; error?: { issues: Parameters<typeof toFieldErrors>[0] } }) {
  return result.success || !result.error ? [] : toFieldErrors(result.error.issues);
}

const body = {
  stay: { checkin: '2030-05-01', checkout: '20300503' },
  rooms: [{ roomTypeId: 1, ratePlanId: 2, people: { adults: 2 } }],
  guest: {
    email: ' Guest@Example.it ',
    name: 'Anna',
    surname: 'Rossi',
    phone: { prefix: '+39', number: '333 123-4567' },
    nationality: 'Italia',
    consents: { MARKETING: true, PROFILING: { value: false } },
  },
};

describe('createReservationSchema', () => {
  it('normalises a valid body: dates, default bands, phone, consents, language', () => {
    const parsed = createReservationSchema.parse(body);
    expect(parsed.stay).toEqual({ checkin: '2030-05-01', checkout: '2030-05-03' });
    expect(parsed.rooms[0]).toEqual({
      roomTypeId: 1,
      ratePlanId: 2,
      people: { adults: 2, boys: 0, children: 0, kids: 0 },
      services: [],
      extraBeds: [],
    });
    expect(parsed.guest).toMatchObject({
      email: 'Guest@Example.it',
      phone: { prefix: '+39', number: '3331234567' },
      consents: { MARKETING: true, PROFILING: false },
      language: 'en',
    });
    expect(parsed.card).toBeNull();
    expect(parsed.expectedTotal).toBeNull();
  });

  it('keeps only brand, last 4 and expiry of a card', () => {
    const card = cardSchema.parse({
      holder: 'A B',
      number: '4111 1111 1111 1111',
      expiryMonth: 1,
      expiryYear: year + 1,
      cvv: '123',
    });
    expect(card).toEqual({
      circuit: 'VISA',
      last4: '1111',
      expiryMonth: 1,
      expiryYear: year + 1,
    });
    expect(JSON.stringify(card)).not.toContain('123');
    expect(JSON.stringify(card)).not.toContain('A B');
  });

  it.each([
    [
      { ...body, stay: { checkin: '2030-05-03', checkout: '2030-05-03' } },
      'stay.checkout',
      'error.date.end.before.start',
    ],
    [
      { ...body, stay: { checkin: '2030-02-29', checkout: '2030-03-03' } },
      'stay.checkin',
      'error.field.generic.invalid',
    ],
    [
      { ...body, stay: { checkin: '2030-01-01', checkout: '2031-06-01' } },
      'stay.checkout',
      'error.stay.too.long',
    ],
    [{ ...body, rooms: Array(10).fill(body.rooms[0]) }, 'rooms', 'error.field.generic.maxlength'],
    [
      { ...body, rooms: [{ roomTypeId: 1, ratePlanId: 2, people: { adults: 12, children: 12 } }] },
      'rooms.0.people.adults',
      'error.field.max',
    ],
    [
      { ...body, rooms: [{ roomTypeId: 1.5, ratePlanId: 2, people: { adults: 1 } }] },
      'rooms.0.roomTypeId',
      'error.field.generic.invalid',
    ],
    [{ ...body, expectedTotal: 10.001 }, 'expectedTotal', 'error.field.generic.invalid'],
    [
      { ...body, guest: { ...body.guest, countryIso: 'ITA' } },
      'guest.countryIso',
      'error.field.generic.maxlength',
    ],
    [
      {
        ...body,
        rooms: [
          body.rooms[0],
          {
            roomTypeId: 1,
            ratePlanId: 2,
            people: { adults: 1 },
            services: [
              { serviceId: 7, count: 1 },
              { serviceId: 8, count: 1 },
              { serviceId: 7, count: 1 },
            ],
          },
        ],
      },
      'rooms.1.services.2.serviceId',
      'error.field.duplicate',
    ],
  ])('refuses %j', (input, field, code) => {
    expect(errors(createReservationSchema.safeParse(input))).toContainEqual({ field, code });
  });

  it('takes a service once per room, the same service in two rooms', () => {
    const room = {
      roomTypeId: 1,
      ratePlanId: 2,
      people: { adults: 1 },
      services: [{ serviceId: 7, count: 2 }],
    };
    expect(createReservationSchema.safeParse({ ...body, rooms: [room, room] }).success).toBe(true);
    const twice = { ...room, services: [...room.services, { serviceId: 7, count: 2 }] };
    expect(errors(createReservationSchema.safeParse({ ...body, rooms: [twice] }))).toEqual([
      { field: 'rooms.0.services.1.serviceId', code: 'error.field.duplicate' },
    ]);
  });
});

describe('searchQuery', () => {
  it('defaults to 2 adults and 1 room', () => {
    expect(searchQuery.parse({ checkin: '2030-05-01', checkout: '2030-05-02' })).toMatchObject({
      adults: 2,
      boys: 0,
      children: 0,
      kids: 0,
      rooms: 1,
      language: 'en',
    });
  });
});

describe('staffReservationParams and staffActionSchema', () => {
  it('takes a numeric hotel id and a reservation code', () => {
    expect(staffReservationParams.parse({ hotelId: '9201', code: 'DEMOVE0001' })).toEqual({
      hotelId: 9201,
      code: 'DEMOVE0001',
    });
  });

  it.each([
    [{ hotelId: 'abc', code: 'DEMOVE0001' }, 'hotelId'],
    [{ hotelId: '0', code: 'DEMOVE0001' }, 'hotelId'],
    [{ hotelId: '1234567890', code: 'DEMOVE0001' }, 'hotelId'],
    [{ hotelId: '1', code: 'demove0001' }, 'code'],
    [{ hotelId: '1', code: 'DEMO' }, 'code'],
    [{ hotelId: '1', code: 'X'.repeat(17) }, 'code'],
  ])('refuses %j', (input, field) => {
    expect(errors(staffReservationParams.safeParse(input))).toEqual([
      { field, code: 'error.field.generic.invalid' },
    ]);
  });

  it('accepts an empty body or a boolean preview', () => {
    expect(staffActionSchema.parse({})).toEqual({ preview: false });
    expect(staffActionSchema.parse({ preview: true })).toEqual({ preview: true });
    expect(errors(staffActionSchema.safeParse({ preview: 'yes' }))).toEqual([
      { field: 'preview', code: 'error.field.generic.invalid' },
    ]);
  });
});

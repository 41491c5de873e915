import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { toFieldErrors } from './error-codes.ts';
import {
  joinFormSchema,
  joinQuerySchema,
  type QuoteHotelInput,
  type QuoteInput,
  quoteSchema,
} from './join.ts';

function errorsOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? [] : toFieldErrors(result.error.issues);
}

const address = { address: 'Via del Corso 1', street: 'Via del Corso', city: 'Roma', country: 'Italy' };
const hotel: QuoteHotelInput = {
  name: 'Hotel Roma',
  type: 'HOTEL',
  stars: 4,
  roomsNumber: 21,
  addressInfo: address,
};
const quote = (patch: Partial<QuoteInput> = {}): QuoteInput => ({
  manager: { email: 'maria@example.com' },
  buildingType: 'HOTEL',
  count: 1,
  hotels: [hotel],
  ...patch,
});

describe('joinQuerySchema', () => {
  it.each([
    [{ email: 'maria@example.com' }, { email: 'maria@example.com', sendEmail: false }],
    [
      { email: ' maria@example.com ', sendEmail: 'true' },
      { email: 'maria@example.com', sendEmail: true },
    ],
    [
      { email: 'maria@example.com', sendEmail: 'false' },
      { email: 'maria@example.com', sendEmail: false },
    ],
  ])('parses %j', (query, expected) => {
    expect(joinQuerySchema.parse(query)).toEqual(expected);
  });

  it.each([
    [{}, 'email', 'error.required'],
    [{ email: '' }, 'email', 'error.required'],
    [{ email: 'maria' }, 'email', 'error.email.invalid'],
    [{ email: ['a@b.it', 'c@d.it'] }, 'email', 'error.field.generic.invalid'],
    [{ email: 'maria@example.com', sendEmail: 'yes' }, 'sendEmail', 'error.field.generic.invalid'],
    [{ email: 'maria@example.com', sendEmail: '1' }, 'sendEmail', 'error.field.generic.invalid'],
  ])('rejects %j', (query, field, code) => {
    expect(errorsOf(joinQuerySchema, query)).toEqual([{ field, code }]);
  });

  it('validates the small join form the same way', () => {
    expect(errorsOf(joinFormSchema, { email: 'x' })).toEqual([
      { field: 'email', code: 'error.email.invalid' },
    ]);
    expect(errorsOf(joinFormSchema, { email: 'x@y.it' })).toEqual([]);
  });
});

describe('quoteSchema', () => {
  it('parses one hotel with defaults', () => {
    expect(quoteSchema.parse(quote())).toEqual({ ...quote(), group: false, language: 'en' });
  });

  it('parses several hotels of a group', () => {
    const parsed = quoteSchema.parse(
      quote({
        buildingType: 'MULTIPLE_HOTELS',
        count: 2,
        hotels: [hotel, { ...hotel, name: 'Villa Bella', type: 'VILLA', stars: null }],
        group: true,
        groupName: ' Rossi Group ',
        language: 'it',
      }),
    );
    expect(parsed.groupName).toBe('Rossi Group');
    expect(parsed.hotels[1]).toEqual({
      name: 'Villa Bella',
      type: 'VILLA',
      roomsNumber: 21,
      addressInfo: address,
    });
  });

  it('lets NONE go without a name and BUILDING without type and rooms', () => {
    expect(errorsOf(quoteSchema, quote({ buildingType: 'NONE', hotels: [{ ...hotel, name: '' }] }))).toEqual(
      [],
    );
    expect(
      errorsOf(
        quoteSchema,
        quote({ buildingType: 'BUILDING', hotels: [{ name: 'Residence', addressInfo: address }] }),
      ),
    ).toEqual([]);
  });

  it.each<[string, Partial<QuoteInput>, string, string]>([
    ['manager missing', { manager: undefined }, 'manager', 'error.required'],
    ['manager e-mail invalid', { manager: { email: 'maria' } }, 'manager.email', 'error.email.invalid'],
    [
      'building type unknown',
      { buildingType: 'CASTLE' as 'HOTEL' },
      'buildingType',
      'error.field.generic.invalid',
    ],
    ['count missing', { count: undefined as unknown as number }, 'count', 'error.required'],
    ['count zero', { count: 0 }, 'count', 'error.field.min'],
    ['count 51', { count: 51 }, 'count', 'error.field.max'],
    ['count a string', { count: '1' as unknown as number }, 'count', 'error.field.generic.invalid'],
    ['hotels empty', { hotels: [] }, 'hotels', 'error.required'],
    ['hotels not a list', { hotels: 'Hotel Roma' as unknown as [] }, 'hotels', 'error.field.generic.invalid'],
    ['group not a boolean', { group: 'yes' as unknown as boolean }, 'group', 'error.field.generic.invalid'],
    [
      'group name too long',
      { group: true, groupName: 'x'.repeat(121) },
      'groupName',
      'error.field.generic.maxlength',
    ],
  ])('%s → %s %s', (_label, patch, field, code) => {
    expect(errorsOf(quoteSchema, quote(patch))).toEqual([{ field, code }]);
  });

  it.each<[string, Partial<QuoteInput>, { field: string; code: string }[]]>([
    [
      'HOTEL with two hotels',
      { count: 2, hotels: [hotel, hotel] },
      [{ field: 'count', code: 'error.field.max' }],
    ],
    [
      'MULTIPLE_HOTELS with one',
      { buildingType: 'MULTIPLE_HOTELS' },
      [{ field: 'count', code: 'error.field.min' }],
    ],
    [
      'count and hotels disagree',
      { buildingType: 'MULTIPLE_HOTELS', count: 3, hotels: [hotel, hotel] },
      [{ field: 'hotels', code: 'error.field.generic.invalid' }],
    ],
    ['group without a name', { group: true }, [{ field: 'groupName', code: 'error.required' }]],
    [
      'group with a blank name',
      { group: true, groupName: '  ' },
      [{ field: 'groupName', code: 'error.required' }],
    ],
    [
      'HOTEL without a name',
      { hotels: [{ ...hotel, name: ' ' }] },
      [{ field: 'hotels.0.name', code: 'error.required' }],
    ],
    [
      'HOTEL without type, stars, rooms',
      { hotels: [{ name: 'Hotel Roma', addressInfo: address }] },
      [
        { field: 'hotels.0.type', code: 'error.required' },
        { field: 'hotels.0.roomsNumber', code: 'error.required' },
      ],
    ],
    [
      'type HOTEL without stars',
      { hotels: [{ ...hotel, stars: undefined }] },
      [{ field: 'hotels.0.stars', code: 'error.required' }],
    ],
    [
      'BUILDING needs no type, but a HOTEL type still needs stars',
      { buildingType: 'BUILDING', hotels: [{ name: 'Residence', type: 'HOTEL', addressInfo: address }] },
      [{ field: 'hotels.0.stars', code: 'error.required' }],
    ],
  ])('cross-field: %s', (_label, patch, errors) => {
    expect(errorsOf(quoteSchema, quote(patch))).toEqual(errors);
  });

  it.each<[string, object, string, string]>([
    ['name too long', { name: 'x'.repeat(121) }, 'hotels.0.name', 'error.field.generic.maxlength'],
    ['type unknown', { type: 'CASTLE' }, 'hotels.0.type', 'error.field.generic.invalid'],
    ['stars 6', { stars: 6 }, 'hotels.0.stars', 'error.field.max'],
    ['stars 0', { stars: 0 }, 'hotels.0.stars', 'error.field.min'],
    ['rooms 22', { roomsNumber: 22 }, 'hotels.0.roomsNumber', 'error.field.max'],
    ['rooms 1.5', { roomsNumber: 1.5 }, 'hotels.0.roomsNumber', 'error.field.generic.invalid'],
    ['address missing', { addressInfo: undefined }, 'hotels.0.addressInfo', 'error.required'],
    [
      'city missing',
      { addressInfo: { ...address, city: '' } },
      'hotels.0.addressInfo.city',
      'error.required',
    ],
    [
      'zip invalid',
      { addressInfo: { ...address, zipcode: '123' } },
      'hotels.0.addressInfo.zipcode',
      'error.field.generic.invalid',
    ],
  ])('hotel field: %s → %s %s', (_label, patch, field, code) => {
    expect(errorsOf(quoteSchema, quote({ hotels: [{ ...hotel, ...patch }] }))).toEqual([{ field, code }]);
  });

  it('caps the list at 50 hotels', () => {
    const hotels = Array.from({ length: 51 }, () => hotel);
    expect(errorsOf(quoteSchema, quote({ buildingType: 'MULTIPLE_HOTELS', count: 50, hotels }))).toEqual([
      { field: 'hotels', code: 'error.field.generic.maxlength' },
    ]);
    expect(
      errorsOf(
        quoteSchema,
        quote({ buildingType: 'MULTIPLE_HOTELS', count: 50, hotels: hotels.slice(0, 50) }),
      ),
    ).toEqual([]);
  });

  it('keeps injection-looking names as data', () => {
    const name = "'; DROP TABLE hotels; -- <script>alert(1)</script>";
    expect(quoteSchema.parse(quote({ hotels: [{ ...hotel, name }] })).hotels[0]?.name).toBe(name);
  });
});

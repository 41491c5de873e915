import { describe, expect, it } from 'vitest';
import { addressInfoSchema } from './address.ts';
import { toFieldErrors } from './error-codes.ts';
import { hasControlCharacters } from './fields.ts';

function errorsOf(value: unknown) {
  const result = addressInfoSchema.safeParse(value);
  return result.success ? [] : toFieldErrors(result.error.issues);
}

const valid = { address: 'Via del Corso 1', street: 'Via del Corso', city: 'Roma', country: 'Italy' };

describe('addressInfoSchema', () => {
  it('parses the required parts', () => {
    expect(addressInfoSchema.parse(valid)).toEqual(valid);
  });

  it('keeps a full places result and drops unknown client-only flags', () => {
    const full = {
      ...valid,
      number: '1',
      zipcode: '00186',
      district: 'Centro Storico',
      province: 'RM',
      region: 'Lazio',
      placeId: 'ChIJu46S-ZZhLxMROG5lkwZ3D7k',
      timeZoneId: 'Europe/Rome',
      geo: { type: 'Point', coordinates: [12.4801, 41.9009] },
      offset: 60,
      formatted_address: 'Via del Corso, 1, 00186 Roma RM, Italy',
      addressComplete: true,
    };
    expect(addressInfoSchema.parse({ ...full, manualInsertion: true })).toEqual(full);
  });

  it('treats empty optional parts as absent', () => {
    expect(
      addressInfoSchema.parse({ ...valid, zipcode: '', province: null, geo: null, offset: null }),
    ).toEqual(valid);
  });

  it.each([
    ['address missing', { address: undefined }, 'address', 'error.required'],
    ['street blank', { street: ' ' }, 'street', 'error.required'],
    ['city missing', { city: null }, 'city', 'error.required'],
    ['country missing', { country: undefined }, 'country', 'error.required'],
    ['address too long', { address: 'x'.repeat(201) }, 'address', 'error.field.generic.maxlength'],
    ['zipcode of 4 digits', { zipcode: '0018' }, 'zipcode', 'error.field.generic.invalid'],
    ['zipcode with letters', { zipcode: 'AB123' }, 'zipcode', 'error.field.generic.invalid'],
    ['province of 3 letters', { province: 'ROM' }, 'province', 'error.field.generic.maxlength'],
    ['province with a digit', { province: 'R1' }, 'province', 'error.field.generic.invalid'],
    ['time zone with spaces', { timeZoneId: 'Europe / Rome' }, 'timeZoneId', 'error.field.generic.invalid'],
    ['offset beyond +14h', { offset: 900 }, 'offset', 'error.field.max'],
    [
      'geo not a Point',
      { geo: { type: 'Polygon', coordinates: [1, 2] } },
      'geo.type',
      'error.field.generic.invalid',
    ],
    [
      'longitude out of range',
      { geo: { type: 'Point', coordinates: [181, 0] } },
      'geo.coordinates.0',
      'error.field.max',
    ],
    [
      'latitude out of range',
      { geo: { type: 'Point', coordinates: [0, -91] } },
      'geo.coordinates.1',
      'error.field.min',
    ],
    [
      'coordinates as strings',
      { geo: { type: 'Point', coordinates: ['1', '2'] } },
      'geo.coordinates.0',
      'error.field.generic.invalid',
    ],
    [
      'addressComplete a string',
      { addressComplete: 'yes' },
      'addressComplete',
      'error.field.generic.invalid',
    ],
  ])('%s → %s %s', (_label, patch, field, code) => {
    expect(errorsOf({ ...valid, ...patch })[0]).toEqual({ field, code });
  });

  it.each([
    ['Zermatt', { country: 'CH', city: 'Zermatt', zipcode: '3920', province: 'Valais' }],
    ['Amsterdam', { country: 'Netherlands', city: 'Amsterdam', zipcode: '1012 AB' }],
    ['London', { country: 'GB', city: 'London', zipcode: 'SW1A 1AA', province: 'Greater London' }],
    ['New York', { country: 'US', city: 'New York', zipcode: '10001', province: 'New York' }],
    ['Bolzano', { country: 'IT', city: 'Bolzano', zipcode: '39100', province: 'BZ' }],
  ])('accepts an address in %s by its country rules', (_label, patch) => {
    expect(errorsOf({ ...valid, ...patch })).toEqual([]);
  });

  it.each([
    [
      'an Italian CAP in Switzerland',
      { country: 'CH', zipcode: '39100' },
      'zipcode',
      'error.field.generic.invalid',
    ],
    [
      'a Swiss postcode in Italy',
      { country: 'IT', zipcode: '3920' },
      'zipcode',
      'error.field.generic.invalid',
    ],
    [
      'a Dutch postcode without letters',
      { country: 'NL', zipcode: '1012' },
      'zipcode',
      'error.field.generic.invalid',
    ],
    [
      'a postcode of 11 characters',
      { country: 'US', zipcode: '12345678901' },
      'zipcode',
      'error.field.generic.maxlength',
    ],
    [
      'a province name in Italy',
      { country: 'IT', province: 'Bolzano' },
      'province',
      'error.field.generic.maxlength',
    ],
  ])('refuses %s', (_label, patch, field, code) => {
    expect(errorsOf({ ...valid, ...patch })).toEqual([{ field, code }]);
  });

  it('reports a postcode with characters no country uses together with a missing part', () => {
    expect(errorsOf({ address: '', street: '', city: '', country: '', zipcode: '12!' })).toContainEqual({
      field: 'zipcode',
      code: 'error.field.generic.invalid',
    });
  });

  it('is required as a whole', () => {
    expect(errorsOf(undefined)).toEqual([{ field: 'body', code: 'error.required' }]);
    expect(errorsOf('Via del Corso 1')).toEqual([{ field: 'body', code: 'error.field.generic.invalid' }]);
  });
});

describe('hasControlCharacters', () => {
  it.each([
    ['plain', 'Hotel Roma', false, false],
    ['tab', 'a\tb', true, false],
    ['newline', 'a\nb', true, false],
    ['carriage return', 'a\r\nb', true, false],
    ['NUL', 'a\u0000b', true, true],
    ['escape', 'a\u001bb', true, true],
    ['DEL', 'a\u007fb', true, true],
    ['accents and emoji', 'Città 🏨', false, false],
  ])('%s → single line %s, multi line %s', (_label, value, single, multi) => {
    expect(hasControlCharacters(value)).toBe(single);
    expect(hasControlCharacters(value, true)).toBe(multi);
  });
});

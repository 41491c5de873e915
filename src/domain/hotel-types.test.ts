import { describe, expect, it } from 'vitest';
import {
  APARTMENT_LIKE_TYPES,
  aliasSuffix,
  BUILDING_TYPES,
  generateHotelAlias,
  HOTEL_ALIAS,
  HOTEL_TYPES,
  isApartmentLike,
  isHotelType,
  placeholderHotel,
  type RandomBytes,
  roomsNumberLabel,
  slugify,
} from './hotel-types.ts';

/** Deterministic bytes: 0, 1, 2, ... */
const counting: RandomBytes = (length) => Uint8Array.from({ length }, (_, i) => i);

describe('hotel vocabulary', () => {
  it('lists the 25 hotel types of SITEDATA, BOAT included', () => {
    expect(HOTEL_TYPES).toHaveLength(25);
    expect(new Set(HOTEL_TYPES).size).toBe(25);
    expect(HOTEL_TYPES).toContain('BOAT');
    expect(HOTEL_TYPES).toContain('ECONOMY_HOTEL');
  });

  it('lists the building types of the quote form', () => {
    expect(BUILDING_TYPES).toEqual(['HOTEL', 'BUILDING', 'NONE', 'MULTIPLE_HOTELS']);
  });

  it.each([
    ['APARTMENT', true],
    ['COUNTRY_HOUSE', true],
    ['VILLA', true],
    ['HOLIDAY_HOME', true],
    ['CHALET', true],
    ['RIAD', true],
    ['LODGE', true],
    ['HOTEL', false],
    ['BB', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('isApartmentLike(%j) → %s (PROPLIM)', (type, expected) => {
    expect(isApartmentLike(type)).toBe(expected);
  });

  it('apartment-like types are hotel types', () => {
    for (const type of APARTMENT_LIKE_TYPES) expect(isHotelType(type)).toBe(true);
    expect(isHotelType('CASTLE')).toBe(false);
    expect(isHotelType('hotel')).toBe(false);
  });

  it.each([
    [1, '1'],
    [20, '20'],
    [21, '20+'],
  ])('roomsNumberLabel(%i) → %s', (rooms, label) => expect(roomsNumberLabel(rooms)).toBe(label));
});

describe('slugify', () => {
  it.each([
    ['Grand Hotel Roma', 'grand-hotel-roma'],
    ['  Hôtel   Château d’Été  ', 'hotel-chateau-d-ete'],
    ['Àlbergo Però & Figli', 'albergo-pero-figli'],
    ["'; DROP TABLE hotels; --", 'drop-table-hotels'],
    ['<script>alert(1)</script>', 'script-alert-1-script'],
    ['B&B 2000', 'b-b-2000'],
    ['東京ホテル', ''],
    ['', ''],
    ['---', ''],
  ])('%j → %j', (name, slug) => expect(slugify(name)).toBe(slug));

  it('keeps at most 48 characters and no trailing hyphen', () => {
    const slug = slugify(`${'a'.repeat(47)} b c`);
    expect(slug).toBe('a'.repeat(47));
    expect(slugify('x'.repeat(200))).toHaveLength(48);
  });
});

describe('generateHotelAlias', () => {
  it('is the slug plus an 8-character base32 suffix', () => {
    expect(generateHotelAlias('Grand Hotel Roma', counting)).toBe('grand-hotel-roma-abcdefgh');
    expect(aliasSuffix(() => Uint8Array.from([31, 32, 255, 0, 26, 27, 63, 64]))).toBe('7a7a237a');
  });

  it('falls back to "property" for names without usable letters', () => {
    expect(generateHotelAlias('', counting)).toBe('property-abcdefgh');
    expect(generateHotelAlias('東京ホテル', counting)).toBe('property-abcdefgh');
  });

  it.each([
    'Grand Hotel Roma',
    '',
    "'; DROP TABLE hotels; --",
    '<script>',
    'Ünïcödé Ålbërgø',
    'x'.repeat(120),
  ])('gives url-safe aliases for %j', (name) => {
    const alias = generateHotelAlias(name);
    expect(alias).toMatch(HOTEL_ALIAS);
    expect(encodeURIComponent(alias)).toBe(alias);
    expect(alias.length).toBeLessThanOrEqual(48 + 9);
  });

  it('is practically unique with the crypto source', () => {
    const aliases = new Set(Array.from({ length: 2000 }, () => generateHotelAlias('Hotel')));
    expect(aliases.size).toBe(2000);
  });
});

describe('placeholderHotel (building type NONE)', () => {
  it('names the hotel after the alias suffix', () => {
    expect(placeholderHotel(counting)).toEqual({
      name: 'New property abcdefgh',
      nameAlias: 'property-abcdefgh',
    });
    const random = placeholderHotel();
    expect(random.nameAlias).toMatch(HOTEL_ALIAS);
    expect(random.name).toBe(`New property ${random.nameAlias.slice('property-'.length)}`);
  });
});

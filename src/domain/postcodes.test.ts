import { describe, expect, it } from 'vitest';
import {
  countryIsoOf,
  isNumericPostcode,
  isPostcode,
  isProvince,
  requiresItalianProvince,
} from './postcodes.ts';

describe('countryIsoOf', () => {
  it.each([
    ['IT', 'IT'],
    ['ch', 'CH'],
    ['UK', 'GB'],
    ['Italy', 'IT'],
    ['Italia', 'IT'],
    ['Switzerland', 'CH'],
    ['Svizzera', 'CH'],
    ['  Germany ', 'DE'],
    ['Narnia', null],
    ['XX', null],
    ['', null],
    [undefined, null],
  ])('%s → %s', (country, iso) => {
    expect(countryIsoOf(country)).toBe(iso);
  });
});

describe('isPostcode', () => {
  it.each([
    // Real postcodes of real places.
    ['00186', 'IT'], // Roma, Via del Corso
    ['39100', 'Italia'], // Bolzano
    ['3920', 'CH'], // Zermatt
    ['6020', 'AT'], // Innsbruck
    ['1000', 'BE'], // Bruxelles
    ['1050', 'DK'], // København K
    ['10115', 'DE'], // Berlin Mitte
    ['75008', 'France'], // Paris 8e
    ['28013', 'ES'], // Madrid
    ['00100', 'FI'], // Helsinki
    ['1012 AB', 'NL'], // Amsterdam
    ['1012ab', 'NL'],
    ['1100-148', 'PT'], // Lisboa
    ['00-001', 'PL'], // Warszawa
    ['D02 X285', 'IE'], // Dublin
    ['A65F4E2', 'IE'],
    ['D6W 1234', 'IE'],
    ['SW1A 1AA', 'GB'], // Buckingham Palace
    ['EC1A 1BB', 'GB'],
    ['M1 1AE', 'United Kingdom'],
    ['b33 8th', 'GB'],
    ['DN55 1PT', 'GB'],
    ['10001', 'US'], // New York, generic rule
    ['SE-114 55', 'SE'],
    ['K1A 0B1', 'CA'],
    ['100-0005', 'JP'],
    ['AB1', 'Narnia'], // unknown country: generic rule
  ])('%s is a postcode of %s', (postcode, country) => {
    expect(isPostcode(postcode, country)).toBe(true);
  });

  it.each([
    ['0018', 'IT'],
    ['AB123', 'IT'],
    ['39100', 'CH'], // an Italian CAP is not Swiss
    ['392', 'CH'],
    ['1012', 'DE'],
    ['1012-AB', 'NL'],
    ['1100148', 'PT'],
    ['00001', 'PL'],
    ['B02 X285', 'IE'], // B is not a routing letter
    ['D02 X28', 'IE'],
    ['SW1A1A', 'GB'],
    ['12345', 'GB'],
    ['-1234', 'US'],
    ['12345678901', 'US'], // 11 characters
    ['12_34', 'US'],
    ['', 'US'],
  ])('%s is not a postcode of %s', (postcode, country) => {
    expect(isPostcode(postcode, country)).toBe(false);
  });
});

describe('provinces', () => {
  it('is the 2-letter sigla in Italy only', () => {
    expect(requiresItalianProvince('IT')).toBe(true);
    expect(requiresItalianProvince('Italia')).toBe(true);
    expect(requiresItalianProvince('CH')).toBe(false);
    expect(isProvince('BZ', 'IT')).toBe(true);
    expect(isProvince('Bolzano', 'IT')).toBe(false);
    expect(isProvince('B1', 'IT')).toBe(false);
    expect(isProvince('Valais', 'CH')).toBe(true);
    expect(isProvince('Greater London', 'GB')).toBe(true);
    expect(isProvince('x'.repeat(101), 'CH')).toBe(false);
  });
});

describe('isNumericPostcode', () => {
  it('is true where the format is digits only', () => {
    expect(isNumericPostcode('IT')).toBe(true);
    expect(isNumericPostcode('CH')).toBe(true);
    expect(isNumericPostcode('NL')).toBe(false);
    expect(isNumericPostcode('GB')).toBe(false);
    expect(isNumericPostcode('US')).toBe(false);
    expect(isNumericPostcode('')).toBe(false);
  });
});

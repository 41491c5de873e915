import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  apiQuery,
  exactCodeMatch,
  filtersFromQuery,
  filtersToQuery,
  NO_FILTERS,
} from './list-query.ts';

const parse = (query: string) => filtersFromQuery(new URLSearchParams(query));

describe('reservations list filters in the address', () => {
  it('reads the shell search (?q=) and every filter', () => {
    expect(parse('q=%20Rossi%20')).toEqual({ ...NO_FILTERS, q: 'Rossi' });
    expect(
      parse(
        'status=NO_SHOW&status=CANCELLED&stay=IN_HOUSE&stay=GONE&source=BOOKING&from=2026-12-01&to=2026-12-31&sort=guest,asc',
      ),
    ).toEqual({
      q: '',
      status: ['CANCELLED', 'NO_SHOW'],
      stay: ['IN_HOUSE'],
      source: ['BOOKING'],
      from: '2026-12-01',
      to: '2026-12-31',
      sort: 'guest,asc',
    });
  });

  it('drops unknown statuses, sources, sorts, impossible dates and a range ending before it starts', () => {
    expect(parse('status=BOOKED&source=NOPE&sort=price,asc&from=2026-02-30&to=tomorrow')).toEqual(NO_FILTERS);
    expect(parse('from=2026-12-10&to=2026-12-01')).toMatchObject({ from: '2026-12-10', to: '' });
    expect(parse(`q=${'x'.repeat(150)}`).q).toHaveLength(100);
  });

  it('writes a canonical address: defaults left out, lists in a fixed order, round trip', () => {
    expect(filtersToQuery(NO_FILTERS)).toBe('');
    const query =
      'q=Mario+Rossi&status=CONFIRMED&status=NO_SHOW&source=PHONE&source=EXPEDIA&from=2026-12-01&sort=checkin%2Casc';
    const filters = parse(query);
    expect(filtersToQuery(filters)).toBe(query);
    expect(filtersToQuery({ ...filters, status: ['NO_SHOW', 'CONFIRMED'] })).toBe(query);
  });

  it('asks the API for the list with the filters given', () => {
    expect(apiQuery(NO_FILTERS)).toEqual({
      sort: 'created,desc',
      q: undefined,
      status: undefined,
      source: undefined,
      from: undefined,
      to: undefined,
    });
    expect(apiQuery(parse('q=abc&status=CANCELLED&to=2026-12-01'))).toMatchObject({
      q: 'abc',
      status: ['CANCELLED'],
      to: '2026-12-01',
    });
  });

  it('counts the narrowing filters', () => {
    expect(activeFilterCount(parse('q=x&sort=guest,asc'))).toBe(0);
    expect(activeFilterCount(parse('status=CANCELLED&source=PHONE&source=EMAIL&from=2026-01-01'))).toBe(4);
  });
});

describe('exactCodeMatch', () => {
  const found = (codes: string[], total = codes.length) => ({
    items: codes.map((code) => ({ code })),
    total,
  });
  const search = (q: string) => ({ ...NO_FILTERS, q });

  it('opens the one reservation whose whole code was searched, in any case', () => {
    expect(exactCodeMatch(search('ab12cd'), found(['AB12CD']))).toBe('AB12CD');
    expect(exactCodeMatch(search(' AB12CD '), found(['AB12CD']))).toBe('AB12CD');
  });

  it('keeps the list for a part of a code, a name, several matches or other filters', () => {
    expect(exactCodeMatch(search('AB12'), found(['AB12CD']))).toBeNull();
    expect(exactCodeMatch(search('Rossi'), found(['AB12CD']))).toBeNull();
    expect(exactCodeMatch(search('AB12CD'), found(['AB12CD'], 2))).toBeNull();
    expect(exactCodeMatch({ ...search('AB12CD'), status: ['CANCELLED'] }, found(['AB12CD']))).toBeNull();
    expect(exactCodeMatch(search(''), found(['AB12CD']))).toBeNull();
  });
});

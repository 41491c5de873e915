import { describe, expect, it } from 'vitest';
import { compactDate, hotelCanonicalPath, parseHotelPath } from './hotel-path.ts';

describe('parseHotelPath (PUBAPI)', () => {
  it('reads the card link: hotel, YYYYMMDD dates as YYYY-MM-DD, people', () => {
    expect(parseHotelPath('/hotel/ca-dei-dogi-venezia/20270130/20270203/2/0/0/0')).toEqual({
      prefix: '',
      hotel: 'ca-dei-dogi-venezia',
      stay: { checkin: '2027-01-30', checkout: '2027-02-03', adults: 2, boys: 0, children: 0, kids: 0 },
    });
    expect(parseHotelPath('/it/hotel/3/20261231/20270101/1/1/2/1/')).toMatchObject({
      prefix: '/it',
      hotel: '3',
      stay: { checkin: '2026-12-31', checkout: '2027-01-01', adults: 1, boys: 1, children: 2, kids: 1 },
    });
  });

  it('accepts the canonical address without a stay, and decodes the alias', () => {
    expect(parseHotelPath('/hotel/villa%20sirene')).toEqual({
      prefix: '',
      hotel: 'villa sirene',
      stay: null,
    });
    expect(parseHotelPath('/it/hotel/5/')).toEqual({ prefix: '/it', hotel: '5', stay: null });
  });

  it.each([
    '/hotel',
    '/hotel/',
    '/it/hotel',
    '/hotels/1/20270130/20270203/2/0/0/0',
    '/en/hotel/1',
    '/hotel/1/20270130',
    '/hotel/1/20270130/20270203/2/0/0',
    '/hotel/1/20270130/20270203/2/0/0/0/extra',
    '/hotel/1/2027-01-30/2027-02-03/2/0/0/0',
    '/hotel/1/20270230/20270303/2/0/0/0',
    '/hotel/1/20270203/20270130/2/0/0/0',
    '/hotel/1/20270130/20270130/2/0/0/0',
    '/hotel/1/20270130/20270203/0/0/0/0',
    '/hotel/1/20270130/20270203/21/0/0/0',
    '/hotel/1/20270130/20270203/2/x/0/0',
    '/hotel/%E0%A4%A/20270130/20270203/2/0/0/0',
    '/hotel/%2F/20270130/20270203/2/0/0/0',
    `/hotel/${'a'.repeat(121)}`,
  ])('refuses %s', (path) => {
    expect(parseHotelPath(path)).toBeNull();
  });

  it('checks calendar days', () => {
    expect(compactDate('20280229')).toBe('2028-02-29');
    expect(compactDate('20270229')).toBeNull();
    expect(compactDate('20271301')).toBeNull();
  });

  it('builds the canonical address without the stay', () => {
    expect(hotelCanonicalPath({ prefix: '/it', hotel: 'villa sirene' })).toBe('/it/hotel/villa%20sirene');
    expect(hotelCanonicalPath({ prefix: '/it', hotel: '1' }, '')).toBe('/hotel/1');
  });
});

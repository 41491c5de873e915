import { describe, expect, it } from 'vitest';
import { parseHotelPath } from '../../src/domain/hotel-path.ts';
import { hotelPageUrl } from './hotel-link.ts';

const people = { adults: 2, boys: 0, children: 1, kids: 0 };

describe('hotelPageUrl', () => {
  it.each([
    [
      'en',
      { checkin: '2030-06-01', checkout: '2030-06-04', people },
      'https://itaca.example/hotel/chalet-sassolungo/20300601/20300604/2/0/1/0',
    ],
    [
      'it',
      { checkin: '2030-06-01', checkout: '2030-06-04', people },
      'https://itaca.example/it/hotel/chalet-sassolungo/20300601/20300604/2/0/1/0',
    ],
    ['en', { checkin: null, checkout: null, people }, 'https://itaca.example/hotel/chalet-sassolungo'],
    ['it', null, 'https://itaca.example/it/hotel/chalet-sassolungo'],
  ])('%s, %j → %s', (language, stay, url) => {
    expect(
      hotelPageUrl({
        serviceOrigin: 'https://itaca.example',
        language,
        hotel: { id: 5, nameAlias: 'chalet-sassolungo' },
        stay,
      }),
    ).toBe(url);
  });

  it('uses the id without an alias, and builds an address the hotel page accepts', () => {
    const url = hotelPageUrl({
      serviceOrigin: '',
      language: 'en',
      hotel: { id: 5, nameAlias: null },
      stay: { checkin: '2030-06-01', checkout: '2030-06-04', people },
    });
    expect(url).toBe('/hotel/5/20300601/20300604/2/0/1/0');
    expect(parseHotelPath(url)).toEqual({
      prefix: '',
      hotel: '5',
      stay: { checkin: '2030-06-01', checkout: '2030-06-04', ...people },
    });
  });
});

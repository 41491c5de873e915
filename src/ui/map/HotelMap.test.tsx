// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { createTranslate } from '../../i18n/translate.ts';
import { bookable, hotelPosition, type MapHotel, mapCenter, mapHotels, markerLabel } from './HotelMap.tsx';

const hotel = (id: number, coordinates?: [number, number]): MapHotel => ({
  id,
  name: `Hotel ${id}`,
  type: 'HOTEL',
  addressInfo: coordinates ? { city: 'Roma', geo: { type: 'Point', coordinates } } : { city: 'Roma' },
  gallery: [],
  bookUrl: `/hotel/${id}/20261126/20261127/2/0/0/0`,
  pageUrl: `/hotel/${id}`,
});

describe('mapHotels (PROPERR)', () => {
  it('throws without a hotel, hotels or address', () => {
    expect(() => mapHotels({})).toThrow('No hotel, hotels or address');
  });
  it('throws when hotel is not an object or hotels not an array', () => {
    expect(() => mapHotels({ hotel: 'x' })).toThrow('Hotel is not an object');
    expect(() => mapHotels({ hotel: [hotel(1)] })).toThrow('Hotel is not an object');
    expect(() => mapHotels({ hotels: { 0: hotel(1) } })).toThrow('Hotels is not an array');
  });
  it('draws one hotel, a list, or nothing around an address', () => {
    expect(mapHotels({ hotel: hotel(1) }).map((h) => h.id)).toEqual([1]);
    expect(mapHotels({ hotels: [hotel(1), hotel(2)] }).map((h) => h.id)).toEqual([1, 2]);
    expect(mapHotels({ address: { city: 'Roma' } })).toEqual([]);
  });
});

describe('hotelPosition and mapCenter (WIDGETUI)', () => {
  it('reads [lat, lng] from the GeoJSON [lng, lat] point; null without a valid one', () => {
    expect(hotelPosition(hotel(1, [12.5, 41.9]).addressInfo)).toEqual([41.9, 12.5]);
    expect(hotelPosition(hotel(1).addressInfo)).toBeNull();
    expect(hotelPosition({ geo: { type: 'Point', coordinates: [200, 10] } })).toBeNull();
    expect(hotelPosition(null)).toBeNull();
  });
  it('centres on the average of the markers', () => {
    expect(
      mapCenter([
        [40, 10],
        [42, 14],
      ]),
    ).toEqual([41, 12]);
  });
  it('falls back to the address, then to 0,0', () => {
    expect(mapCenter([], { geo: { type: 'Point', coordinates: [9.19, 45.46] } })).toEqual([45.46, 9.19]);
    expect(mapCenter([], { city: 'Nowhere' })).toEqual([0, 0]);
    expect(mapCenter([])).toEqual([0, 0]);
  });
});

describe('bookable and markerLabel', () => {
  const price = { finalAmount: 90, initialAmount: 100, currency: 'EUR' };
  it("offers 'Book' only with a price and a room left", () => {
    expect(bookable({ price, roomsAvailable: 2 })).toBe(true);
    expect(bookable({ price, roomsAvailable: 0 })).toBe(false);
    expect(bookable({ price: null, roomsAvailable: 3 })).toBe(false);
  });
  it('shows the price, the name or nothing, and always names the hotel', () => {
    const texts: Record<string, string> = {
      'hotel.map.marker.price': '{name}, from {price}',
      'hotel.map.no.price': '–',
    };
    const t = createTranslate<string>({ en: texts, it: texts }, 'en');
    const priced = { ...hotel(1), price };
    expect(markerLabel(priced, 'price', t, 'en')).toEqual({ text: '€90.00', name: 'Hotel 1, from €90.00' });
    expect(markerLabel(priced, 'name', t, 'en').text).toBe('Hotel 1');
    expect(markerLabel(hotel(2), 'pointer', t, 'en')).toEqual({ text: '', name: 'Hotel 2' });
    expect(markerLabel(hotel(2), 'price', t, 'en').text).toBe('–');
  });
});

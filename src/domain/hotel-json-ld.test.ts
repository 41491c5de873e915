import { describe, expect, it } from 'vitest';
import { hotelJsonLd, jsonLdScript } from './hotel-json-ld.ts';

const hotel = {
  name: 'Ca’ dei Dogi',
  stars: 4,
  description: { en: 'On the Grand Canal.', it: 'Sul Canal Grande.' },
  addressInfo: {
    address: 'Calle 1',
    city: 'Venezia',
    zipcode: '30122',
    province: 'VE',
    country: 'IT',
    geo: { type: 'Point' as const, coordinates: [12.3, 45.4] as [number, number] },
  },
};

describe('hotelJsonLd', () => {
  it('describes the hotel as schema.org Hotel with its address, position, stars and photos', () => {
    expect(hotelJsonLd(hotel, 'https://x.test/it/hotel/dogi', ['https://x.test/images/1.jpg'], 'it')).toEqual(
      {
        '@context': 'https://schema.org',
        '@type': 'Hotel',
        name: 'Ca’ dei Dogi',
        url: 'https://x.test/it/hotel/dogi',
        description: 'Sul Canal Grande.',
        image: ['https://x.test/images/1.jpg'],
        starRating: { '@type': 'Rating', ratingValue: 4 },
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Calle 1',
          addressLocality: 'Venezia',
          postalCode: '30122',
          addressRegion: 'VE',
          addressCountry: 'IT',
        },
        geo: { '@type': 'GeoCoordinates', latitude: 45.4, longitude: 12.3 },
      },
    );
  });

  it('leaves out stars and position a hotel does not have', () => {
    const ld = hotelJsonLd({ ...hotel, stars: null, addressInfo: {} }, 'https://x.test/hotel/1', [], 'en');
    expect(ld).not.toHaveProperty('starRating');
    expect(ld).not.toHaveProperty('geo');
    expect(ld.description).toBe('On the Grand Canal.');
  });

  it('writes a body no hotel text can close the script element with', () => {
    const body = jsonLdScript(hotelJsonLd({ ...hotel, name: 'A</script><b>' }, 'https://x.test/', [], 'en'));
    expect(body).not.toContain('<');
    expect(JSON.parse(body).name).toBe('A</script><b>');
  });
});

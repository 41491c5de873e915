/**
 * The hotel page's schema.org `Hotel` (name, description, address, position, stars, photos, its
 * URL): the one description of a hotel for search engines. The worker renders it into the page it
 * serves (worker/routes/site.ts), next to the title and Open Graph tags, for crawlers that run no
 * script (CONSIST).
 */
import type { AddressInfo, Language } from './types.ts';

/** What the description is made of: the hotel's own data, as the booking profile has it too. */
export type HotelJsonLdSource = {
  name: string;
  stars: number | null;
  description: Partial<Record<Language, string>>;
  addressInfo: AddressInfo;
};

export function hotelJsonLd(
  hotel: HotelJsonLdSource,
  pageUrl: string,
  photoUrls: readonly string[],
  language: Language,
) {
  const address = hotel.addressInfo;
  const [longitude, latitude] = address.geo?.coordinates ?? [];
  return {
    '@context': 'https://schema.org',
    '@type': 'Hotel',
    name: hotel.name,
    url: pageUrl,
    description: hotel.description[language] ?? hotel.description.en,
    image: photoUrls,
    ...(hotel.stars ? { starRating: { '@type': 'Rating', ratingValue: hotel.stars } } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.address,
      addressLocality: address.city,
      postalCode: address.zipcode,
      addressRegion: address.province ?? address.region,
      addressCountry: address.country,
    },
    ...(latitude !== undefined ? { geo: { '@type': 'GeoCoordinates', latitude, longitude } } : {}),
  };
}

/**
 * The description as the body of an inline `<script type="application/ld+json">`: `<` is written
 * as `\u003c`, so no text of the hotel's (a name with `</script>`) can end the element.
 */
export function jsonLdScript(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

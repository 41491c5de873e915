/**
 * schema.org Organization for the home and contacts pages, built from the About data
 * (src/contracts/about.ts): one source of truth with the footer, the contacts page and the API.
 */
import type { About, AddressInfo } from '../../contracts/types.ts';

type PostalAddress = {
  '@type': 'PostalAddress';
  streetAddress?: string;
  postalCode?: string;
  addressLocality?: string;
  addressRegion?: string;
  addressCountry?: string;
};

function postalAddress(address: AddressInfo): PostalAddress {
  return {
    '@type': 'PostalAddress',
    streetAddress: address.address,
    postalCode: address.zipcode,
    addressLocality: address.city,
    addressRegion: address.province,
    addressCountry: address.country,
  };
}

/** The social profiles of the company, in a stable order, without the empty ones. */
export function socialLinks(
  about: About,
): { network: 'facebook' | 'twitter' | 'instagram' | 'linkedin'; url: string }[] {
  return (['facebook', 'twitter', 'instagram', 'linkedin'] as const).flatMap((network) => {
    const url = about[network];
    return url ? [{ network, url }] : [];
  });
}

/** The JSON-LD object. `site` is the public origin (canonical URLs), `language` the page's. */
export function organizationJsonLd(about: About, site: URL | string, language: string) {
  const origin = new URL('/', site);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': new URL('/#organization', origin).href,
    name: about.brand,
    legalName: about.company.legalName,
    url: origin.href,
    logo: new URL('/favicon.svg', origin).href,
    email: about.uiInfoEmail,
    telephone: about.phone,
    vatID: about.company.vat,
    identifier: { '@type': 'PropertyValue', propertyID: 'REA', value: about.chamberCommerceNumber },
    address: postalAddress(about.registeredOffice),
    location: {
      '@type': 'Place',
      name: about.company.name,
      address: postalAddress(about.company.addressInfo),
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      email: about.uiInfoEmail,
      telephone: about.phone,
      availableLanguage: ['en', 'it'],
    },
    sameAs: socialLinks(about).map((link) => link.url),
    inLanguage: language,
  };
}

/** JSON for an inline `<script type="application/ld+json">`: `<` escaped so no `</script>` can end it early. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

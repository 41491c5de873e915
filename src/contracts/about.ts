/**
 * The company behind Itaca (SITEDATA-1 About). One source of truth: the contacts page, the
 * footer and the Organization JSON-LD are built from it, and the demo seed writes it into D1,
 * where `GET /api/rs/public/about` reads it.
 */
import type { About } from './types.ts';

export const ABOUT: About = {
  brand: 'Itaca',
  company: {
    name: 'Itaca',
    legalName: 'Itaca Hospitality S.r.l.',
    vat: 'IT09876540155',
    addressInfo: {
      address: 'Via Tortona, 27',
      street: 'Via Tortona',
      number: '27',
      zipcode: '20144',
      city: 'Milano',
      district: 'Zona Tortona',
      province: 'MI',
      region: 'Lombardia',
      country: 'IT',
      timeZoneId: 'Europe/Rome',
      geo: { type: 'Point', coordinates: [9.1652, 45.4526] },
      formatted_address: 'Via Tortona, 27, 20144 Milano MI, Italia',
      addressComplete: true,
    },
  },
  registeredOffice: {
    address: 'Via Dante, 7',
    street: 'Via Dante',
    number: '7',
    zipcode: '20123',
    city: 'Milano',
    district: 'Centro Storico',
    province: 'MI',
    region: 'Lombardia',
    country: 'IT',
    timeZoneId: 'Europe/Rome',
    geo: { type: 'Point', coordinates: [9.1856, 45.4662] },
    formatted_address: 'Via Dante, 7, 20123 Milano MI, Italia',
    addressComplete: true,
  },
  chamberCommerceNumber: 'MI-2654321',
  facebook: 'https://www.facebook.com/itaca.hospitality',
  twitter: 'https://twitter.com/itaca_hospitality',
  instagram: 'https://www.instagram.com/itaca.hospitality',
  linkedin: 'https://www.linkedin.com/company/itaca-hospitality',
  uiInfoEmail: 'info@itaca.example',
  phone: '+39 02 1234567',
  uiUrl: 'http://127.0.0.1:8787',
  demoTrialDays: 30,
};

/** A company address on one line, as the legal pages and the footer write it: "Via Dante, 7, 20123 Milano (MI)". */
export function postalAddress(address: About['registeredOffice']): string {
  const province = address.province ? ` (${address.province})` : '';
  return `${address.address}, ${address.zipcode} ${address.city}${province}`;
}

/**
 * The company's facts the content pages name (`{{registeredOffice}}` in their Markdown): written
 * once here, so the privacy policy's controller, the footer and the contacts page cannot disagree.
 */
export const COMPANY_FACTS: Readonly<Record<string, string>> = {
  legalName: ABOUT.company.legalName,
  registeredOffice: postalAddress(ABOUT.registeredOffice),
  offices: postalAddress(ABOUT.company.addressInfo),
  vat: ABOUT.company.vat,
  rea: ABOUT.chamberCommerceNumber,
  email: ABOUT.uiInfoEmail,
};

import type { AddressInfo } from '../../src/domain/types.ts';

/** The platform's company and contact details (one row of `about`); the social links only when set. */
export type AboutRecord = {
  brand: string;
  company: { name: string; legalName: string; vat: string; addressInfo: AddressInfo };
  registeredOffice: AddressInfo;
  chamberCommerceNumber: string;
  facebook?: string;
  twitter?: string;
  instagram?: string;
  linkedin?: string;
  uiInfoEmail: string;
  phone: string;
  uiUrl: string;
  demoTrialDays: number;
};

type AboutRow = {
  brand: string;
  company_name: string;
  company_legal_name: string;
  company_vat: string;
  company_address_json: string;
  registered_office_json: string;
  chamber_commerce_number: string;
  facebook: string | null;
  twitter: string | null;
  instagram: string | null;
  linkedin: string | null;
  ui_info_email: string;
  phone: string;
  ui_url: string;
  demo_trial_days: number;
};

export async function findAbout(db: D1Database): Promise<AboutRecord | null> {
  const row = await db.prepare('SELECT * FROM about WHERE id = 1').first<AboutRow>();
  if (!row) return null;
  return {
    brand: row.brand,
    company: {
      name: row.company_name,
      legalName: row.company_legal_name,
      vat: row.company_vat,
      addressInfo: JSON.parse(row.company_address_json) as AddressInfo,
    },
    registeredOffice: JSON.parse(row.registered_office_json) as AddressInfo,
    chamberCommerceNumber: row.chamber_commerce_number,
    ...(row.facebook ? { facebook: row.facebook } : {}),
    ...(row.twitter ? { twitter: row.twitter } : {}),
    ...(row.instagram ? { instagram: row.instagram } : {}),
    ...(row.linkedin ? { linkedin: row.linkedin } : {}),
    uiInfoEmail: row.ui_info_email,
    phone: row.phone,
    uiUrl: row.ui_url,
    demoTrialDays: row.demo_trial_days,
  };
}

/** A named JSON configuration document (storage, amz, cc, reservation sources...). */
export async function findConfig<T>(db: D1Database, key: string): Promise<T | null> {
  const row = await db
    .prepare('SELECT value_json FROM app_config WHERE key = ?')
    .bind(key)
    .first<{ value_json: string }>();
  return row ? (JSON.parse(row.value_json) as T) : null;
}

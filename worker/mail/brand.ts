/**
 * The hotel's brand in its guests' e-mails, from its stored facts: the same one-line address,
 * map link and first phone and e-mail as the confirmation page (src/domain/booking/hotel-recap.ts),
 * and its cover photo as an absolute URL on the platform (the storage url joined to SITE_URL when
 * relative): the only remote resource an e-mail loads.
 */
import { hotelAddress, hotelContacts, hotelMapLink } from '../../src/domain/booking/hotel-recap.ts';
import type { AddressInfo } from '../../src/domain/types.ts';
import { type HotelBrandRow, readHotelBrand } from '../data/hotel-brand.ts';
import { siteBase } from '../data/onboarding.ts';
import type { HotelBrand } from './layout.tsx';
import { mailLine } from './text.ts';

function parse<T>(json: string | null, fallback: T): T {
  try {
    return json ? (JSON.parse(json) as T) : fallback;
  } catch {
    return fallback;
  }
}

/** The cover photo's absolute URL, or null (no photo, or a storage url that is not http(s)). */
export function coverUrl(path: string | null, storage: string | null, siteUrl: string): string | null {
  if (!path) return null;
  const base = (parse<{ url?: unknown }>(storage, {}).url ?? '/images') as string;
  const root = typeof base === 'string' ? base.replace(/\/+$/, '') : '/images';
  const url = root.startsWith('/') ? `${siteBase(siteUrl)}${root}/${path}` : `${root}/${path}`;
  return /^https?:\/\/[^\s"'<>]+$/.test(url) ? url : null;
}

export function hotelBrand(row: HotelBrandRow, siteUrl: string): HotelBrand {
  const addressInfo = parse<AddressInfo>(row.address_json, {});
  const contacts = parse<unknown>(row.contacts_json, []);
  const { phone, email } = hotelContacts(
    Array.isArray(contacts)
      ? contacts.filter(
          (c): c is { type: string; value: string } =>
            typeof c === 'object' && c !== null && typeof c.type === 'string' && typeof c.value === 'string',
        )
      : [],
  );
  const name = mailLine(row.name, 120);
  return {
    name,
    coverUrl: coverUrl(row.cover_path, row.storage_json, siteUrl),
    address: mailLine(hotelAddress({ addressInfo }), 200),
    mapUrl: hotelMapLink({ name: row.name, addressInfo }),
    phone: phone ? mailLine(phone, 40) : null,
    email: email && /^[^\s<>"]+@[^\s<>"]+$/.test(email) ? email : null,
  };
}

/** The brand of hotel `hotelId` (null: no such hotel). */
export async function loadHotelBrand(
  db: D1Database,
  hotelId: number,
  siteUrl: string,
): Promise<HotelBrand | null> {
  const row = await readHotelBrand(db, hotelId);
  return row ? hotelBrand(row, siteUrl) : null;
}

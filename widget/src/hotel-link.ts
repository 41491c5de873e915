/**
 * The hotel's page with us for a stay (PUBAPI, src/domain/hotel-path.ts):
 * `{origin}[/it]/hotel/{alias or id}/{YYYYMMDD}/{YYYYMMDD}/{adults}/{boys}/{children}/{kids}`, or
 * `/hotel/{alias or id}` when no stay is chosen. Where a guest books when the page they are on
 * may not take bookings (EMBED-1).
 */
import type { People } from '../../src/domain/booking/types.ts';

export type HotelLinkInput = {
  serviceOrigin: string;
  language: string;
  hotel: { id: number; nameAlias: string | null };
  stay: { checkin: string | null; checkout: string | null; people: People } | null;
};

const compact = (date: string) => date.replaceAll('-', '');

export function hotelPageUrl({ serviceOrigin, language, hotel, stay }: HotelLinkInput): string {
  const prefix = language === 'it' ? '/it' : '';
  const base = `${serviceOrigin}${prefix}/hotel/${encodeURIComponent(hotel.nameAlias || String(hotel.id))}`;
  if (stay === null || stay.checkin === null || stay.checkout === null) return base;
  const { adults, boys, children, kids } = stay.people;
  return `${base}/${compact(stay.checkin)}/${compact(stay.checkout)}/${adults}/${boys}/${children}/${kids}`;
}

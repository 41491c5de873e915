/**
 * What a guest keeps of the hotel after booking (JOURNEY): the one-line address, a map link and
 * the first phone and e-mail. The widget's confirmation and the confirmation e-mail say the same.
 */
import type { AddressInfo } from '../types.ts';

type Addressed = { name: string; addressInfo: Pick<AddressInfo, 'formatted_address' | 'address' | 'geo'> };

/** The hotel's one-line address ('' when it has none). */
export function hotelAddress(hotel: Pick<Addressed, 'addressInfo'>): string {
  return hotel.addressInfo.formatted_address ?? hotel.addressInfo.address ?? '';
}

/** A map of the hotel: its point when known, else its name and address searched; null with neither. */
export function hotelMapLink(hotel: Addressed): string | null {
  const point = hotel.addressInfo.geo?.coordinates;
  if (point) {
    const [longitude, latitude] = point;
    return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
  }
  const address = hotelAddress(hotel);
  if (address === '') return null;
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${hotel.name}, ${address}`)}`;
}

/** The first phone (or mobile) and the first e-mail among the hotel's contacts. */
export function hotelContacts(contacts: ReadonlyArray<{ type: string; value: string }> | null | undefined): {
  phone: string | null;
  email: string | null;
} {
  const first = (...types: string[]) =>
    (contacts ?? [])
      .find((contact) => types.includes(contact.type) && contact.value.trim() !== '')
      ?.value.trim() ?? null;
  return { phone: first('PHONE', 'MOBILE'), email: first('EMAIL') };
}

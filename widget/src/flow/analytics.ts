/**
 * GA4-style e-commerce pushes (view_item_list, select_item, begin_checkout, purchase) to the host
 * page's `window.dataLayer`. Only when the host opted in (`analytics` attribute) and its consent
 * state allows it (`analytics-consent="granted"`), checked by the caller; never creates the
 * global: a page without a dataLayer gets nothing. No personal data is ever pushed.
 */
import type { BookingSearch, ReservationCreated } from '../../../src/contracts/booking-types.ts';

export function analyticsPush(
  dataLayer: unknown[] | null,
  event: string,
  ecommerce: Record<string, unknown>,
): boolean {
  if (!Array.isArray(dataLayer)) return false;
  // GA4 merges consecutive ecommerce objects unless the previous one is cleared first.
  dataLayer.push({ ecommerce: null });
  dataLayer.push({ event, ecommerce });
  return true;
}

/** view_item_list of a search: each room at its first rate's price for the rooms searched. */
export function roomsListed(result: BookingSearch): Record<string, unknown> {
  return {
    item_list_name: 'rooms',
    currency: result.currency,
    items: result.results.map((room, index) => ({
      item_id: String(room.roomType.id),
      item_name: room.roomType.name.en ?? room.roomType.nameKey,
      index,
      price: room.rates[0]?.grandTotalForRooms ?? 0,
    })),
  };
}

/** purchase of a reservation: its code, total and VAT, the room and rate chosen, the rooms. */
export function purchased(
  created: ReservationCreated,
  vatAmount: number,
  choice: { roomTypeId: number; ratePlanId: number },
  rooms: number,
): Record<string, unknown> {
  return {
    transaction_id: created.code,
    currency: created.currency,
    value: created.grandTotal,
    tax: vatAmount,
    items: [{ item_id: String(choice.roomTypeId), item_variant: String(choice.ratePlanId), quantity: rooms }],
  };
}

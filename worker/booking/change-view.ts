import type { ChangeQuoteView } from '../../src/contracts/secure/booking-change.ts';
import type { ChangeNight } from '../../src/domain/booking-change.ts';
import type { QuotedChange, QuotedRoom } from './reservation-change.ts';

export function nightViews(nights: ReadonlyArray<ChangeNight>): ChangeQuoteView['nights'] {
  return nights.map((night) => ({
    date: night.date,
    amountCents: night.amountCents,
    overrideReason: night.overrideReason ?? null,
  }));
}

function roomView(room: QuotedRoom): ChangeQuoteView['rooms'][number] {
  return {
    roomId: room.room.id,
    number: room.number,
    roomTypeId: room.roomTypeId,
    planId: room.planId,
    people: room.people,
    changed: room.price.changed,
    oldTotalCents: room.price.oldTotalCents,
    newTotalCents: room.price.newTotalCents,
    penaltyCents: room.price.penaltyCents,
    differenceCents: room.price.differenceCents,
    nights: nightViews(room.price.nights),
    available: room.available,
  };
}

/** The answer of a quote or of an applied change. */
export function changeView(change: QuotedChange, applied: boolean, version: number): ChangeQuoteView {
  const { stored, request, price } = change;
  const focus = change.rooms.find((room) => room.room.id === request.roomId) ?? change.rooms[0];
  return {
    code: stored.row.code,
    currency: stored.row.currency,
    checkin: request.checkin,
    checkout: request.checkout,
    roomId: request.roomId,
    roomTypeId: request.roomTypeId,
    planId: request.planId,
    people: request.people,
    oldTotalCents: price.oldTotalCents,
    newTotalCents: price.newTotalCents,
    penaltyCents: price.penaltyCents,
    differenceCents: price.differenceCents,
    cityTaxCents: change.cityTaxCents,
    nights: nightViews(focus?.price.nights ?? []),
    removed: focus?.price.removed ?? [],
    added: focus?.price.added ?? [],
    available: change.available,
    rooms: change.rooms.map(roomView),
    version,
    applied,
  };
}

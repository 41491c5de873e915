/**
 * The booking flow's checkout: choosing a rate (refused on a page that may not take bookings),
 * the guest's details, and booking once however often the guest confirms (an idempotency key
 * kept until the answer is final). The host page hears each step (select, checkout, booked).
 */

import { purchased } from './analytics.ts';
import type { FlowContext } from './flow-context.ts';
import {
  type CardDetails,
  finalFailure,
  findRate,
  type GuestDetails,
  idle,
  NO_EXTRAS,
  type RateChoice,
  reservationRequest,
} from './flow-state.ts';

function sameChoice(a: RateChoice | null, b: RateChoice): boolean {
  return a !== null && a.roomTypeId === b.roomTypeId && a.ratePlanId === b.ratePlanId;
}

export function createCheckout({ state, deps, fail, push, persist, forgetDraft }: FlowContext) {
  const randomKey = deps.randomKey ?? (() => crypto.randomUUID());

  function select(choice: RateChoice): void {
    const s = state.get();
    const rate = findRate(s, choice);
    if (rate === null) return;
    if (s.site?.allowed === false) {
      state.set({ ...s, choice, siteRefused: true });
      deps.emit('error', { status: 403, message: 'bookings are not possible on this site', step: s.step });
      return;
    }
    state.set({ ...s, choice, step: 'guest', extras: sameChoice(s.choice, choice) ? s.extras : NO_EXTRAS });
    deps.emit('select', { ...choice, total: rate.grandTotalForRooms, currency: s.search.data?.currency });
    const item = {
      item_id: String(choice.roomTypeId),
      item_variant: String(choice.ratePlanId),
      price: rate.grandTotalForRooms,
      quantity: s.searched?.rooms ?? 1,
    };
    push('select_item', { item_list_name: 'rooms', items: [item] });
    persist();
  }

  function setGuest(guest: GuestDetails, card: CardDetails | null, notes: string): void {
    const s = state.get();
    state.set({
      ...s,
      guest,
      card,
      notes,
      step: 'summary',
      booking: s.booking.status === 'error' ? idle() : s.booking,
    });
    const rate = findRate(s, s.choice);
    deps.emit('checkout', {
      ...s.choice,
      total: rate?.grandTotalForRooms,
      currency: s.search.data?.currency,
    });
    push('begin_checkout', {
      currency: s.search.data?.currency,
      value: rate?.grandTotalForRooms ?? 0,
      items: s.choice
        ? [{ item_id: String(s.choice.roomTypeId), item_variant: String(s.choice.ratePlanId) }]
        : [],
    });
    persist();
  }

  async function book(): Promise<void> {
    const s = state.get();
    if (s.booking.status === 'loading' || s.booking.status === 'ready') return;
    const request = reservationRequest(s);
    if (request === null) return;
    const idempotencyKey = s.idempotencyKey ?? randomKey();
    state.set({ ...s, idempotencyKey, booking: { status: 'loading', data: null, error: null } });
    try {
      const created = await deps.api.createReservation(s.config.hotel, request.body, idempotencyKey);
      state.set({
        ...state.get(),
        step: 'confirmation',
        booking: { status: 'ready', data: created, error: null },
        card: null,
      });
      deps.emit('booked', { code: created.code, total: created.grandTotal, currency: created.currency });
      push('purchase', purchased(created, request.rate.taxes.vatAmount, request.choice, request.rooms));
      deps.storage && forgetDraft(s);
    } catch (error) {
      const failure = fail(error);
      state.set({
        ...state.get(),
        idempotencyKey: finalFailure(failure) ? null : idempotencyKey,
        booking: { status: 'error', data: null, error: failure },
      });
    }
  }

  return { select, setGuest, book };
}

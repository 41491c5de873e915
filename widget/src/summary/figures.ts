/**
 * The figures of the summary step, from one search rate (per room) and the number of identical
 * rooms booked: every amount is multiplied in whole cents, as the server sums its room quotes, so
 * the summary shows to the cent what the reservation will hold. Also the conversions from the
 * API's policy shapes (decimal money, ISO instants) to the domain's (cents, epoch ms) that the
 * shared src/ui policy components read. Pure: no framework, no formatting.
 */
import type {
  CancellationPolicyView,
  PenaltyView,
  PolicySummaryView,
  RateOffer,
} from '../../../src/contracts/booking-types.ts';
import type { PolicySummary } from '../../../src/domain/booking/cancellation.ts';
import type { CancellationPolicy, Penalty } from '../../../src/domain/booking/types.ts';
import { fromCents, toCents } from '../../../src/domain/money.ts';

export type NightLine = {
  date: string;
  /** Price of the night before promotions, per room. */
  initial: number;
  /** Price of the night after promotions, per room. */
  final: number;
};

export type SummaryFigures = {
  rooms: number;
  /** Per room, aligned with the search's night dates. */
  nights: NightLine[];
  /** Money each promotion saves on all the rooms. */
  promotions: { id: number; name: string; amount: number }[];
  /** Services of all the rooms (included ones may cost nothing). */
  services: { id: number; bookability: 'INCLUDED' | 'BOOKABLE'; count: number; total: number }[];
  /** Extra beds added on the guest step, per bed type, all rooms (absent when none). */
  beds?: { type: string; guests: number; total: number }[];
  /** Before promotions, all rooms. */
  initialTotal: number;
  /** After promotions, VAT included, city tax excluded: what the server compares (expectedTotal). */
  total: number;
  vatRate: number;
  /** The extras chosen are taxed at another rate than the rooms: no single rate to name. */
  vatMixed?: boolean;
  vat: number;
  cityTax: number;
  /** total + city tax. */
  grandTotal: number;
  /** Asked at booking (0 when the plan asks none). */
  deposit: number;
  /** What is left to pay at the hotel: grand total minus deposit, never below 0. */
  balance: number;
};

/** amount × count in whole cents (no floating-point drift). */
export function times(amount: number, count: number): number {
  return fromCents(toCents(amount) * count);
}

export function summaryFigures(
  rate: RateOffer,
  nightDates: readonly string[],
  rooms: number,
): SummaryFigures {
  const count = Math.max(1, Math.trunc(rooms));
  const grandTotalCents = toCents(rate.grandTotal) * count;
  const depositCents = toCents(rate.deposit) * count;
  return {
    rooms: count,
    nights: nightDates.map((date, i) => {
      const final = rate.nightly.final[i] ?? 0;
      return { date, initial: rate.nightly.initial[i] ?? final, final };
    }),
    promotions: rate.promotions.map((p) => ({ id: p.id, name: p.name, amount: times(p.amount, count) })),
    services: rate.services.map((s) => ({
      id: s.id,
      bookability: s.bookability,
      count: s.count,
      total: times(s.total, count),
    })),
    initialTotal: times(rate.total.initialAmount, count),
    total: times(rate.total.finalAmount, count),
    vatRate: rate.taxes.vatRate,
    vat: times(rate.taxes.vatAmount, count),
    cityTax: times(rate.taxes.cityTax, count),
    grandTotal: fromCents(grandTotalCents),
    deposit: fromCents(depositCents),
    balance: fromCents(Math.max(0, grandTotalCents - depositCents)),
  };
}

/** The search's policy summary (per room, money) as the shared policy components read it, for all rooms. */
export function policyFromSummaryView(view: PolicySummaryView, rooms = 1): PolicySummary {
  const count = Math.max(1, Math.trunc(rooms));
  const deadline = view.deadline === null ? null : Date.parse(view.deadline);
  return {
    type: view.type,
    gracePeriod: view.gracePeriod,
    deadline: deadline === null || Number.isNaN(deadline) ? null : deadline,
    deadlineDate: view.deadlineDate,
    reservationPenaltyCents: toCents(view.reservationPenalty) * count,
    checkinPenaltyCents: toCents(view.checkinPenalty) * count,
    deposit: view.deposit,
    freeNow: view.freeNow,
  };
}

function penaltyFromView(view: PenaltyView | null): Penalty | null {
  if (view === null) return null;
  return {
    percentage: view.percentage,
    firstNight: view.firstNight,
    additionalNights: view.additionalNights,
    chargeNights: view.chargeNights,
    chargeAmountCents: toCents(view.chargeAmount),
  };
}

/** A reservation room's policy (API view, money) as the domain's policy (cents). */
export function policyFromView(view: CancellationPolicyView): CancellationPolicy {
  return {
    id: 'reservation',
    deadline: view.deadline,
    reservationPenalty: penaltyFromView(view.reservationPenalty),
    checkinPenalty: penaltyFromView(view.checkinPenalty),
    cancellation: view.cancellation ?? null,
    deposit: view.deposit,
  };
}

/**
 * The folio of a stay (FOLIO-1, decision 052): what the guest owes, line by line, what they paid
 * and got back, the deposit and the balance. Pure; every amount is integer cents.
 *
 * - **Stay lines** come from the reservation as the engine stored it, never typed again: one
 *   ACCOMMODATION line per night (its final nightly amount), one EXTRA line per extra bed and
 *   bookable service, the CITY_TAX of each room (outside VAT), and, once a room is cancelled or a
 *   no-show, its PENALTY instead of all of these (the guest owes the penalty, not the stay). An
 *   early checkout keeps the nights it kept; what the engine's floor adds on top is a PENALTY.
 * - **Entries** are stored, append-only: a manual CHARGE (minibar, parking; a negative one with a
 *   reason is a correction, never an edit of a stored line) and a WAIVER of a penalty (negative,
 *   with a reason). PAYMENT and REFUND rows are the money that moved.
 * - **Balance** = Σ lines − (Σ payments − Σ refunds). It is the one figure every screen shows
 *   (`folioBalance`), city tax included.
 * - Each line carries its VAT rate: nights and penalties at the accommodation rate, extras at the
 *   extras rate (the engine's two rates, decision 043), city tax none (null: outside VAT).
 */
import { reservationBedCents, reservationServiceCents } from './booking/reservation-totals.ts';
import { vatSplit } from './booking/taxes.ts';
import type {
  IsoDate,
  ReservationBed,
  ReservationNight,
  ReservationService,
  ReservationStatus,
} from './booking/types.ts';

export const PAYMENT_METHODS = ['CASH', 'CARD', 'BANK_TRANSFER', 'OTA_VIRTUAL_CARD', 'OTHER'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Lines computed from the stay. */
export const STAY_LINE_KINDS = ['ACCOMMODATION', 'EXTRA', 'CITY_TAX', 'PENALTY'] as const;
/** Lines staff add (stored, append-only). */
export const ENTRY_LINE_KINDS = ['CHARGE', 'WAIVER'] as const;
export const FOLIO_LINE_KINDS = [...STAY_LINE_KINDS, ...ENTRY_LINE_KINDS] as const;
export type FolioLineKind = (typeof FOLIO_LINE_KINDS)[number];

/** Which of the hotel's two VAT rates a manual charge takes (parking and minibar are extras). */
export const VAT_CLASSES = ['ACCOMMODATION', 'EXTRAS'] as const;
export type VatClass = (typeof VAT_CLASSES)[number];

/** The hotel's VAT rates (percent, e.g. 10 and 22). */
export type FolioVatRates = { accommodation: number; extras: number };

/** Who added a stored line or moved money (the manager's name as it was then). */
export type FolioAuthor = { name: string; surname: string } | null;

export type FolioLine = {
  /** Stable within the folio: 'r1-n-2026-05-01', 'r1-bed-0', 'r1-city-tax', 'r1-penalty', 'e12'. */
  id: string;
  kind: FolioLineKind;
  date: IsoDate;
  amountCents: number;
  /** VAT percent included in the amount; null = outside VAT (city tax). */
  vatRate: number | null;
  /** 1-based room of the reservation the line is about (stay lines), else null. */
  room: number | null;
  /** The extra's id (service id, or the bed's type) for EXTRA lines, else null. */
  item: string | null;
  /** Staff's words: what a CHARGE is ("Parking"), null for stay lines. */
  description: string | null;
  /** Why a correction or waiver was made. */
  reason: string | null;
  by: FolioAuthor;
  /** The instant a stored line was added (ISO), null for stay lines. */
  createdDate: string | null;
};

export type FolioPayment = {
  id: string;
  kind: 'PAYMENT' | 'REFUND';
  method: PaymentMethod;
  /** Always positive; a REFUND takes money back. */
  amountCents: number;
  reference: string | null;
  date: IsoDate;
  by: FolioAuthor;
  createdDate: string;
};

/** A room of the stay as the folio reads it (the engine's reserved room plus its city tax). */
export type FolioRoom = {
  status: ReservationStatus;
  startDate: IsoDate;
  dailyRates: ReadonlyArray<ReservationNight>;
  beds: ReadonlyArray<Pick<ReservationBed, 'type' | 'frequency' | 'unitCents'>>;
  services: ReadonlyArray<
    Pick<ReservationService, 'serviceId' | 'bookability' | 'frequency' | 'unitCents' | 'count'>
  >;
  totalCents: number;
  cancelAmountCents: number;
  cityTaxCents: number;
  /** An early checkout that fell back to the check-in penalty (the engine's floor). */
  penalty?: boolean;
};

export type FolioStay = {
  rooms: ReadonlyArray<FolioRoom>;
  /** The hotel day the reservation was cancelled or its no-show recorded (a penalty's date), else null. */
  closedOn: IsoDate | null;
};

/** Whether a room's guest owes the stay (CONFIRMED, EARLY_CHECKOUT) rather than a penalty. */
const owesStay = (status: ReservationStatus) => status === 'CONFIRMED' || status === 'EARLY_CHECKOUT';

/**
 * What one room owes: its total and city tax while the stay stands, its penalty once cancelled or
 * a no-show. roomOwedCents({ status: 'CANCELLED', totalCents: 30000, cancelAmountCents: 10000,
 * cityTaxCents: 1200 }) = 10000. The reservations list sums it without reading the nights.
 */
export function roomOwedCents(
  room: Pick<FolioRoom, 'status' | 'totalCents' | 'cancelAmountCents' | 'cityTaxCents'>,
): number {
  return owesStay(room.status) ? room.totalCents + room.cityTaxCents : room.cancelAmountCents;
}

/** The lines of one room's extras, or one line for all of them when the items do not add up. */
function extraLines(room: FolioRoom, index: number, extrasCents: number, rate: number): FolioLine[] {
  const nights = room.dailyRates.length;
  const items: FolioLine[] = [];
  room.beds.forEach((bed, i) => {
    items.push(
      stayLine(
        `r${index}-bed-${i}`,
        'EXTRA',
        room.startDate,
        reservationBedCents(bed, nights),
        rate,
        index,
        bed.type,
      ),
    );
  });
  room.services.forEach((service, i) => {
    const cents = reservationServiceCents(service, nights);
    // INCLUDED services are part of the rate: nothing to list.
    if (cents === 0) return;
    items.push(
      stayLine(`r${index}-svc-${i}`, 'EXTRA', room.startDate, cents, rate, index, service.serviceId),
    );
  });
  const itemized = items.reduce((sum, line) => sum + line.amountCents, 0);
  if (itemized === extrasCents || (room.penalty && itemized < extrasCents)) {
    return items.filter((line) => line.amountCents !== 0);
  }
  // An early checkout prices extras for the nights kept, and a penalty floor may add more: the
  // stored total is the truth, told as one line.
  return extrasCents > 0
    ? [stayLine(`r${index}-extras`, 'EXTRA', room.startDate, extrasCents, rate, index, null)]
    : [];
}

function stayLine(
  id: string,
  kind: FolioLineKind,
  date: IsoDate,
  amountCents: number,
  vatRate: number | null,
  room: number,
  item: string | null,
): FolioLine {
  return {
    id,
    kind,
    date,
    amountCents,
    vatRate,
    room,
    item,
    description: null,
    reason: null,
    by: null,
    createdDate: null,
  };
}

/**
 * The lines the stay itself owes, in room order: nights, extras, city tax; or the penalty of a
 * cancelled or no-show room (nothing when it was free). Their sum is Σ `roomOwedCents`.
 */
export function stayLines(stay: FolioStay, rates: FolioVatRates): FolioLine[] {
  const lines: FolioLine[] = [];
  stay.rooms.forEach((room, i) => {
    const index = i + 1;
    if (!owesStay(room.status)) {
      if (room.cancelAmountCents > 0) {
        const date = stay.closedOn ?? room.startDate;
        lines.push(
          stayLine(
            `r${index}-penalty`,
            'PENALTY',
            date,
            room.cancelAmountCents,
            rates.accommodation,
            index,
            null,
          ),
        );
      }
      return;
    }
    let nightsCents = 0;
    for (const night of room.dailyRates) {
      // Never more than the room's total (the VAT split's own rule, reservationRoomVatParts).
      const cents = Math.min(night.amountCents, room.totalCents - nightsCents);
      nightsCents += cents;
      lines.push(
        stayLine(
          `r${index}-n-${night.date}`,
          'ACCOMMODATION',
          night.date,
          cents,
          rates.accommodation,
          index,
          null,
        ),
      );
    }
    const rest = room.totalCents - nightsCents;
    const itemized = extraLines(room, index, rest, rates.extras);
    const extrasCents = itemized.reduce((sum, line) => sum + line.amountCents, 0);
    lines.push(...itemized);
    // What an early checkout's floor charges beyond the nights and extras it kept.
    if (rest - extrasCents > 0) {
      lines.push(
        stayLine(
          `r${index}-penalty`,
          'PENALTY',
          room.startDate,
          rest - extrasCents,
          rates.accommodation,
          index,
          null,
        ),
      );
    }
    if (room.cityTaxCents > 0) {
      lines.push(
        stayLine(`r${index}-city-tax`, 'CITY_TAX', room.startDate, room.cityTaxCents, null, index, null),
      );
    }
  });
  return lines.filter((line) => line.amountCents !== 0 || line.kind === 'ACCOMMODATION');
}

export type FolioTotals = {
  /** Σ lines: what the guest owes in all, city tax included. */
  chargesCents: number;
  /** Σ payments − Σ refunds. */
  paidCents: number;
  /** chargesCents − paidCents; negative when the hotel owes the guest money back. */
  balanceCents: number;
  /** The deposit the policy asks while the stay stands (0 once cancelled or a no-show). */
  depositDueCents: number;
  /** What the payments cover of that deposit. */
  depositPaidCents: number;
};

/**
 * The one balance of a reservation (list, detail, receipt, front desk):
 * folioBalance({ chargesCents: 30000, paymentsCents: 10000, refundsCents: 0, depositCents: 9000 })
 * = { chargesCents: 30000, paidCents: 10000, balanceCents: 20000, depositDueCents: 9000, depositPaidCents: 9000 }.
 */
export function folioBalance(input: {
  chargesCents: number;
  paymentsCents: number;
  refundsCents: number;
  /** The reservation's deposit (decision 043); pass 0 when the stay no longer stands. */
  depositCents: number;
}): FolioTotals {
  const paidCents = input.paymentsCents - input.refundsCents;
  const depositDueCents = Math.max(0, input.depositCents);
  return {
    chargesCents: input.chargesCents,
    paidCents,
    balanceCents: input.chargesCents - paidCents,
    depositDueCents,
    depositPaidCents: Math.min(depositDueCents, Math.max(0, paidCents)),
  };
}

/** The totals of a whole folio: its lines and its payments. */
export function folioTotals(
  lines: ReadonlyArray<Pick<FolioLine, 'amountCents'>>,
  payments: ReadonlyArray<Pick<FolioPayment, 'kind' | 'amountCents'>>,
  depositCents: number,
): FolioTotals {
  let paymentsCents = 0;
  let refundsCents = 0;
  for (const payment of payments) {
    if (payment.kind === 'PAYMENT') paymentsCents += payment.amountCents;
    else refundsCents += payment.amountCents;
  }
  return folioBalance({
    chargesCents: lines.reduce((sum, line) => sum + line.amountCents, 0),
    paymentsCents,
    refundsCents,
    depositCents,
  });
}

/** The deposit still asked: the reservation's while any room stands, none once all are cancelled or no-shows. */
export function depositDue(rooms: ReadonlyArray<Pick<FolioRoom, 'status'>>, depositCents: number): number {
  return rooms.some((room) => owesStay(room.status)) ? depositCents : 0;
}

/** The penalty still owed: Σ PENALTY lines less what WAIVER lines took off. */
export function penaltyOutstanding(lines: ReadonlyArray<Pick<FolioLine, 'kind' | 'amountCents'>>): number {
  let cents = 0;
  for (const line of lines) if (line.kind === 'PENALTY' || line.kind === 'WAIVER') cents += line.amountCents;
  return Math.max(0, cents);
}

/** Why a folio write is refused (the field error code of its 400 or 409). */
export const FolioRefusal = {
  amount: 'error.folio.amount.invalid',
  exceedsBalance: 'error.folio.payment.exceeds.balance',
  exceedsPaid: 'error.folio.refund.exceeds.paid',
  belowZero: 'error.folio.charges.below.zero',
  noPenalty: 'error.folio.waive.nothing',
  exceedsPenalty: 'error.folio.waive.exceeds.penalty',
} as const;
export type FolioRefusalCode = (typeof FolioRefusal)[keyof typeof FolioRefusal];

/** Largest amount one line or payment may carry: € 1,000,000.00. */
export const FOLIO_MAX_CENTS = 100_000_000;

/**
 * A payment of `amountCents`: positive, and never more than the balance still due (a second
 * desk recording the same payment sees it refused instead of a credit nobody meant).
 */
export function checkPayment(
  totals: Pick<FolioTotals, 'balanceCents'>,
  amountCents: number,
): FolioRefusalCode | null {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) return FolioRefusal.amount;
  if (amountCents > totals.balanceCents) return FolioRefusal.exceedsBalance;
  return null;
}

/** A refund of `amountCents`: positive, and never more than what was paid and not yet refunded. */
export function checkRefund(
  totals: Pick<FolioTotals, 'paidCents'>,
  amountCents: number,
): FolioRefusalCode | null {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) return FolioRefusal.amount;
  if (amountCents > totals.paidCents) return FolioRefusal.exceedsPaid;
  return null;
}

/**
 * A manual charge: any non-zero amount; a negative one (a correction) may not take what the folio
 * owes below zero: checkCharge({ chargesCents: 1500 }, -2000) = 'error.folio.charges.below.zero'.
 */
export function checkCharge(
  totals: Pick<FolioTotals, 'chargesCents'>,
  amountCents: number,
): FolioRefusalCode | null {
  if (!Number.isSafeInteger(amountCents) || amountCents === 0) return FolioRefusal.amount;
  if (totals.chargesCents + amountCents < 0) return FolioRefusal.belowZero;
  return null;
}

/** A waiver of `amountCents` of the penalty (null: all of what is still owed); the amount it takes off. */
export function checkWaiver(
  lines: ReadonlyArray<Pick<FolioLine, 'kind' | 'amountCents'>>,
  amountCents: number | null,
): { ok: true; amountCents: number } | { ok: false; code: FolioRefusalCode } {
  const owed = penaltyOutstanding(lines);
  if (owed <= 0) return { ok: false, code: FolioRefusal.noPenalty };
  if (amountCents === null) return { ok: true, amountCents: owed };
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) return { ok: false, code: FolioRefusal.amount };
  if (amountCents > owed) return { ok: false, code: FolioRefusal.exceedsPenalty };
  return { ok: true, amountCents };
}

/** The VAT rate a manual charge of `vatClass` takes. */
export function chargeVatRate(vatClass: VatClass, rates: FolioVatRates): number {
  return vatClass === 'ACCOMMODATION' ? rates.accommodation : rates.extras;
}

export type VatTotal = {
  /** null: outside VAT (city tax). */
  vatRate: number | null;
  grossCents: number;
  taxableCents: number;
  vatCents: number;
};

/**
 * The receipt's totals by VAT rate, highest rate first, outside-VAT last: each rate's lines added
 * up, then split once (vatSplit), so taxable + VAT = gross on every row:
 * vatTotals([11000 at 10, 1220 at 22, 400 outside]) = [22: 1220 = 1000 + 220, 10: 11000 = 10000 + 1000, —: 400].
 */
export function vatTotals(lines: ReadonlyArray<Pick<FolioLine, 'amountCents' | 'vatRate'>>): VatTotal[] {
  const byRate = new Map<number | null, number>();
  for (const line of lines) byRate.set(line.vatRate, (byRate.get(line.vatRate) ?? 0) + line.amountCents);
  const rows: VatTotal[] = [];
  for (const [vatRate, grossCents] of byRate) {
    if (vatRate === null) rows.push({ vatRate, grossCents, taxableCents: grossCents, vatCents: 0 });
    else rows.push({ vatRate, grossCents, ...signedSplit(grossCents, vatRate) });
  }
  return rows.sort((a, b) => (b.vatRate ?? -1) - (a.vatRate ?? -1));
}

/** vatSplit of a negative gross (a folio corrected below its lines' rate total) mirrors the positive one. */
function signedSplit(grossCents: number, vatRate: number): { taxableCents: number; vatCents: number } {
  if (grossCents >= 0) return vatSplit(grossCents, vatRate);
  const split = vatSplit(-grossCents, vatRate);
  return { taxableCents: -split.taxableCents, vatCents: -split.vatCents + 0 };
}

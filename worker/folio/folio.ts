/**
 * The folio of a reservation (FOLIO-1, decision 052), apart from HTTP: read it, add a charge or
 * correction, record a payment or a refund, waive a penalty. It takes validated input and the
 * manager who acts, and answers what happened; the routes turn that into statuses.
 *
 * - The stay's own lines come from the reservation as stored (src/domain/folio.ts `stayLines`);
 *   what staff add is appended (worker/data/folio.ts), never edited.
 * - Each write is checked against the folio as it is now (a refund above what was paid, a payment
 *   above the balance, a waiver with no penalty: refused), then written in ONE batch guarded by
 *   the folio version the screen read, with its history event: of two desks at once one wins, the
 *   other gets a conflict and nothing is written.
 */
import type { FolioView } from '../../src/contracts/secure/folio.ts';
import { todayIn } from '../../src/domain/booking/dates.ts';
import { vatRatesOf } from '../../src/domain/booking/pricing.ts';
import {
  chargeVatRate,
  checkCharge,
  checkPayment,
  checkRefund,
  checkWaiver,
  depositDue,
  type FolioLine,
  type FolioPayment,
  type FolioRefusalCode,
  type FolioStay,
  type FolioVatRates,
  folioTotals,
  type PaymentMethod,
  penaltyOutstanding,
  stayLines,
  type VatClass,
  vatTotals,
} from '../../src/domain/folio.ts';
import { money } from '../../src/domain/money.ts';
import type { ReservationEventType } from '../../src/domain/reservation-history.ts';
import type { Localized } from '../data/booking-catalogue.ts';
import {
  bumpFolioVersion,
  type FolioWriter,
  folioGuard,
  insertReceipt,
  lineStatement,
  loadFolioBalances,
  loadFolioEntries,
  loadReceiptNumbers,
  type NewFolioLine,
  type NewFolioPayment,
  paymentStatement,
  type ReceiptNumber,
  voidReceipt,
} from '../data/folio.ts';
import { type EventDetail, eventStatement } from '../data/reservation-events.ts';
import { staffReservationNames } from '../data/reservation-list.ts';
import {
  findHotelReservation,
  type StoredReservation,
  toDomainReservation,
} from '../data/stored-reservation.ts';

/** A read folio: the view, and what a write needs of the stored reservation. */
export type LoadedFolio = {
  stored: StoredReservation;
  view: FolioView;
  lines: FolioLine[];
  payments: FolioPayment[];
  rates: FolioVatRates;
};

export type FolioWrite =
  | { kind: 'saved'; folio: LoadedFolio }
  | { kind: 'not-found' }
  | { kind: 'conflict' }
  | { kind: 'refused'; field: string; code: FolioRefusalCode };

/** The signed-in manager. */
export type FolioActor = { id: number; name: string; surname: string };

/** The stay as the folio reads it, from the stored rows. */
export function folioStay(stored: StoredReservation): FolioStay {
  const domain = toDomainReservation(stored);
  const closedOn =
    stored.row.cancelled_date !== null
      ? todayIn(stored.row.hotel_time_zone, Date.parse(stored.row.cancelled_date))
      : null;
  return {
    closedOn,
    rooms: domain.rooms.map((room, i) => ({
      status: room.status,
      startDate: room.startDate,
      dailyRates: room.dailyRates,
      beds: room.beds,
      services: room.services,
      totalCents: room.totalCents,
      cancelAmountCents: room.cancelAmountCents,
      cityTaxCents: stored.rooms[i]?.city_tax_cents ?? 0,
      penalty: room.penalty,
    })),
  };
}

/** The hotel's two VAT rates (decision 043) as the folio uses them. */
export function hotelVatRates(stored: StoredReservation): FolioVatRates {
  return vatRatesOf({ vatRate: stored.row.hotel_vat_tax, vatRateExtras: stored.row.hotel_vat_tax_extras });
}

/** Reservation `code` of hotel `hotelId` with its folio, or null. */
export async function readFolio(db: D1Database, hotelId: number, code: string): Promise<LoadedFolio | null> {
  const stored = await findHotelReservation(db, { hotelId, code });
  if (!stored) return null;
  const [entries, names, receipts] = await Promise.all([
    loadFolioEntries(db, stored.row.id),
    staffReservationNames(db, hotelId, [], stored.row.source),
    loadReceiptNumbers(db, stored.row.id),
  ]);
  const rates = hotelVatRates(stored);
  const stay = folioStay(stored);
  const lines = [...stayLines(stay, rates), ...entries.lines];
  const totals = folioTotals(lines, entries.payments, depositDue(stay.rooms, stored.row.deposit_cents));
  const view: FolioView = {
    code: stored.row.code,
    status: stored.row.status,
    lines: lines.map((line) => {
      const isService = line.id.includes('-svc-');
      const service = isService && line.item ? names.services.get(Number(line.item)) : undefined;
      return {
        id: line.id,
        kind: line.kind,
        date: line.date,
        amountCents: line.amountCents,
        vatRate: line.vatRate,
        room: line.room,
        itemName: service ? serviceName(service) : null,
        bedType: line.id.includes('-bed-') ? line.item : null,
        description: line.description,
        reason: line.reason,
        by: line.by,
        createdDate: line.createdDate,
      };
    }),
    payments: entries.payments,
    ...totals,
    penaltyCents: penaltyOutstanding(lines),
    vatTotals: vatTotals(lines),
    vatRates: rates,
    receipts,
    currency: stored.row.currency,
    version: stored.row.folio_version,
  };
  return { stored, view, lines, payments: entries.payments, rates };
}

function serviceName(service: { nameKey: string; name: Localized }): Record<string, string> {
  const name: Record<string, string> = {};
  for (const [language, text] of Object.entries(service.name))
    if (typeof text === 'string') name[language] = text;
  if (Object.keys(name).length === 0) name.en = service.nameKey;
  return name;
}

type Planned = {
  line?: NewFolioLine;
  payment?: NewFolioPayment;
  event: { type: ReservationEventType; detail: EventDetail };
};

/** Loads the folio, checks the version and the rule, and writes the planned rows in one guarded batch. */
async function write(
  db: D1Database,
  hotelId: number,
  code: string,
  version: number,
  actor: FolioActor,
  now: Date,
  plan: (folio: LoadedFolio, today: string) => Planned | { refused: FolioRefusalCode; field: string },
): Promise<FolioWrite> {
  const folio = await readFolio(db, hotelId, code);
  if (!folio) return { kind: 'not-found' };
  if (folio.view.version !== version) return { kind: 'conflict' };
  const today = todayIn(folio.stored.row.hotel_time_zone, now.getTime());
  const planned = plan(folio, today);
  if ('refused' in planned) return { kind: 'refused', field: planned.field, code: planned.refused };
  const guard = { reservationId: folio.stored.row.id, version };
  const writer: FolioWriter = { managerId: actor.id, name: actor.name, surname: actor.surname };
  const statements: D1PreparedStatement[] = [];
  if (planned.line) statements.push(lineStatement(db, guard, planned.line, writer, now));
  if (planned.payment) statements.push(paymentStatement(db, guard, planned.payment, writer, now));
  statements.push(
    eventStatement(db, {
      reservation: { id: guard.reservationId },
      type: planned.event.type,
      actor: { kind: 'STAFF', managerId: actor.id, name: actor.name, surname: actor.surname },
      detail: planned.event.detail,
      now,
      when: folioGuard(guard.reservationId, version),
    }),
    bumpFolioVersion(db, guard),
  );
  const results = await db.batch(statements);
  if ((results.at(-1)?.meta.changes ?? 0) !== 1) return { kind: 'conflict' };
  const saved = await readFolio(db, hotelId, code);
  return saved ? { kind: 'saved', folio: saved } : { kind: 'not-found' };
}

const moneyDetail = (cents: number, currency: string) => ({ amount: money(cents), currency });

/** A charge (minibar, parking), or a correction: a negative charge with its reason. */
export function addCharge(
  db: D1Database,
  params: { hotelId: number; code: string },
  input: { description: string; amountCents: number; vatClass: VatClass; reason?: string; version: number },
  actor: FolioActor,
  now: Date,
): Promise<FolioWrite> {
  return write(db, params.hotelId, params.code, input.version, actor, now, (folio, today) => {
    const refused = checkCharge(folio.view, input.amountCents);
    if (refused) return { refused, field: 'amountCents' };
    const currency = folio.view.currency;
    return {
      line: {
        kind: 'CHARGE',
        date: today,
        amountCents: input.amountCents,
        currency,
        vatRate: chargeVatRate(input.vatClass, folio.rates),
        description: input.description,
        reason: input.reason ?? null,
      },
      event: {
        type: 'FOLIO_CHARGE',
        detail: {
          ...moneyDetail(input.amountCents, currency),
          description: input.description,
          reason: input.reason ?? null,
        },
      },
    };
  });
}

/** Money received, never more than the balance. */
export function recordPayment(
  db: D1Database,
  params: { hotelId: number; code: string },
  input: { amountCents: number; method: PaymentMethod; reference?: string; version: number },
  actor: FolioActor,
  now: Date,
): Promise<FolioWrite> {
  return write(db, params.hotelId, params.code, input.version, actor, now, (folio, today) => {
    const refused = checkPayment(folio.view, input.amountCents);
    if (refused) return { refused, field: 'amountCents' };
    const currency = folio.view.currency;
    return {
      payment: {
        kind: 'PAYMENT',
        method: input.method,
        amountCents: input.amountCents,
        currency,
        reference: input.reference ?? null,
        reason: null,
        date: today,
      },
      event: {
        type: 'FOLIO_PAYMENT',
        detail: { ...moneyDetail(input.amountCents, currency), method: input.method },
      },
    };
  });
}

/** Money given back, never more than was paid. */
export function recordRefund(
  db: D1Database,
  params: { hotelId: number; code: string },
  input: { amountCents: number; method: PaymentMethod; reference?: string; reason: string; version: number },
  actor: FolioActor,
  now: Date,
): Promise<FolioWrite> {
  return write(db, params.hotelId, params.code, input.version, actor, now, (folio, today) => {
    const refused = checkRefund(folio.view, input.amountCents);
    if (refused) return { refused, field: 'amountCents' };
    const currency = folio.view.currency;
    return {
      payment: {
        kind: 'REFUND',
        method: input.method,
        amountCents: input.amountCents,
        currency,
        reference: input.reference ?? null,
        reason: input.reason,
        date: today,
      },
      event: {
        type: 'FOLIO_REFUND',
        detail: { ...moneyDetail(input.amountCents, currency), method: input.method, reason: input.reason },
      },
    };
  });
}

/** A penalty waived (all of it, or part), with the reason, at the penalty's VAT rate. */
export function waivePenalty(
  db: D1Database,
  params: { hotelId: number; code: string },
  input: { amountCents: number | null; reason: string; version: number },
  actor: FolioActor,
  now: Date,
): Promise<FolioWrite> {
  return write(db, params.hotelId, params.code, input.version, actor, now, (folio, today) => {
    const checked = checkWaiver(folio.lines, input.amountCents);
    if (!checked.ok) return { refused: checked.code, field: 'amountCents' };
    const penalty = folio.lines.find((line) => line.kind === 'PENALTY');
    const currency = folio.view.currency;
    return {
      line: {
        kind: 'WAIVER',
        date: today,
        amountCents: -checked.amountCents,
        currency,
        vatRate: penalty?.vatRate ?? folio.rates.accommodation,
        description: null,
        reason: input.reason,
      },
      event: {
        type: 'PENALTY_WAIVED',
        detail: { ...moneyDetail(checked.amountCents, currency), reason: input.reason },
      },
    };
  });
}

/**
 * A reservation view's "charged" and "unpaid" figures from its folio (what payments recorded, and
 * the balance floored at 0), so the guest's page and the staff's read say what the folio says.
 */
export async function withFolioFigures<T extends { chargedAmount: number; unpaidBalance: number }>(
  db: D1Database,
  reservation: { hotelId: number; code: string },
  view: T,
): Promise<T> {
  const balance = (await loadFolioBalances(db, reservation.hotelId, [reservation.code])).get(
    reservation.code,
  );
  if (!balance) return view;
  return {
    ...view,
    chargedAmount: money(balance.paidCents),
    unpaidBalance: money(Math.max(0, balance.balanceCents)),
  };
}

/**
 * Issues a receipt number for the folio as it is now: the next of the hotel's year (its today's),
 * or the reservation's latest valid one when the folio has not changed since it was issued (a
 * second press prints the same receipt). A number two desks took at once is retried.
 */
export async function issueReceipt(
  db: D1Database,
  params: { hotelId: number; code: string },
  actor: FolioActor,
  now: Date,
): Promise<{ kind: 'issued'; receipt: ReceiptNumber } | { kind: 'not-found' }> {
  const folio = await readFolio(db, params.hotelId, params.code);
  if (!folio) return { kind: 'not-found' };
  const reservationId = folio.stored.row.id;
  const existing = await db
    .prepare(
      `SELECT year, number, issued_date FROM receipts
        WHERE reservation_id = ? AND voided_date IS NULL AND folio_version = ? ORDER BY id DESC LIMIT 1`,
    )
    .bind(reservationId, folio.view.version)
    .first<{ year: number; number: number; issued_date: string }>();
  if (existing) {
    return {
      kind: 'issued',
      receipt: {
        year: existing.year,
        number: existing.number,
        issuedDate: existing.issued_date,
        voided: null,
      },
    };
  }
  const year = Number(todayIn(folio.stored.row.hotel_time_zone, now.getTime()).slice(0, 4));
  const writer: FolioWriter = { managerId: actor.id, name: actor.name, surname: actor.surname };
  for (let attempt = 0; ; attempt++) {
    try {
      const number = await insertReceipt(db, {
        hotelId: params.hotelId,
        year,
        reservationId,
        totalCents: folio.view.chargesCents,
        paidCents: folio.view.paidCents,
        currency: folio.view.currency,
        folioVersion: folio.view.version,
        writer,
        now,
      });
      return { kind: 'issued', receipt: { year, number, issuedDate: now.toISOString(), voided: null } };
    } catch (error) {
      // Another desk took this number in the same instant: the next one is ours.
      if (attempt >= 2 || !String(error).includes('UNIQUE')) throw error;
    }
  }
}

/** Voids receipt `year`/`number` of the reservation with its reason; false when it is not a valid one of it. */
export async function voidReceiptNumber(
  db: D1Database,
  params: { hotelId: number; code: string; year: number; number: number },
  reason: string,
  actor: FolioActor,
  now: Date,
): Promise<'voided' | 'not-found'> {
  const stored = await findHotelReservation(db, { hotelId: params.hotelId, code: params.code });
  if (!stored) return 'not-found';
  const voided = await voidReceipt(db, {
    reservationId: stored.row.id,
    year: params.year,
    number: params.number,
    reason,
    writer: { managerId: actor.id, name: actor.name, surname: actor.surname },
    now,
  });
  return voided ? 'voided' : 'not-found';
}

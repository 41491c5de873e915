/**
 * The folio's SQL (migration 0028): the lines staff add and the payments of a reservation, their
 * guarded appends, and the balances of many reservations at once (the reservations list, the
 * front desk's Today).
 *
 * Every write is the caller's ONE db.batch: the inserts run only while the reservation's
 * folio_version is the one the screen read (`INSERT … SELECT … WHERE`), the history event with
 * them, and the last statement bumps the version; its `changes` tells whether the batch won.
 */

import type { ReservationStatus } from '../../src/domain/booking/types.ts';
import {
  depositDue,
  type FolioAuthor,
  type FolioLine,
  type FolioPayment,
  type FolioTotals,
  folioBalance,
  type PaymentMethod,
  roomOwedCents,
} from '../../src/domain/folio.ts';

type LineRow = {
  id: number;
  kind: 'CHARGE' | 'WAIVER';
  date: string;
  amount_cents: number;
  vat_rate: number | null;
  description: string | null;
  reason: string | null;
  actor_json: string | null;
  created_date: string;
};

type PaymentRow = {
  id: number;
  kind: 'PAYMENT' | 'REFUND';
  method: PaymentMethod;
  amount_cents: number;
  reference: string | null;
  date: string;
  actor_json: string | null;
  created_date: string;
};

function authorOf(text: string | null): FolioAuthor {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as { name?: unknown; surname?: unknown };
    return {
      name: typeof value.name === 'string' ? value.name : '',
      surname: typeof value.surname === 'string' ? value.surname : '',
    };
  } catch {
    return null;
  }
}

/** The stored lines and payments of reservation `reservationId`, in the order they were added. */
export async function loadFolioEntries(
  db: D1Database,
  reservationId: number,
): Promise<{ lines: FolioLine[]; payments: FolioPayment[] }> {
  const [lines, payments] = await db.batch<unknown>([
    db
      .prepare(
        `SELECT id, kind, date, amount_cents, vat_rate, description, reason, actor_json, created_date
           FROM folio_lines WHERE reservation_id = ? ORDER BY id`,
      )
      .bind(reservationId),
    db
      .prepare(
        `SELECT id, kind, method, amount_cents, reference, date, actor_json, created_date
           FROM folio_payments WHERE reservation_id = ? ORDER BY id`,
      )
      .bind(reservationId),
  ]);
  return {
    lines: ((lines?.results ?? []) as LineRow[]).map((row) => ({
      id: `e${row.id}`,
      kind: row.kind,
      date: row.date,
      amountCents: row.amount_cents,
      vatRate: row.vat_rate,
      room: null,
      item: null,
      description: row.description,
      reason: row.reason,
      by: authorOf(row.actor_json),
      createdDate: row.created_date,
    })),
    payments: ((payments?.results ?? []) as PaymentRow[]).map((row) => ({
      id: `p${row.id}`,
      kind: row.kind,
      method: row.method,
      amountCents: row.amount_cents,
      reference: row.reference,
      date: row.date,
      by: authorOf(row.actor_json),
      createdDate: row.created_date,
    })),
  };
}

/** Who writes: the signed-in manager. */
export type FolioWriter = { managerId: number; name: string; surname: string };

/** The guard every insert of a folio batch carries. */
const FOLIO_GUARD = 'EXISTS (SELECT 1 FROM reservations WHERE id = ? AND folio_version = ?)';

export type NewFolioLine = {
  kind: 'CHARGE' | 'WAIVER';
  date: string;
  amountCents: number;
  currency: string;
  vatRate: number | null;
  description: string | null;
  reason: string | null;
};

export type NewFolioPayment = {
  kind: 'PAYMENT' | 'REFUND';
  method: PaymentMethod;
  amountCents: number;
  currency: string;
  reference: string | null;
  reason: string | null;
  date: string;
};

const actorJson = (writer: FolioWriter) => JSON.stringify({ name: writer.name, surname: writer.surname });

/** The guarded INSERT of one line (for the caller's batch). */
export function lineStatement(
  db: D1Database,
  guard: { reservationId: number; version: number },
  line: NewFolioLine,
  writer: FolioWriter,
  now: Date,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO folio_lines (reservation_id, kind, date, amount_cents, currency, vat_rate, description, reason,
         actor_id, actor_json, created_date)
       SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE ${FOLIO_GUARD}`,
    )
    .bind(
      guard.reservationId,
      line.kind,
      line.date,
      line.amountCents,
      line.currency,
      line.vatRate,
      line.description,
      line.reason,
      writer.managerId,
      actorJson(writer),
      now.toISOString(),
      guard.reservationId,
      guard.version,
    );
}

/** The guarded INSERT of one payment or refund (for the caller's batch). */
export function paymentStatement(
  db: D1Database,
  guard: { reservationId: number; version: number },
  payment: NewFolioPayment,
  writer: FolioWriter,
  now: Date,
): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO folio_payments (reservation_id, kind, method, amount_cents, currency, reference, reason, date,
         actor_id, actor_json, created_date)
       SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE ${FOLIO_GUARD}`,
    )
    .bind(
      guard.reservationId,
      payment.kind,
      payment.method,
      payment.amountCents,
      payment.currency,
      payment.reference,
      payment.reason,
      payment.date,
      writer.managerId,
      actorJson(writer),
      now.toISOString(),
      guard.reservationId,
      guard.version,
    );
}

/** The batch's last statement: bumps the folio version; 1 change when the batch won. */
export function bumpFolioVersion(
  db: D1Database,
  guard: { reservationId: number; version: number },
): D1PreparedStatement {
  return db
    .prepare('UPDATE reservations SET folio_version = folio_version + 1 WHERE id = ? AND folio_version = ?')
    .bind(guard.reservationId, guard.version);
}

/** The history condition of a folio batch (reservation-events.ts `when`). */
export const folioGuard = (reservationId: number, version: number) => ({
  sql: FOLIO_GUARD,
  params: [reservationId, version] as const,
});

type BalanceHead = {
  id: number;
  code: string;
  deposit_cents: number;
  currency: string;
};
type BalanceRoom = {
  reservation_id: number;
  status: ReservationStatus;
  total_cents: number;
  cancel_amount_cents: number;
  city_tax_cents: number;
};
type BalanceSums = {
  reservation_id: number;
  lines_cents: number;
  payments_cents: number;
  refunds_cents: number;
};

/** Reservations per statement of loadFolioBalances (D1's 100 bound parameters, the hotel id included). */
const BALANCE_CHUNK = 90;

/** A reservation's balance for a list row: the folio's figures and its currency. */
export type FolioBalance = FolioTotals & { currency: string };

/**
 * The folio balances of hotel `hotelId`'s reservations named by id or by code, keyed by code, in
 * one batch of three reads; the same figures as the folio itself (`folioBalance` over what the
 * stay owes, the lines staff added and the payments). Codes of other hotels are left out.
 * loadFolioBalances(db, 1, ['DEMOVE0001']) → Map { 'DEMOVE0001' => { balanceCents: 0, … } }.
 */
export async function loadFolioBalances(
  db: D1Database,
  hotelId: number,
  reservations: ReadonlyArray<number | string>,
): Promise<Map<string, FolioBalance>> {
  const balances = new Map<string, FolioBalance>();
  if (reservations.length === 0) return balances;
  // D1 binds at most 100 parameters per statement: a page of 100 reservations is read in parts,
  // all in the one batch.
  const statements: D1PreparedStatement[] = [];
  for (let from = 0; from < reservations.length; from += BALANCE_CHUNK) {
    const part = reservations.slice(from, from + BALANCE_CHUNK);
    const ids = part.filter((r): r is number => typeof r === 'number');
    const codes = part.filter((r): r is string => typeof r === 'string');
    const placeholders = (list: readonly unknown[]) => list.map(() => '?').join(', ') || 'NULL';
    const where = `r.hotel_id = ? AND (r.id IN (${placeholders(ids)}) OR r.code IN (${placeholders(codes)}))`;
    const params = [hotelId, ...ids, ...codes];
    statements.push(
      db
        .prepare(`SELECT r.id, r.code, r.deposit_cents, r.currency FROM reservations r WHERE ${where}`)
        .bind(...params),
      db
        .prepare(
          `SELECT rr.reservation_id, rr.status, rr.total_cents, rr.cancel_amount_cents, rr.city_tax_cents
             FROM reservation_rooms rr JOIN reservations r ON r.id = rr.reservation_id WHERE ${where}`,
        )
        .bind(...params),
      db
        .prepare(
          `SELECT r.id AS reservation_id,
             (SELECT COALESCE(SUM(amount_cents), 0) FROM folio_lines l WHERE l.reservation_id = r.id) AS lines_cents,
             (SELECT COALESCE(SUM(amount_cents), 0) FROM folio_payments p
               WHERE p.reservation_id = r.id AND p.kind = 'PAYMENT') AS payments_cents,
             (SELECT COALESCE(SUM(amount_cents), 0) FROM folio_payments p
               WHERE p.reservation_id = r.id AND p.kind = 'REFUND') AS refunds_cents
           FROM reservations r WHERE ${where}`,
        )
        .bind(...params),
    );
  }
  const results = await db.batch<unknown>(statements);
  const part = (offset: number) => results.filter((_, i) => i % 3 === offset).flatMap((r) => r.results ?? []);
  const heads = { results: part(0) };
  const rooms = { results: part(1) };
  const sums = { results: part(2) };
  const roomsOf = new Map<number, BalanceRoom[]>();
  for (const room of (rooms?.results ?? []) as BalanceRoom[]) {
    roomsOf.set(room.reservation_id, [...(roomsOf.get(room.reservation_id) ?? []), room]);
  }
  const sumsOf = new Map(((sums?.results ?? []) as BalanceSums[]).map((s) => [s.reservation_id, s]));
  for (const head of (heads?.results ?? []) as BalanceHead[]) {
    const roomRows = roomsOf.get(head.id) ?? [];
    const sum = sumsOf.get(head.id);
    const stayCents = roomRows.reduce(
      (total, room) =>
        total +
        roomOwedCents({
          status: room.status,
          totalCents: room.total_cents,
          cancelAmountCents: room.cancel_amount_cents,
          cityTaxCents: room.city_tax_cents,
        }),
      0,
    );
    balances.set(head.code, {
      ...folioBalance({
        chargesCents: stayCents + (sum?.lines_cents ?? 0),
        paymentsCents: sum?.payments_cents ?? 0,
        refundsCents: sum?.refunds_cents ?? 0,
        depositCents: depositDue(roomRows, head.deposit_cents),
      }),
      currency: head.currency,
    });
  }
  return balances;
}

/** A receipt number of a reservation (migration 0028 `receipts`). */
export type ReceiptNumber = {
  year: number;
  number: number;
  issuedDate: string;
  voided: { date: string; reason: string } | null;
};

/** The receipts of reservation `reservationId`, oldest first. */
export async function loadReceiptNumbers(db: D1Database, reservationId: number): Promise<ReceiptNumber[]> {
  const { results } = await db
    .prepare(
      `SELECT year, number, issued_date, voided_date, void_reason FROM receipts
        WHERE reservation_id = ? ORDER BY id`,
    )
    .bind(reservationId)
    .all<{
      year: number;
      number: number;
      issued_date: string;
      voided_date: string | null;
      void_reason: string | null;
    }>();
  return results.map((row) => ({
    year: row.year,
    number: row.number,
    issuedDate: row.issued_date,
    voided: row.voided_date ? { date: row.voided_date, reason: row.void_reason ?? '' } : null,
  }));
}

/**
 * Takes the next receipt number of hotel `hotelId` in `year` for the reservation, in one
 * statement (the UNIQUE (hotel, year, number) makes a second desk at the same instant fail, and
 * the caller retries); answers the number taken.
 */
export async function insertReceipt(
  db: D1Database,
  receipt: {
    hotelId: number;
    year: number;
    reservationId: number;
    totalCents: number;
    paidCents: number;
    currency: string;
    folioVersion: number;
    writer: FolioWriter;
    now: Date;
  },
): Promise<number> {
  const row = await db
    .prepare(
      `INSERT INTO receipts (hotel_id, year, number, reservation_id, total_cents, paid_cents, currency, folio_version,
         actor_id, actor_json, issued_date)
       SELECT ?, ?, COALESCE((SELECT MAX(number) FROM receipts WHERE hotel_id = ? AND year = ?), 0) + 1,
              ?, ?, ?, ?, ?, ?, ?, ?
       RETURNING number`,
    )
    .bind(
      receipt.hotelId,
      receipt.year,
      receipt.hotelId,
      receipt.year,
      receipt.reservationId,
      receipt.totalCents,
      receipt.paidCents,
      receipt.currency,
      receipt.folioVersion,
      receipt.writer.managerId,
      actorJson(receipt.writer),
      receipt.now.toISOString(),
    )
    .first<{ number: number }>();
  return row?.number ?? 0;
}

/** Voids receipt `number` of `year` of the reservation (once); true when it was valid until now. */
export async function voidReceipt(
  db: D1Database,
  receipt: {
    reservationId: number;
    year: number;
    number: number;
    reason: string;
    writer: FolioWriter;
    now: Date;
  },
): Promise<boolean> {
  const result = await db
    .prepare(
      `UPDATE receipts SET voided_date = ?, void_reason = ?, void_actor_json = ?
        WHERE reservation_id = ? AND year = ? AND number = ? AND voided_date IS NULL`,
    )
    .bind(
      receipt.now.toISOString(),
      receipt.reason,
      actorJson(receipt.writer),
      receipt.reservationId,
      receipt.year,
      receipt.number,
    )
    .run();
  return (result.meta.changes ?? 0) === 1;
}

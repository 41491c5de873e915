/**
 * The demo reservations' payments (FOLIO-1, the folio), on any seed day: written from the state
 * each seeded reservation is in on the seed's today, so the mix is the same whatever the day.
 *
 * - a stay that is over is paid in full at check-out (an OTA's stay by its virtual card, the
 *   others by card or cash), except one in six left with its balance to chase;
 * - a stay in progress, leaving today or to come that asks a deposit has it paid by bank transfer
 *   when booked (every stay in progress, one in two of those to come); the others owe everything,
 *   so today's departures settle their balance at the desk;
 * - a cancelled reservation owes its penalty; one in three of those with a penalty had paid its
 *   deposit first (a penalty after a partial payment), and got back by bank transfer what it paid
 *   beyond the penalty; the others owe the whole penalty.
 * - each is recorded on its day between 07:00 and 10:59 UTC (the cash report's times).
 *
 * Plain SQL over the seeded rows (INSERT … SELECT), no D1 types: scripts/db.ts builds the seed in
 * Node. Recorded by the demo manager, as the desk would have.
 */
import { DIRECT_SOURCES } from '../../src/domain/reservation-sources.ts';
import { DEMO_MANAGER } from './demo-data.ts';
import type { SqlStatement } from './sql.ts';

const direct = [...DIRECT_SOURCES].map((source) => `'${source}'`).join(', ');
const actor = JSON.stringify({ name: DEMO_MANAGER.name, surname: DEMO_MANAGER.surname });

/** What a standing stay owes in all (rooms and city tax), per reservation. */
const OWED = `(SELECT SUM(rr.total_cents + rr.city_tax_cents) FROM reservation_rooms rr
  WHERE rr.reservation_id = r.id AND rr.status IN ('CONFIRMED', 'EARLY_CHECKOUT'))`;

/**
 * When the desk recorded it: between 07:00 and 10:59 UTC (the morning's check-outs in Europe),
 * spread by reservation so that a day's cash report reads like a real morning.
 */
const RECORDED_AT = `printf('T%02d:%02d:00.000Z', 7 + r.id % 4, (r.id * 17) % 60)`;

/** One INSERT … SELECT of a payment for each reservation `where` (over `params`) selects, once. */
function payments(
  where: string,
  params: readonly string[],
  pay: { amount: string; method: string; reference: string; date: string },
): SqlStatement {
  return {
    sql: `INSERT INTO folio_payments (reservation_id, kind, method, amount_cents, currency, reference, date,
        actor_id, actor_json, created_date)
      SELECT r.id, 'PAYMENT', ${pay.method}, ${pay.amount}, r.currency, ${pay.reference}, ${pay.date}, ?, ?,
             ${pay.date} || ${RECORDED_AT}
        FROM reservations r
       WHERE ${where} AND ${pay.amount} > 0
         AND NOT EXISTS (SELECT 1 FROM folio_payments p WHERE p.reservation_id = r.id)`,
    params: [DEMO_MANAGER.id, actor, ...params],
  };
}

/** The demo payments as of the hotels' `today` (YYYY-MM-DD). */
export function demoPaymentStatements(today: string): SqlStatement[] {
  const deposit = {
    amount: 'r.deposit_cents',
    method: `'BANK_TRANSFER'`,
    reference: `'SEPA ' || r.code`,
    date: 'substr(r.created_date, 1, 10)',
  };
  return [
    payments(`r.checkout < ? AND r.status IN ('CONFIRMED', 'EARLY_CHECKOUT') AND r.id % 6 <> 0`, [today], {
      amount: OWED,
      method: `CASE WHEN r.source NOT IN (${direct}) THEN 'OTA_VIRTUAL_CARD' WHEN r.id % 2 = 0 THEN 'CARD' ELSE 'CASH' END`,
      reference: `CASE WHEN r.source NOT IN (${direct}) THEN r.source || ' payout ' || r.code
        WHEN r.id % 2 = 0 THEN 'POS ' || printf('%04d', r.id) ELSE NULL END`,
      date: 'r.checkout',
    }),
    payments(
      `r.status = 'CONFIRMED' AND r.deposit_cents > 0 AND r.checkout >= ? AND (r.checkin <= ? OR r.id % 2 = 0)`,
      [today, today],
      deposit,
    ),
    // The deposit paid before the cancellation: the penalty may be more (a balance) or less (to refund).
    payments(
      `r.status = 'CANCELLED' AND r.cancel_amount_cents > 0 AND r.deposit_cents > 0 AND r.id % 3 = 0`,
      [],
      deposit,
    ),
    // What such a deposit paid beyond the penalty went back by bank transfer the day of the
    // cancellation (the cash report's refunds).
    {
      sql: `INSERT INTO folio_payments (reservation_id, kind, method, amount_cents, currency, reference, reason, date,
          actor_id, actor_json, created_date)
        SELECT r.id, 'REFUND', 'BANK_TRANSFER', p.amount_cents - r.cancel_amount_cents, r.currency, 'SEPA ' || r.code,
               'Deposit beyond the cancellation penalty', substr(r.cancelled_date, 1, 10), ?, ?,
               substr(r.cancelled_date, 1, 10) || ${RECORDED_AT}
          FROM reservations r JOIN folio_payments p ON p.reservation_id = r.id AND p.kind = 'PAYMENT'
         WHERE r.status = 'CANCELLED' AND r.cancelled_date IS NOT NULL AND p.amount_cents > r.cancel_amount_cents
           AND substr(r.cancelled_date, 1, 10) <= ?
           AND NOT EXISTS (SELECT 1 FROM folio_payments q WHERE q.reservation_id = r.id AND q.kind = 'REFUND')`,
      params: [DEMO_MANAGER.id, actor, today],
    },
  ];
}

/**
 * A reservation's history (migration 0019, reservation_events): the statement each existing write
 * appends to its OWN db.batch, so an event is stored exactly when its change is, and the read of
 * the back office timeline.
 */

import type { ReservationEventType } from '../../src/domain/reservation-history.ts';

/** One stored event: when, who (the manager's name as it was then), and its facts, scalars only. */
export type ReservationEventRecord = {
  id: number;
  type: ReservationEventType;
  date: string;
  actor: { kind: 'STAFF' | 'GUEST'; name: string | null; surname: string | null } | null;
  detail: Record<string, string | number | boolean | null>;
};

/** Who acted: a manager (name kept as it was then), the guest, or not known. */
export type EventActor =
  | { kind: 'STAFF'; managerId: number; name: string; surname: string }
  | { kind: 'GUEST' }
  | null;

export type EventDetail = Readonly<Record<string, string | number | boolean | null>>;

export type NewEvent = {
  /** The reservation by id, or by code (a reservation inserted earlier in the same batch). */
  reservation: { id: number } | { code: string };
  type: ReservationEventType;
  actor: EventActor;
  detail?: EventDetail;
  now: Date;
  /**
   * Written only if this condition holds when the statement runs (SQL over `?` parameters), e.g.
   * the reservation's version that the batch's last statement bumps: a batch that loses its race
   * writes no event either.
   */
  when?: { sql: string; params: readonly unknown[] };
};

/** The INSERT of one event, for the caller's db.batch (before a statement whose changes are read by position). */
export function eventStatement(db: D1Database, event: NewEvent): D1PreparedStatement {
  const actor = event.actor;
  const reservationSql = 'id' in event.reservation ? '?' : '(SELECT id FROM reservations WHERE code = ?)';
  const reservationParam = 'id' in event.reservation ? event.reservation.id : event.reservation.code;
  const values = [
    reservationParam,
    event.type,
    actor?.kind ?? null,
    actor?.kind === 'STAFF' ? actor.managerId : null,
    actor?.kind === 'STAFF' ? JSON.stringify({ name: actor.name, surname: actor.surname }) : null,
    JSON.stringify(event.detail ?? {}),
    event.now.toISOString(),
  ];
  return db
    .prepare(
      `INSERT INTO reservation_events (reservation_id, type, actor_kind, actor_id, actor_json, detail_json, created_date)
       SELECT ${reservationSql}, ?, ?, ?, ?, ?, ?${event.when ? ` WHERE ${event.when.sql}` : ''}`,
    )
    .bind(...values, ...(event.when?.params ?? []));
}

/** The condition of a batch guarded by the reservation's version (applyActionStatements, moves). */
export const versionGuard = (reservationId: number, version: number) => ({
  sql: 'EXISTS (SELECT 1 FROM reservations WHERE id = ? AND version = ?)',
  params: [reservationId, version] as const,
});

/** The staff actor of the signed-in manager (null when, unexpectedly, there is none). */
export const staffActorOf = (
  user: { id: number; name: string; surname: string } | null | undefined,
): EventActor =>
  user ? { kind: 'STAFF', managerId: user.id, name: user.name, surname: user.surname } : null;

type EventRow = {
  id: number;
  type: ReservationEventType;
  actor_kind: 'STAFF' | 'GUEST' | null;
  actor_json: string | null;
  detail_json: string;
  created_date: string;
};

function parseObject(text: string | null): Record<string, unknown> {
  if (!text) return {};
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

const scalar = (value: unknown): string | number | boolean | null =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? value : null;

/** A reservation's events, oldest first (ties in insertion order). */
export async function listReservationEvents(
  db: D1Database,
  reservationId: number,
): Promise<ReservationEventRecord[]> {
  const { results } = await db
    .prepare(
      `SELECT id, type, actor_kind, actor_json, detail_json, created_date FROM reservation_events
        WHERE reservation_id = ? ORDER BY created_date, id`,
    )
    .bind(reservationId)
    .all<EventRow>();
  return results.map((row) => {
    const author = parseObject(row.actor_json);
    const detail = Object.fromEntries(
      Object.entries(parseObject(row.detail_json)).map(([k, v]) => [k, scalar(v)]),
    );
    return {
      id: row.id,
      type: row.type,
      date: row.created_date,
      actor: row.actor_kind
        ? {
            kind: row.actor_kind,
            name: typeof author.name === 'string' ? author.name : null,
            surname: typeof author.surname === 'string' ? author.surname : null,
          }
        : null,
      detail,
    };
  });
}

/**
 * A new reservation's events, appended to the batch of createReservationStatements (the
 * reservation is found by its code, inserted earlier in that batch): created, with its source
 * and who booked it, and the confirmation e-mail when one is queued.
 */
export function creationEventStatements(
  db: D1Database,
  created: {
    code: string;
    source: string;
    actor: EventActor;
    email: { template: string; to: string } | null;
    now: Date;
  },
): D1PreparedStatement[] {
  const reservation = { code: created.code };
  return [
    eventStatement(db, {
      reservation,
      type: 'CREATED',
      actor: created.actor,
      detail: { source: created.source },
      now: created.now,
    }),
    ...(created.email
      ? [
          eventStatement(db, {
            reservation,
            type: 'EMAIL_SENT',
            actor: created.actor,
            detail: { template: created.email.template, to: created.email.to },
            now: created.now,
          }),
        ]
      : []),
  ];
}

/**
 * The history lines of a staff or guest action (applyActionStatements' `events`): the new
 * status with the amount owed, and the e-mail queued with it. A status that did not change into
 * one of the action outcomes (nothing to record) gives no line.
 */
export function actionEvents(
  status: string,
  actor: EventActor,
  facts: {
    amount: number;
    currency: string;
    checkout: string;
    email: { template: string; to: string } | null;
  },
): Omit<NewEvent, 'reservation' | 'now' | 'when'>[] {
  const type = status === 'CANCELLED' || status === 'NO_SHOW' || status === 'EARLY_CHECKOUT' ? status : null;
  if (!type) return [];
  const detail: EventDetail =
    type === 'EARLY_CHECKOUT'
      ? { amount: facts.amount, currency: facts.currency, checkout: facts.checkout }
      : { amount: facts.amount, currency: facts.currency };
  return [
    { type, actor, detail },
    ...(facts.email
      ? [
          {
            type: 'EMAIL_SENT' as const,
            actor,
            detail: { template: facts.email.template, to: facts.email.to },
          },
        ]
      : []),
  ];
}

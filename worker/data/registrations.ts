/**
 * Pending registrations and hotel contracts (migration 0018, decision 030). A registration is
 * stored whole until its e-mail is verified; the verification creates the manager, the hotel
 * (not bookable until set up), their link and the contract in ONE guarded `db.batch`.
 */

import type { Billing } from '../../src/contracts/register.ts';
import type { HotelInfoView } from '../../src/contracts/secure/property.ts';
import type { Plan, PlanLengthDiscount, PlanPaymentOption } from '../../src/domain/types.ts';

export type PendingRegistrationRow = {
  id: string;
  token_hash: string;
  email: string;
  username: string;
  name: string;
  surname: string;
  password_hash: string;
  language: string;
  hotel_json: string;
  plan_id: number;
  payment_option_id: number;
  length_discount_id: number | null;
  billing_json: string;
  created_date: string;
  expires_at: string;
  used_at: string | null;
};

export type NewPendingRegistration = {
  id: string;
  tokenHash: string;
  email: string;
  username: string;
  name: string;
  surname: string;
  passwordHash: string;
  language: string;
  hotel: Omit<HotelInfoView, 'version'>;
  planId: number;
  optionId: number;
  discountId: number | null;
  billing: Billing;
  now: Date;
  expiresAt: Date;
};

/** Which of the e-mail and username an account, or another address's unexpired registration, already holds. */
export async function takenIdentity(
  db: D1Database,
  email: string,
  username: string,
  now: Date,
): Promise<{ email: boolean; username: boolean }> {
  const row = await db
    .prepare(
      `SELECT
         EXISTS (SELECT 1 FROM managers WHERE email = ?1) AS email_taken,
         EXISTS (SELECT 1 FROM managers WHERE username = ?2)
           OR EXISTS (SELECT 1 FROM pending_registrations
                      WHERE username = ?2 AND email <> ?1 AND used_at IS NULL AND expires_at > ?3) AS username_taken`,
    )
    .bind(email, username, now.toISOString())
    .first<{ email_taken: number; username_taken: number }>();
  return { email: row?.email_taken === 1, username: row?.username_taken === 1 };
}

/** The statements that store a registration: earlier unverified ones of the same address are replaced. */
export function storePendingStatements(db: D1Database, r: NewPendingRegistration): D1PreparedStatement[] {
  return [
    db.prepare('DELETE FROM pending_registrations WHERE email = ? AND used_at IS NULL').bind(r.email),
    db
      .prepare(
        `INSERT INTO pending_registrations (id, token_hash, email, username, name, surname, password_hash,
           language, hotel_json, plan_id, payment_option_id, length_discount_id, billing_json,
           created_date, expires_at, used_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL)`,
      )
      .bind(
        r.id,
        r.tokenHash,
        r.email,
        r.username,
        r.name,
        r.surname,
        r.passwordHash,
        r.language,
        JSON.stringify(r.hotel),
        r.planId,
        r.optionId,
        r.discountId,
        JSON.stringify(r.billing),
        r.now.toISOString(),
        r.expiresAt.toISOString(),
      ),
  ];
}

export async function findPendingRegistration(
  db: D1Database,
  id: string,
): Promise<PendingRegistrationRow | null> {
  return db
    .prepare('SELECT * FROM pending_registrations WHERE id = ?')
    .bind(id)
    .first<PendingRegistrationRow>();
}

/** SQL true while registration `?` (id) is unused and unexpired at `?` (now). */
const STILL_PENDING = `EXISTS (
  SELECT 1 FROM pending_registrations p WHERE p.id = ? AND p.used_at IS NULL AND p.expires_at > ?
)`;

export type Activation = {
  registration: PendingRegistrationRow;
  hotel: Omit<HotelInfoView, 'version'>;
  alias: string;
  option: PlanPaymentOption;
  discount: PlanLengthDiscount | null;
  plan: Pick<Plan, 'id'>;
  startDate: Date;
  endDate: Date | null;
  now: Date;
};

/**
 * The writes of a verified registration, for ONE `db.batch`: the manager, the hotel (enabled = 0:
 * not offered to guests until it is set up), their link, the contract, and last the registration
 * marked used. Every insert is guarded by the registration still pending, so when two requests
 * race with the same link the second changes nothing; the last statement's `meta.changes` (1 or
 * 0) says which request won. A manager e-mail or username taken meanwhile fails the UNIQUE
 * constraint and the whole batch rolls back.
 */
export function activateStatements(db: D1Database, a: Activation): D1PreparedStatement[] {
  const now = a.now.toISOString();
  const guard = [a.registration.id, now] as const;
  const r = a.registration;
  return [
    db
      .prepare(
        `INSERT INTO managers (email, username, name, surname, password_hash, language, enabled, created_date, password_changed_date)
         SELECT ?, ?, ?, ?, ?, ?, 1, ?, ? WHERE ${STILL_PENDING}`,
      )
      .bind(r.email, r.username, r.name, r.surname, r.password_hash, r.language, now, now, ...guard),
    db
      .prepare(
        `INSERT INTO hotels (name, name_alias, type, stars, enabled, rooms_number, address_json, entire_accommodation, created_date, updated_date)
         SELECT ?, ?, ?, ?, 0, ?, '{}', ?, ?, ? WHERE ${STILL_PENDING}`,
      )
      .bind(
        a.hotel.name,
        a.alias,
        a.hotel.type,
        a.hotel.stars,
        a.hotel.roomsNumber,
        a.hotel.entireAccommodation ? 1 : 0,
        now,
        now,
        ...guard,
      ),
    db
      .prepare(
        `INSERT INTO manager_hotels (manager_id, hotel_id)
         SELECT m.id, h.id FROM managers m, hotels h WHERE m.email = ? AND h.name_alias = ? AND ${STILL_PENDING}`,
      )
      .bind(r.email, a.alias, ...guard),
    db
      .prepare(
        `INSERT INTO hotel_contracts (hotel_id, plan_id, payment_option_id, length_discount_id, option_json, discount_json,
           start_date, end_date, billing_json, created_date)
         SELECT h.id, ?, ?, ?, ?, ?, ?, ?, ?, ? FROM hotels h WHERE h.name_alias = ? AND ${STILL_PENDING}`,
      )
      .bind(
        a.plan.id,
        a.option.id,
        a.discount?.id ?? null,
        JSON.stringify(a.option),
        a.discount ? JSON.stringify(a.discount) : null,
        a.startDate.toISOString(),
        a.endDate?.toISOString() ?? null,
        r.billing_json,
        now,
        a.alias,
        ...guard,
      ),
    db
      .prepare(
        'UPDATE pending_registrations SET used_at = ? WHERE id = ? AND used_at IS NULL AND expires_at > ?',
      )
      .bind(now, ...guard),
  ];
}

export type ContractRow = {
  id: number;
  hotel_id: number;
  plan_id: number;
  name_key: string;
  option_json: string;
  discount_json: string | null;
  start_date: string;
  end_date: string | null;
  billing_json: string;
  created_date: string;
};

/** The hotel's current contract: the latest started one (by start, then id), or null. */
export async function findCurrentContract(
  db: D1Database,
  hotelId: number,
  now: Date,
): Promise<ContractRow | null> {
  return db
    .prepare(
      `SELECT c.id, c.hotel_id, c.plan_id, p.name_key, c.option_json, c.discount_json, c.start_date, c.end_date,
              c.billing_json, c.created_date
       FROM hotel_contracts c JOIN plans p ON p.id = c.plan_id
       WHERE c.hotel_id = ? AND c.start_date <= ?
       ORDER BY c.start_date DESC, c.id DESC LIMIT 1`,
    )
    .bind(hotelId, now.toISOString())
    .first<ContractRow>();
}

/**
 * SQL of the promotions editor (table `promotions` of migration 0002, `version` of 0010). The
 * booking engine reads the same rows (worker/data/booking-catalogue.ts `toPromotion`). Every write is ONE
 * batch: the guarded change, then the hotel's rates version bump (the searches' edge cache is
 * keyed by it). Edits, toggles and deletions are guarded by the row's version: null/false when
 * somebody changed or removed it meanwhile (nothing written).
 */

import {
  type DiscountType,
  discountAmount,
  type PromotionDraft,
  type PromotionType,
  storedCounts,
  storedDiscountValue,
} from '../../src/domain/promotions.ts';
import { bumpRatesVersion } from './rates-version.ts';
import { parseJson } from './stored-documents.ts';

/** A promotion as stored, its discount in the form's unit (percent, or money with decimals). */
export type PromotionRecord = {
  id: number;
  type: PromotionType;
  name: { en: string; it: string | null };
  discount: { type: DiscountType; amount: number };
  days: number | null;
  minStay: number | null;
  enabled: boolean;
  onArrival: boolean;
  secretCode: string | null;
  validFrom: string | null;
  validTo: string | null;
  /** Null: every rate plan (every room type). */
  ratePlanIds: number[] | null;
  roomTypeIds: number[] | null;
  version: number;
};

/** A rate plan or room type the editor offers: its key and its names per language. */
export type PromotionChoiceRecord = { id: number; nameKey: string; name: Record<string, string> };

/** What a promotion write stores, checked above: the rules' draft with its name and switches. */
export type PromotionWrite = PromotionDraft & {
  name: { en: string; it?: string | null | undefined };
  enabled: boolean;
  onArrival: boolean;
  secretCode: string | null;
};

type PromotionRow = {
  id: number;
  type: PromotionType;
  name_json: string;
  discount_type: DiscountType;
  discount_value: number;
  days: number | null;
  min_stay: number | null;
  enabled: number;
  valid_from: string | null;
  valid_to: string | null;
  on_arrival: number;
  secret_code: string | null;
  rate_plan_ids_json: string | null;
  room_type_ids_json: string | null;
  version: number;
};

const COLUMNS = `id, type, name_json, discount_type, discount_value, days, min_stay, enabled, valid_from,
  valid_to, on_arrival, secret_code, rate_plan_ids_json, room_type_ids_json, version`;

function ids(text: string | null): number[] | null {
  if (text === null) return null;
  return parseJson<unknown[]>(text, [])
    .map(Number)
    .filter((id) => Number.isInteger(id));
}

function toRecord(row: PromotionRow): PromotionRecord {
  const name = parseJson<Record<string, string>>(row.name_json, {});
  return {
    id: row.id,
    type: row.type,
    name: { en: name.en ?? Object.values(name)[0] ?? '', it: name.it ?? null },
    discount: { type: row.discount_type, amount: discountAmount(row.discount_type, row.discount_value) },
    days: row.days,
    minStay: row.min_stay,
    enabled: row.enabled === 1,
    onArrival: row.on_arrival === 1,
    secretCode: row.secret_code,
    validFrom: row.valid_from,
    validTo: row.valid_to,
    ratePlanIds: ids(row.rate_plan_ids_json),
    roomTypeIds: ids(row.room_type_ids_json),
    version: row.version,
  };
}

type ChoiceRow = { id: number; name_key: string; name_json: string };
const toChoice = (row: ChoiceRow): PromotionChoiceRecord => ({
  id: row.id,
  nameKey: row.name_key,
  name: parseJson<Record<string, string>>(row.name_json, {}),
});

export type HotelPromotions = {
  /** Null when there is no such hotel. */
  currency: string | null;
  promotions: PromotionRecord[];
  ratePlans: PromotionChoiceRecord[];
  roomTypes: PromotionChoiceRecord[];
};

/** The hotel's promotions, rate plans and room types (one batch). */
export async function loadHotelPromotions(db: D1Database, hotelId: number): Promise<HotelPromotions> {
  const [hotel, promotions, ratePlans, roomTypes] = await db.batch<unknown>([
    db.prepare('SELECT currency FROM hotels WHERE id = ?').bind(hotelId),
    db.prepare(`SELECT ${COLUMNS} FROM promotions WHERE hotel_id = ? ORDER BY position, id`).bind(hotelId),
    db
      .prepare('SELECT id, name_key, name_json FROM rate_plans WHERE hotel_id = ? ORDER BY position, id')
      .bind(hotelId),
    db
      .prepare('SELECT id, name_key, name_json FROM room_types WHERE hotel_id = ? ORDER BY position, id')
      .bind(hotelId),
  ]);
  const currency = (hotel?.results[0] as { currency: string } | undefined)?.currency ?? null;
  return {
    currency,
    promotions: ((promotions?.results ?? []) as PromotionRow[]).map(toRecord),
    ratePlans: ((ratePlans?.results ?? []) as ChoiceRow[]).map(toChoice),
    roomTypes: ((roomTypes?.results ?? []) as ChoiceRow[]).map(toChoice),
  };
}

/** One promotion of the hotel, or null. */
export async function findPromotion(
  db: D1Database,
  hotelId: number,
  id: number,
): Promise<PromotionRecord | null> {
  const row = await db
    .prepare(`SELECT ${COLUMNS} FROM promotions WHERE hotel_id = ? AND id = ?`)
    .bind(hotelId, id)
    .first<PromotionRow>();
  return row ? toRecord(row) : null;
}

/** The column values of an input (PRICE in cents, counts only for the types that read them). */
function columns(input: PromotionWrite) {
  const counts = storedCounts(input);
  const name: Record<string, string> = { en: input.name.en };
  if (input.name.it) name.it = input.name.it;
  return [
    input.type,
    JSON.stringify(name),
    input.discount.type,
    storedDiscountValue(input.discount),
    counts.days,
    counts.minStay,
    input.enabled ? 1 : 0,
    input.validFrom,
    input.validTo,
    input.onArrival ? 1 : 0,
    input.secretCode,
    input.ratePlanIds ? JSON.stringify(input.ratePlanIds) : null,
    input.roomTypeIds ? JSON.stringify(input.roomTypeIds) : null,
  ];
}

/** Adds a promotion at the end of the hotel's list (one batch with the rates version bump). */
export async function insertPromotion(
  db: D1Database,
  hotelId: number,
  input: PromotionWrite,
): Promise<PromotionRecord> {
  const [inserted] = await db.batch<PromotionRow>([
    db
      .prepare(
        `INSERT INTO promotions (hotel_id, type, name_json, discount_type, discount_value, days, min_stay, enabled,
           valid_from, valid_to, on_arrival, secret_code, rate_plan_ids_json, room_type_ids_json, position, version)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14,
           (SELECT COALESCE(MAX(position), -1) + 1 FROM promotions WHERE hotel_id = ?1), 1)
         RETURNING ${COLUMNS}`,
      )
      .bind(hotelId, ...columns(input)),
    bumpRatesVersion(db, hotelId),
  ]);
  const row = inserted?.results[0];
  if (!row) throw new Error('promotion not inserted');
  return toRecord(row);
}

/** Saves an edit if the promotion is still at `version`; null otherwise (nothing written). */
export async function updatePromotion(
  db: D1Database,
  edit: { hotelId: number; id: number; version: number; input: PromotionWrite },
): Promise<PromotionRecord | null> {
  const [updated] = await db.batch<PromotionRow>([
    db
      .prepare(
        `UPDATE promotions SET type = ?1, name_json = ?2, discount_type = ?3, discount_value = ?4, days = ?5,
           min_stay = ?6, enabled = ?7, valid_from = ?8, valid_to = ?9, on_arrival = ?10, secret_code = ?11,
           rate_plan_ids_json = ?12, room_type_ids_json = ?13, version = version + 1
         WHERE hotel_id = ?14 AND id = ?15 AND version = ?16
         RETURNING ${COLUMNS}`,
      )
      .bind(...columns(edit.input), edit.hotelId, edit.id, edit.version),
    bumpRatesVersion(db, edit.hotelId),
  ]);
  const row = updated?.results[0];
  return row ? toRecord(row) : null;
}

/** Enables or disables a promotion still at `version`; null otherwise. */
export async function setPromotionEnabled(
  db: D1Database,
  change: { hotelId: number; id: number; version: number; enabled: boolean },
): Promise<PromotionRecord | null> {
  const [updated] = await db.batch<PromotionRow>([
    db
      .prepare(
        `UPDATE promotions SET enabled = ?, version = version + 1 WHERE hotel_id = ? AND id = ? AND version = ?
         RETURNING ${COLUMNS}`,
      )
      .bind(change.enabled ? 1 : 0, change.hotelId, change.id, change.version),
    bumpRatesVersion(db, change.hotelId),
  ]);
  const row = updated?.results[0];
  return row ? toRecord(row) : null;
}

/** Deletes a promotion still at `version`; false otherwise. */
export async function deletePromotion(
  db: D1Database,
  remove: { hotelId: number; id: number; version: number },
): Promise<boolean> {
  const [deleted] = await db.batch([
    db
      .prepare('DELETE FROM promotions WHERE hotel_id = ? AND id = ? AND version = ?')
      .bind(remove.hotelId, remove.id, remove.version),
    bumpRatesVersion(db, remove.hotelId),
  ]);
  return (deleted?.meta.changes ?? 0) === 1;
}

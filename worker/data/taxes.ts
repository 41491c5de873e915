/**
 * SQL of a hotel's taxes as the manager sets them up: `hotels.vat_tax` (the accommodation's VAT),
 * `vat_tax_extras` (0022), `city_tax_cents`, `city_tax_limit`, `taxes_version` (0022) and
 * `hotel_booking_settings.city_tax_bands_json` (0002). The booking engine reads the same columns
 * (worker/data/booking.ts), so saved taxes are what the widget quotes at once.
 *
 * A save is ONE batch: the audit row (subject TAXES, before and after) carrying the version
 * guard, the hotel's columns, its booking settings' bands (the row is created when missing), the
 * rates version bump; a stale version fails it whole (the function answers false).
 */
import type { AgeBand } from '../../src/domain/booking/types.ts';
import { bumpRatesVersion } from './rates-version.ts';
import { isConstraintFailure } from './room-inventory.ts';
import { parseJson } from './stored-documents.ts';

export type StoredTaxes = {
  version: number;
  currency: string;
  vatRate: number;
  vatRateExtras: number | null;
  cityTaxCents: number;
  cityTaxLimit: number;
  /** null: every band pays (the engine's default). */
  cityTaxBands: AgeBand[] | null;
};

type Row = {
  taxes_version: number;
  currency: string;
  vat_tax: number | null;
  vat_tax_extras: number | null;
  city_tax_cents: number;
  city_tax_limit: number;
  city_tax_bands_json: string | null;
};

/** The hotel's taxes (null: no such hotel). */
export async function loadTaxes(db: D1Database, hotelId: number): Promise<StoredTaxes | null> {
  const row = await db
    .prepare(
      `SELECT h.taxes_version, h.currency, h.vat_tax, h.vat_tax_extras, h.city_tax_cents, h.city_tax_limit,
         s.city_tax_bands_json
       FROM hotels h LEFT JOIN hotel_booking_settings s ON s.hotel_id = h.id WHERE h.id = ?`,
    )
    .bind(hotelId)
    .first<Row>();
  if (!row) return null;
  return {
    version: row.taxes_version,
    currency: row.currency,
    vatRate: row.vat_tax ?? 10,
    vatRateExtras: row.vat_tax_extras,
    cityTaxCents: row.city_tax_cents,
    cityTaxLimit: row.city_tax_limit,
    cityTaxBands: parseJson<AgeBand[] | null>(row.city_tax_bands_json, null),
  };
}

export type TaxesWrite = {
  hotelId: number;
  managerId: number;
  now: Date;
  version: number;
  beforeJson: string;
  afterJson: string;
  vatRate: number;
  /** null: the same as vatRate. */
  vatRateExtras: number | null;
  cityTaxCents: number;
  cityTaxLimit: number;
  cityTaxBands: AgeBand[];
};

/** Saves the taxes if they are still at `version`; false otherwise (nothing written). */
export async function saveTaxes(db: D1Database, write: TaxesWrite): Promise<boolean> {
  const now = write.now.toISOString();
  try {
    await db.batch([
      db
        .prepare(
          `INSERT INTO property_changes (hotel_id, manager_id, changed_date, subject, subject_id, action, guard,
             before_json, after_json)
           SELECT ?1, ?2, ?3, 'TAXES', ?1, 'UPDATE', CASE WHEN h.taxes_version = ?4 THEN 1 ELSE 0 END, ?5, ?6
           FROM (SELECT 1) LEFT JOIN hotels h ON h.id = ?1`,
        )
        .bind(write.hotelId, write.managerId, now, write.version, write.beforeJson, write.afterJson),
      db
        .prepare(
          `UPDATE hotels SET vat_tax = ?1, vat_tax_extras = ?2, city_tax_cents = ?3, city_tax_limit = ?4,
             taxes_version = taxes_version + 1, updated_date = ?5 WHERE id = ?6`,
        )
        .bind(write.vatRate, write.vatRateExtras, write.cityTaxCents, write.cityTaxLimit, now, write.hotelId),
      db
        .prepare(
          `INSERT INTO hotel_booking_settings (hotel_id, city_tax_bands_json, updated_date) VALUES (?1, ?2, ?3)
           ON CONFLICT (hotel_id) DO UPDATE SET city_tax_bands_json = excluded.city_tax_bands_json,
             updated_date = excluded.updated_date`,
        )
        .bind(write.hotelId, JSON.stringify(write.cityTaxBands), now),
      bumpRatesVersion(db, write.hotelId),
    ]);
    return true;
  } catch (error) {
    if (isConstraintFailure(error)) return false;
    throw error;
  }
}

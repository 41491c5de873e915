/**
 * DEMO DATA: the demo hotels' taxes as if their managers had saved the taxes screen. The setup
 * checklist counts the taxes step done once that screen was saved (a `property_changes` row with
 * subject TAXES, src/domain/setup-checklist.ts); the seed wrote the hotels' VAT and city tax
 * without it, so without these rows every demo hotel would show its taxes to do and land on the
 * checklist. Each insert is guarded by the hotel having no such row yet: applying the statements
 * again (or after the taxes screen saved one) changes nothing.
 */
import type { SqlStatement } from './sql.ts';

export type HotelTaxes = { id: number; vatTax: number; cityTaxCents: number; cityTaxLimit: number };

export function taxesSavedStatements(hotels: ReadonlyArray<HotelTaxes>, now: Date): SqlStatement[] {
  return hotels.map((hotel) => ({
    sql: `INSERT INTO property_changes (hotel_id, manager_id, changed_date, subject, subject_id, action, after_json)
      SELECT h.id, NULL, ?, 'TAXES', h.id, 'UPDATE', ? FROM hotels h
      WHERE h.id = ? AND NOT EXISTS (SELECT 1 FROM property_changes c WHERE c.hotel_id = h.id AND c.subject = 'TAXES')`,
    // Positional only: the seed script inlines `?` in order (seed-sql.ts inlineParams).
    params: [
      now.toISOString(),
      JSON.stringify({
        vatTax: hotel.vatTax,
        cityTaxCents: hotel.cityTaxCents,
        cityTaxLimit: hotel.cityTaxLimit,
      }),
      hotel.id,
    ],
  }));
}

/**
 * The hotel's payment settings as the back office edits them (FOLIO-1): kept in
 * hotels.payment_settings_json (what the booking profile and the reservation route read: the
 * accepted circuits and `guaranteeCard`), guarded by hotels.payment_settings_version (0034). PayPal
 * and anything else stored there stay as they are.
 */
import { CARD_CIRCUITS, type CardCircuit } from '../../src/domain/types.ts';

/** The circuits the hotel accepts, whether it asks a guarantee card, and the version they are at. */
export type CardSettingsRecord = {
  guaranteeCard: boolean;
  creditCards: CardCircuit[];
  otherCards: CardCircuit[];
  version: number;
};

/** A save of the settings, based on the version read. */
export type PaymentSettingsSave = {
  guaranteeCard: boolean;
  creditCards: readonly CardCircuit[];
  otherCards: readonly CardCircuit[];
  version: number;
};

type Row = { payment_settings_json: string; payment_settings_version: number };

/** The circuits of a stored list ([{ circuit }]), known ones only, each once, in the spec's order. */
function circuitsOf(value: unknown): CardCircuit[] {
  const listed = new Set(
    Array.isArray(value) ? value.map((card) => (card as { circuit?: unknown } | null)?.circuit) : [],
  );
  return CARD_CIRCUITS.filter((circuit) => listed.has(circuit));
}

function toRecord(row: Row): CardSettingsRecord {
  let stored: { creditCards?: unknown; otherCards?: unknown; guaranteeCard?: unknown } = {};
  try {
    stored = (JSON.parse(row.payment_settings_json) as typeof stored | null) ?? {};
  } catch {
    // A damaged value reads as no settings: the form shows nothing ticked and saving repairs it.
  }
  return {
    // Left out, a guarantee card is asked (src/domain/cards.ts guaranteeCardAsked).
    guaranteeCard: stored.guaranteeCard !== false,
    creditCards: circuitsOf(stored.creditCards),
    otherCards: circuitsOf(stored.otherCards),
    version: row.payment_settings_version,
  };
}

const COLUMNS = 'payment_settings_json, payment_settings_version';

/** The hotel's settings (null: no such hotel). */
export async function loadPaymentSettings(
  db: D1Database,
  hotelId: number,
): Promise<CardSettingsRecord | null> {
  const row = await db.prepare(`SELECT ${COLUMNS} FROM hotels WHERE id = ?`).bind(hotelId).first<Row>();
  return row ? toRecord(row) : null;
}

/** Stored in the spec's order, whatever order they were ticked in. */
const cards = (circuits: readonly CardCircuit[]) =>
  JSON.stringify(
    CARD_CIRCUITS.filter((circuit) => circuits.includes(circuit)).map((circuit) => ({ circuit })),
  );

/** Saves the settings if the hotel is still at `version`; null when another save came first. */
export async function savePaymentSettings(
  db: D1Database,
  hotelId: number,
  save: PaymentSettingsSave,
): Promise<CardSettingsRecord | null> {
  const row = await db
    .prepare(
      `UPDATE hotels SET
         payment_settings_json = json_set(
           CASE WHEN json_valid(payment_settings_json) THEN payment_settings_json ELSE '{}' END,
           '$.creditCards', json(?1), '$.otherCards', json(?2), '$.guaranteeCard', json(?3)),
         payment_settings_version = payment_settings_version + 1,
         -- the public answers cached by rates version (rates-version.ts) carry these settings
         rates_version = rates_version + 1
       WHERE id = ?4 AND payment_settings_version = ?5
       RETURNING ${COLUMNS}`,
    )
    .bind(
      cards(save.creditCards),
      cards(save.otherCards),
      save.guaranteeCard ? 'true' : 'false',
      hotelId,
      save.version,
    )
    .first<Row>();
  return row ? toRecord(row) : null;
}

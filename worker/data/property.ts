/**
 * SQL of the property screen (migration 0012): hotel info, contacts, services and beds, read and
 * written in the SAME tables the booking engine reads (worker/data/booking.ts): `services` +
 * `room_type_services`, `room_types.beds_json` (standard beds) and `extra_beds_json` (the beds a
 * guest pays for, which the widget sells). Each write is one batch: statements guarded by the
 * version the screen read, the hotel's rates version bump (the public calendar/search edge cache
 * is keyed by it), and the versioned UPDATE last, whose RETURNING row says who won (none: 409).
 */

import {
  BED_TYPES,
  type Bed,
  type BedType,
  CONTACT_TYPES,
  type Contact,
  type HotelInfo,
  PAYMENT_SIZES,
  type PaymentOption,
  type PaymentSize,
  PEOPLE_BANDS,
  type PeopleBand,
  type ServiceBookability,
  type ServiceCategory,
  type ServiceFrequency,
  type ServicePaymentType,
} from '../../src/domain/property.ts';
import { bumpRatesVersion } from './rates-version.ts';
import { parseJson } from './stored-documents.ts';

const cents = (euros: number) => Math.round(euros * 100);
const euros = (value: number) => Math.round(value) / 100;

// ---------------------------------------------------------------------------------------------
// Records

/** The hotel's description as stored (`roomsNumber` 1 when never given). */
export type HotelInfoRecord = {
  type: string;
  name: string;
  stars: number | null;
  roomsNumber: number;
  entireAccommodation: boolean;
  version: number;
};

/** The hotel's contacts (version 0: never saved). */
export type ContactsRecord = { contacts: Contact[]; version: number };

/** A price of a service as stored: integer cents. */
export type ServicePriceRecord = { size: PaymentSize; amountCents: number; vatRate: number };

/** An enabled service of the hotel, with the room types it is offered in. */
export type ServiceRecord = {
  id: number;
  nameKey: string;
  name: Record<string, string>;
  category: ServiceCategory;
  bookability: ServiceBookability;
  paymentType: ServicePaymentType;
  frequency: ServiceFrequency;
  options: ServicePriceRecord[];
  maxCount: number;
  roomTypeIds: number[];
  description: Record<string, string>;
  version: number;
};

/** A room type's beds, standard ones first then the extra beds the engine sells. */
export type RoomTypeBedsRecord = {
  id: number;
  nameKey: string;
  name: Record<string, string>;
  beds: Bed[];
  version: number;
};

/** Everything the property screen shows. */
export type PropertyRecord = {
  info: HotelInfoRecord;
  contacts: ContactsRecord;
  services: ServiceRecord[];
  roomTypes: RoomTypeBedsRecord[];
};

// ---------------------------------------------------------------------------------------------
// Rows

type InfoRow = {
  type: string;
  name: string;
  stars: number | null;
  rooms_number: number | null;
  entire_accommodation: number;
  property_version: number;
};

type ContactsRow = { contacts_json: string; version: number };

type ServiceRow = {
  id: number;
  name_key: string;
  name_json: string;
  description_json: string;
  category: ServiceCategory;
  bookability: ServiceBookability;
  payment_type: ServicePaymentType;
  frequency: ServiceFrequency;
  options_json: string;
  max_count: number;
  version: number;
  room_type_ids: string | null;
};

type RoomTypeRow = {
  id: number;
  name_key: string;
  name_json: string;
  beds_json: string;
  extra_beds_json: string;
  beds_version: number;
};

const INFO_COLUMNS = 'type, name, stars, rooms_number, entire_accommodation, property_version';
const SERVICE_COLUMNS = `s.id, s.name_key, s.name_json, s.description_json, s.category, s.bookability,
  s.payment_type, s.frequency, s.options_json, s.max_count, s.version,
  (SELECT group_concat(rts.room_type_id) FROM room_type_services rts WHERE rts.service_id = s.id) AS room_type_ids`;
const ROOM_TYPE_COLUMNS = 'id, name_key, name_json, beds_json, extra_beds_json, beds_version';

function toInfo(row: InfoRow): HotelInfoRecord {
  return {
    type: row.type,
    name: row.name,
    stars: row.stars,
    roomsNumber: row.rooms_number ?? 1,
    entireAccommodation: row.entire_accommodation === 1,
    version: row.property_version,
  };
}

function toContacts(row: ContactsRow | null): ContactsRecord {
  if (!row) return { contacts: [], version: 0 };
  const list = parseJson<{ type?: unknown; value?: unknown }[]>(row.contacts_json, []);
  const contacts = list.flatMap((c): Contact[] =>
    CONTACT_TYPES.includes(c.type as Contact['type']) && typeof c.value === 'string'
      ? [{ type: c.type as Contact['type'], value: c.value }]
      : [],
  );
  return { contacts, version: row.version };
}

type StoredOption = { size?: unknown; amountCents?: unknown; vatRate?: unknown };

function toOptions(json: string): ServicePriceRecord[] {
  return parseJson<StoredOption[]>(json, []).flatMap((o): ServicePriceRecord[] =>
    PAYMENT_SIZES.includes(o.size as PaymentSize)
      ? [
          {
            size: o.size as PaymentSize,
            amountCents: Math.round(Number(o.amountCents) || 0),
            vatRate: Number(o.vatRate ?? 0) || 0,
          },
        ]
      : [],
  );
}

function toService(row: ServiceRow): ServiceRecord {
  return {
    id: row.id,
    nameKey: row.name_key,
    name: parseJson<Record<string, string>>(row.name_json, {}),
    category: row.category,
    bookability: row.bookability,
    paymentType: row.payment_type,
    frequency: row.frequency,
    options: toOptions(row.options_json),
    maxCount: row.max_count,
    roomTypeIds: row.room_type_ids ? row.room_type_ids.split(',').map(Number) : [],
    description: parseJson<Record<string, string>>(row.description_json, {}),
    version: row.version,
  };
}

// Beds: standard beds in beds_json, extra (paid) beds in extra_beds_json, the shapes the engine reads.
type StoredBed = {
  uid?: unknown;
  id?: unknown;
  type?: unknown;
  count?: unknown;
  maxCount?: unknown;
  maxPerson?: unknown;
  people?: Partial<Record<PeopleBand, unknown>>;
  showPeopleType?: unknown;
  pricesCents?: Partial<Record<PeopleBand, unknown>>;
  frequency?: unknown;
};

const positiveInt = (value: unknown, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
};

function toBed(raw: StoredBed, index: number, toPay: boolean): Bed {
  const maxPerson = positiveInt(raw.maxPerson, 1);
  const priceCents = (band: PeopleBand) => Math.max(0, Number(raw.pricesCents?.[band] ?? 0) || 0);
  const storedPeople = raw.people !== undefined;
  const people = Object.fromEntries(
    PEOPLE_BANDS.map((band) => {
      if (storedPeople) return [band, Math.min(maxPerson, Math.max(0, Number(raw.people?.[band]) || 0))];
      // Rows written before this screen: a paid bed takes the bands it prices, a standard bed adults.
      if (toPay) return [band, priceCents(band) > 0 ? maxPerson : 0];
      return [band, band === 'adults' ? maxPerson : 0];
    }),
  ) as Record<PeopleBand, number>;
  if (PEOPLE_BANDS.every((band) => people[band] === 0)) people.adults = maxPerson;
  const prices = Object.fromEntries(
    PEOPLE_BANDS.map((band) => [
      band,
      toPay && (people[band] > 0 || priceCents(band) > 0) ? euros(priceCents(band)) : null,
    ]),
  ) as Record<PeopleBand, number | null>;
  const uid =
    typeof raw.uid === 'string' ? raw.uid : typeof raw.id === 'string' ? raw.id : `bed-${index + 1}`;
  return {
    uid,
    type: BED_TYPES.includes(raw.type as BedType) ? (raw.type as BedType) : 'SINGLE',
    count: positiveInt(toPay ? raw.maxCount : raw.count, 1),
    maxPerson,
    people,
    showPeopleType: raw.showPeopleType === true,
    toPay,
    frequency: raw.frequency === 'LUMP_SUM' ? 'LUMP_SUM' : 'NIGHTLY',
    prices,
  };
}

function toRoomTypeBeds(row: RoomTypeRow): RoomTypeBedsRecord {
  const standard = parseJson<StoredBed[]>(row.beds_json, []).map((b, i) => toBed(b, i, false));
  const extra = parseJson<StoredBed[]>(row.extra_beds_json, []).map((b, i) =>
    toBed(b, standard.length + i, true),
  );
  return {
    id: row.id,
    nameKey: row.name_key,
    name: parseJson<Record<string, string>>(row.name_json, {}),
    beds: [...standard, ...extra],
    version: row.beds_version,
  };
}

/** The stored forms of a room type's beds: standard beds and the extra beds the engine sells. */
export function storedBeds(beds: readonly Bed[]): { standard: string; extra: string } {
  const standard = beds
    .filter((b) => !b.toPay)
    .map((b) => ({
      uid: b.uid,
      type: b.type,
      count: b.count,
      maxPerson: b.maxPerson,
      people: b.people,
      showPeopleType: b.showPeopleType,
    }));
  const extra = beds
    .filter((b) => b.toPay)
    .map((b) => ({
      id: b.uid,
      type: b.type,
      maxCount: b.count,
      maxPerson: b.maxPerson,
      // A band without guests in the bed costs nothing (its price is not asked).
      pricesCents: Object.fromEntries(
        PEOPLE_BANDS.map((band) => [band, b.people[band] > 0 ? cents(b.prices[band] ?? 0) : 0]),
      ),
      frequency: b.frequency,
      people: b.people,
      showPeopleType: b.showPeopleType,
    }));
  return { standard: JSON.stringify(standard), extra: JSON.stringify(extra) };
}

// ---------------------------------------------------------------------------------------------
// Reads

/** Everything the screen shows, in one batch (null: no such hotel). */
export async function loadProperty(db: D1Database, hotelId: number): Promise<PropertyRecord | null> {
  const [info, contacts, services, roomTypes] = await db.batch<unknown>([
    db.prepare(`SELECT ${INFO_COLUMNS} FROM hotels WHERE id = ?`).bind(hotelId),
    db.prepare('SELECT contacts_json, version FROM hotel_contacts WHERE hotel_id = ?').bind(hotelId),
    db
      .prepare(
        `SELECT ${SERVICE_COLUMNS} FROM services s WHERE s.hotel_id = ? AND s.enabled = 1 ORDER BY s.position, s.id`,
      )
      .bind(hotelId),
    db
      .prepare(`SELECT ${ROOM_TYPE_COLUMNS} FROM room_types WHERE hotel_id = ? ORDER BY position, id`)
      .bind(hotelId),
  ]);
  const infoRow = info?.results[0] as InfoRow | undefined;
  if (!infoRow) return null;
  return {
    info: toInfo(infoRow),
    contacts: toContacts((contacts?.results[0] as ContactsRow | undefined) ?? null),
    services: ((services?.results ?? []) as ServiceRow[]).map(toService),
    roomTypes: ((roomTypes?.results ?? []) as RoomTypeRow[]).map(toRoomTypeBeds),
  };
}

export async function findService(
  db: D1Database,
  hotelId: number,
  id: number,
): Promise<ServiceRecord | null> {
  const row = await db
    .prepare(`SELECT ${SERVICE_COLUMNS} FROM services s WHERE s.hotel_id = ? AND s.id = ? AND s.enabled = 1`)
    .bind(hotelId, id)
    .first<ServiceRow>();
  return row ? toService(row) : null;
}

export async function roomTypeExists(db: D1Database, hotelId: number, roomTypeId: number): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS found FROM room_types WHERE hotel_id = ? AND id = ?')
    .bind(hotelId, roomTypeId)
    .first();
  return row !== null;
}

export async function roomTypeIdsOf(db: D1Database, hotelId: number): Promise<Set<number>> {
  const { results } = await db
    .prepare('SELECT id FROM room_types WHERE hotel_id = ?')
    .bind(hotelId)
    .all<{ id: number }>();
  return new Set(results.map((r) => r.id));
}

// ---------------------------------------------------------------------------------------------
// Writes

/** Saves the hotel info if still at `version` (null otherwise). */
export async function updateHotelInfo(
  db: D1Database,
  edit: { hotelId: number; version: number; info: HotelInfo; date: string },
): Promise<HotelInfoRecord | null> {
  const { info } = edit;
  const [, updated] = await db.batch<InfoRow>([
    // The hotel's name and type are part of the public search answer: its cache key changes.
    db
      .prepare('UPDATE hotels SET rates_version = rates_version + 1 WHERE id = ? AND property_version = ?')
      .bind(edit.hotelId, edit.version),
    db
      .prepare(
        `UPDATE hotels SET type = ?, name = ?, stars = ?, rooms_number = ?, entire_accommodation = ?,
            updated_date = ?, property_version = property_version + 1
          WHERE id = ? AND property_version = ?
        RETURNING ${INFO_COLUMNS}`,
      )
      .bind(
        info.type,
        info.name,
        info.stars,
        info.roomsNumber,
        info.entireAccommodation ? 1 : 0,
        edit.date,
        edit.hotelId,
        edit.version,
      ),
  ]);
  const row = updated?.results[0];
  return row ? toInfo(row) : null;
}

/** Saves the contact list if still at `version` (0: never saved); null otherwise. */
export async function saveContacts(
  db: D1Database,
  edit: { hotelId: number; version: number; contacts: readonly Contact[]; managerId: number; date: string },
): Promise<ContactsRecord | null> {
  const json = JSON.stringify(edit.contacts);
  const statement =
    edit.version === 0
      ? db
          .prepare(
            `INSERT INTO hotel_contacts (hotel_id, contacts_json, version, updated_by_id, updated_date)
             VALUES (?, ?, 1, ?, ?) ON CONFLICT (hotel_id) DO NOTHING
             RETURNING contacts_json, version`,
          )
          .bind(edit.hotelId, json, edit.managerId, edit.date)
      : db
          .prepare(
            `UPDATE hotel_contacts SET contacts_json = ?, version = version + 1, updated_by_id = ?, updated_date = ?
              WHERE hotel_id = ? AND version = ?
            RETURNING contacts_json, version`,
          )
          .bind(json, edit.managerId, edit.date, edit.hotelId, edit.version);
  const row = await statement.first<ContactsRow>();
  return row ? toContacts(row) : null;
}

/** The toggle: a catalogue service created with the spec's defaults (HOTEL, INCLUDED, FREE, LUMP_SUM). */
export async function insertService(
  db: D1Database,
  create: { hotelId: number; nameKey: string; name: Record<string, string> },
): Promise<ServiceRecord> {
  const [inserted] = await db.batch<ServiceRow>([
    db
      .prepare(
        `INSERT INTO services (hotel_id, name_key, name_json, description_json, category, bookability,
            payment_type, frequency, options_json, max_count, position, enabled, version)
         VALUES (?1, ?2, ?3, '{}', 'HOTEL', 'INCLUDED', 'FREE', 'LUMP_SUM', '[]', -1,
            (SELECT COALESCE(MAX(position), 0) + 1 FROM services WHERE hotel_id = ?1), 1, 1)
         RETURNING id, name_key, name_json, description_json, category, bookability, payment_type,
            frequency, options_json, max_count, version, NULL AS room_type_ids`,
      )
      .bind(create.hotelId, create.nameKey, JSON.stringify(create.name)),
    bumpRatesVersion(db, create.hotelId),
  ]);
  const row = inserted?.results[0];
  if (!row) throw new Error('service not inserted');
  return toService(row);
}

/** Whether the hotel already has an enabled service with this name key (the toggle is on). */
export async function hasService(db: D1Database, hotelId: number, nameKey: string): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS found FROM services WHERE hotel_id = ? AND name_key = ? AND enabled = 1')
    .bind(hotelId, nameKey)
    .first();
  return row !== null;
}

/** What an edit of a service stores, checked above (prices in euros, stored in cents). */
export type ServiceSave = {
  category: ServiceCategory;
  bookability: ServiceBookability;
  paymentType: ServicePaymentType;
  frequency: ServiceFrequency;
  options: readonly PaymentOption[];
  maxCount: number;
  roomTypeIds: readonly number[];
  description: Record<string, string>;
};

/** Saves a service and its room types if still at `version` (null otherwise). */
export async function updateService(
  db: D1Database,
  edit: { hotelId: number; id: number; version: number; service: ServiceSave },
): Promise<ServiceRecord | null> {
  const { hotelId, id, version, service } = edit;
  const guard =
    'EXISTS (SELECT 1 FROM services WHERE id = ?1 AND hotel_id = ?2 AND version = ?3 AND enabled = 1)';
  const options = service.options.map((o) => ({
    size: o.size,
    amountCents: cents(o.amount),
    vatRate: o.vatRate,
  }));
  const description = Object.fromEntries(
    Object.entries(service.description).filter(([, text]) => text !== ''),
  );
  const [, , , updated] = await db.batch<ServiceRow>([
    db
      .prepare(`DELETE FROM room_type_services WHERE service_id = ?1 AND ${guard}`)
      .bind(id, hotelId, version),
    db
      .prepare(
        `INSERT INTO room_type_services (room_type_id, service_id)
         SELECT rt.id, ?1 FROM room_types rt
          WHERE rt.hotel_id = ?2 AND rt.id IN (SELECT value FROM json_each(?4)) AND ${guard}`,
      )
      .bind(id, hotelId, version, JSON.stringify(service.roomTypeIds)),
    bumpRatesVersion(db, hotelId),
    db
      .prepare(
        `UPDATE services SET category = ?4, bookability = ?5, payment_type = ?6, frequency = ?7,
            options_json = ?8, max_count = ?9, description_json = ?10, version = version + 1
          WHERE id = ?1 AND hotel_id = ?2 AND version = ?3 AND enabled = 1
        RETURNING id, name_key, name_json, description_json, category, bookability, payment_type,
            frequency, options_json, max_count, version,
            (SELECT group_concat(rts.room_type_id) FROM room_type_services rts WHERE rts.service_id = ?1) AS room_type_ids`,
      )
      .bind(
        id,
        hotelId,
        version,
        service.category,
        service.bookability,
        service.paymentType,
        service.frequency,
        JSON.stringify(options),
        service.maxCount,
        JSON.stringify(description),
      ),
  ]);
  const row = updated?.results[0];
  return row ? toService(row) : null;
}

/**
 * The toggle switched off: the service is disabled (the engine no longer loads it), not deleted,
 * so the reservations that bought it keep its name. False when not at `version`.
 */
export async function removeService(
  db: D1Database,
  remove: { hotelId: number; id: number; version: number },
): Promise<boolean> {
  const [, removed] = await db.batch([
    bumpRatesVersion(db, remove.hotelId),
    db
      .prepare(
        `UPDATE services SET enabled = 0, version = version + 1
          WHERE id = ? AND hotel_id = ? AND version = ? AND enabled = 1`,
      )
      .bind(remove.id, remove.hotelId, remove.version),
  ]);
  return removed?.meta.changes === 1;
}

/** Saves a room type's beds if still at `version` (null otherwise). */
export async function saveBeds(
  db: D1Database,
  edit: { hotelId: number; roomTypeId: number; version: number; beds: readonly Bed[] },
): Promise<RoomTypeBedsRecord | null> {
  const { standard, extra } = storedBeds(edit.beds);
  const [, updated] = await db.batch<RoomTypeRow>([
    bumpRatesVersion(db, edit.hotelId),
    db
      .prepare(
        `UPDATE room_types SET beds_json = ?, extra_beds_json = ?, beds_version = beds_version + 1
          WHERE id = ? AND hotel_id = ? AND beds_version = ?
        RETURNING ${ROOM_TYPE_COLUMNS}`,
      )
      .bind(standard, extra, edit.roomTypeId, edit.hotelId, edit.version),
  ]);
  const row = updated?.results[0];
  return row ? toRoomTypeBeds(row) : null;
}

/**
 * Turns the demo data into SQL statements for D1. Pure apart from password hashing:
 * `buildDemoStatements` is synchronous; `buildSeedStatements` hashes the demo manager's password
 * (unless a hash is given) and closes the list with the `demo_seeded` marker.
 *
 * Every insert is `INSERT OR IGNORE` with explicit ids, so applying the statements never
 * overwrites or deletes existing rows and applying them twice changes nothing. The statements
 * can run through `D1Database.batch` (bound parameters) or be rendered by `renderSqlScript` into
 * one script for `wrangler d1 execute --file` (D1 rejects BEGIN/COMMIT, so none are emitted).
 */
import { hashPassword } from '../security/password.ts';
import { buildBookingStatements, seedStartDate } from './booking-data.ts';
import { DEMO_HOTELS, DEMO_MANAGER, DEMO_STAFF, type DemoData, demoData } from './demo-data.ts';
import { demoNotificationStatements } from './demo-notifications.ts';
import { demoPaymentStatements } from './demo-payments.ts';
import { buildExchangeRateStatements } from './exchange-rates.ts';
import { frontDeskStayStatements } from './front-desk-stays.ts';
import { buildGuestReviewStatements } from './guest-reviews.ts';
import { icalDemoStatements } from './ical-demo.ts';
import { backfillEventStatements } from './reservation-events-backfill.ts';
import { taxesSavedStatements } from './taxes-saved.ts';

export type { SqlStatement, SqlValue } from './sql.ts';

import type { SqlStatement, SqlValue } from './sql.ts';

/** Key of the app_meta row that records when the demo data was loaded. */
export const DEMO_SEEDED_KEY = 'demo_seeded';

type RowValue = SqlValue | boolean;

/** `INSERT OR IGNORE INTO table (...) VALUES (?, ...)`; booleans become 0/1. */
function insert(table: string, row: Record<string, RowValue>): SqlStatement {
  const columns = Object.keys(row);
  const params = Object.values(row).map((value) => (typeof value === 'boolean' ? (value ? 1 : 0) : value));
  return {
    sql: `INSERT OR IGNORE INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
    params,
  };
}

const json = (value: unknown): string => JSON.stringify(value);

/** Rows of the demo data (no content templates, no marker). */
export function buildDemoStatements({
  now,
  passwordHash,
  staffPasswordHashes = [],
  data = demoData(now),
}: {
  now: Date;
  passwordHash: string;
  /** The staff's own hashes, in `data.staff`'s order; the manager's hash stands in for a missing one. */
  staffPasswordHashes?: readonly string[];
  data?: DemoData;
}): SqlStatement[] {
  const nowIso = now.toISOString();
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
  const statements: SqlStatement[] = [];
  const { about } = data;

  statements.push(
    insert('about', {
      id: 1,
      brand: about.brand,
      company_name: about.company.name,
      company_legal_name: about.company.legalName,
      company_vat: about.company.vat,
      company_address_json: json(about.company.addressInfo),
      registered_office_json: json(about.registeredOffice),
      chamber_commerce_number: about.chamberCommerceNumber,
      facebook: about.facebook ?? null,
      twitter: about.twitter ?? null,
      instagram: about.instagram ?? null,
      linkedin: about.linkedin ?? null,
      ui_info_email: about.uiInfoEmail,
      phone: about.phone,
      ui_url: about.uiUrl,
      demo_trial_days: about.demoTrialDays,
    }),
  );

  for (const { key, value } of data.config) {
    statements.push(insert('app_config', { key, value_json: json(value) }));
  }

  let galleryId = 0;
  for (const hotel of data.hotels) {
    const created = daysAgo(hotel.ageDays);
    statements.push(
      insert('hotels', {
        id: hotel.id,
        name: hotel.name,
        name_alias: hotel.nameAlias,
        type: hotel.type,
        stars: hotel.stars,
        classification: hotel.classification,
        enabled: hotel.enabled,
        rooms_number: hotel.roomsNumber,
        currency: hotel.currency,
        time_zone: hotel.timeZone,
        address_json: json(hotel.address),
        payment_settings_json: json(hotel.paymentSettings),
        policies_json: json(hotel.policies),
        description_json: json(hotel.description),
        vat_tax: hotel.vatTax,
        deposit_percentage: hotel.depositPercentage,
        city_tax_cents: hotel.cityTaxCents,
        city_tax_limit: hotel.cityTaxLimit,
        created_date: created,
        updated_date: daysAgo(Math.min(hotel.ageDays, 3)),
      }),
    );
    hotel.gallery.forEach((image, position) => {
      galleryId += 1;
      statements.push(
        insert('hotel_gallery', {
          id: galleryId,
          hotel_id: hotel.id,
          path: image.path,
          cover: image.cover,
          position,
          caption: image.caption,
          size: image.size,
          content_type: image.path.endsWith('.webp') ? 'image/webp' : 'image/svg+xml',
          created_date: created,
        }),
      );
    });
  }

  const { manager } = data;
  statements.push(
    insert('managers', {
      id: manager.id,
      email: manager.email,
      username: manager.username,
      name: manager.name,
      surname: manager.surname,
      password_hash: passwordHash,
      avatar: manager.avatar,
      avatar_type: manager.avatarType,
      language: manager.language,
      enabled: true,
      created_date: nowIso,
      password_changed_date: nowIso,
    }),
  );
  for (const hotelId of manager.hotelIds) {
    statements.push(insert('manager_hotels', { manager_id: manager.id, hotel_id: hotelId, role: 'OWNER' }));
  }
  // The hotels' staff (decision 055): their own accounts, a role at each demo hotel.
  data.staff.forEach((member, index) => {
    statements.push(
      insert('managers', {
        id: member.id,
        email: member.email,
        username: member.username,
        name: member.name,
        surname: member.surname,
        password_hash: staffPasswordHashes[index] ?? passwordHash,
        language: member.language,
        enabled: true,
        created_date: nowIso,
        password_changed_date: nowIso,
      }),
    );
    for (const hotelId of member.hotelIds) {
      statements.push(
        insert('manager_hotels', { manager_id: member.id, hotel_id: hotelId, role: member.role }),
      );
    }
  });

  for (const plan of data.plans) {
    statements.push(
      insert('plans', {
        id: plan.id,
        name_key: plan.nameKey,
        classification: plan.classification,
        enabled: plan.enabled,
        background: plan.background,
        features_json: json(plan.features),
        feature_groups_json: json(plan.featureGroups),
        partner: plan.partner === true,
      }),
    );
    for (const option of plan.paymentOptions) {
      statements.push(
        insert('plan_payment_options', {
          id: option.id,
          plan_id: plan.id,
          frequency: option.frequency,
          currency: 'EUR',
          initial_cents: option.initialCents,
          final_cents: option.finalCents,
          vat_rate: option.vatRate,
          min_length_count: option.minLength.count,
          min_length_unit: option.minLength.unit,
          favorite: option.favorite,
        }),
      );
    }
    for (const discount of plan.lengthDiscounts) {
      statements.push(
        insert('plan_length_discounts', {
          id: discount.id,
          plan_id: plan.id,
          size_count: discount.size.count,
          size_unit: discount.size.unit,
          discount_type: discount.type,
          discount_value: discount.value,
        }),
      );
    }
  }

  for (const review of data.reviews) {
    statements.push(
      insert('manager_reviews', {
        id: review.id,
        manager_name: review.managerName,
        manager_surname: review.managerSurname,
        nickname: review.nickname,
        avatar_type: review.avatarType,
        avatar: review.avatar,
        facebook_image: review.facebookImage,
        google_image: review.googleImage,
        show_real_name: review.showRealName,
        hotel_name: review.hotelName,
        language: review.language,
        score: review.score,
        title: review.title,
        pro: review.pro,
        feedbacks_json: json(review.feedbacks),
        created_date: review.createdDate,
      }),
    );
  }

  return statements;
}

/** The marker that `scripts/db.ts seed` checks; keep it last so a failed seed is retried. */
export function seedMarkerStatement(now: Date): SqlStatement {
  return insert('app_meta', { key: DEMO_SEEDED_KEY, value: now.toISOString() });
}

/**
 * Everything a seed writes: demo rows, then `extra` statements (content templates, built by
 * their own module), then the `demo_seeded` marker. Hashes the demo manager's password unless
 * `passwordHash` is given (tests pass one to skip the PBKDF2 cost).
 */
export async function buildSeedStatements({
  now,
  passwordHash,
  extra = [],
}: {
  now: Date;
  passwordHash?: string;
  extra?: SqlStatement[];
}): Promise<SqlStatement[]> {
  const hash = passwordHash ?? (await hashPassword(DEMO_MANAGER.password));
  // The staff's own passwords (tests that pass a hash skip these derivations too).
  const staffHashes = passwordHash
    ? []
    : await Promise.all(DEMO_STAFF.map((member) => hashPassword(member.password)));
  // Booking engine demo data (rates, inventory, reservations…): worker/seed/booking-data.ts.
  const booking = await buildBookingStatements(now, DEMO_HOTELS);
  return [
    ...buildDemoStatements({ now, passwordHash: hash, staffPasswordHashes: staffHashes }),
    ...booking,
    // Demo euro exchange rates (display conversion without a rate provider).
    ...buildExchangeRateStatements(now),
    // Demo guest reviews of past stays (INSIGHT-1): worker/seed/guest-reviews.ts.
    ...buildGuestReviewStatements(now, seedStartDate(now)),
    // The taxes step of the setup checklist, done for every demo hotel (worker/seed/taxes-saved.ts).
    ...taxesSavedStatements(DEMO_HOTELS, now),
    // Rome imports Florence's calendar, with one conflict (CHANNEL-2): worker/seed/ical-demo.ts.
    ...icalDemoStatements(now, seedStartDate(now)),
    ...extra,
    // Who is in house and who has left (FRONTDESK-2): worker/seed/front-desk-stays.ts.
    ...frontDeskStayStatements(seedStartDate(now), DEMO_MANAGER, now),
    // The reservations' history (migration 0019's backfill, for the reservations seeded above).
    ...backfillEventStatements(),
    // Their payments as of the seed's today (FOLIO-1): worker/seed/demo-payments.ts.
    ...demoPaymentStatements(seedStartDate(now)),
    // What the bell shows the manager and the receptionist (TEAM-2): worker/seed/demo-notifications.ts.
    ...demoNotificationStatements(now, seedStartDate(now), DEMO_MANAGER.hotelIds, {
      managerId: DEMO_MANAGER.id,
      frontDeskId: DEMO_STAFF[0].id,
    }),
    seedMarkerStatement(now),
  ];
}

/** A SQLite literal for `value`: quoted and escaped strings, plain finite numbers, NULL. */
export function sqlLiteral(value: SqlValue): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Cannot write ${value} as a SQL literal`);
    return String(value);
  }
  if (value.includes('\u0000')) throw new Error('Cannot write a NUL character in a SQL literal');
  return `'${value.replaceAll("'", "''")}'`;
}

/** `sql` with each `?` placeholder outside quotes replaced by the literal of the next parameter. */
export function inlineParams({ sql, params }: SqlStatement): string {
  let out = '';
  let next = 0;
  let quote: string | null = null;
  for (const char of sql) {
    if (quote) {
      if (char === quote) quote = null;
      out += char;
    } else if (char === "'" || char === '"' || char === '`') {
      quote = char;
      out += char;
    } else if (char === '?') {
      if (next >= params.length) throw new Error(`Too few parameters for: ${sql}`);
      out += sqlLiteral(params[next++] ?? null);
    } else {
      out += char;
    }
  }
  if (next !== params.length) throw new Error(`Too many parameters for: ${sql}`);
  return out;
}

/** One SQL script with every statement on its own line, for `wrangler d1 execute --file`. */
export function renderSqlScript(statements: SqlStatement[], header?: string): string {
  const lines = header ? header.split('\n').map((line) => `-- ${line}`) : [];
  for (const statement of statements) lines.push(`${inlineParams(statement)};`);
  return `${lines.join('\n')}\n`;
}

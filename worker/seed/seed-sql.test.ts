import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { About, AddressInfo, PaymentSettings } from '../../src/contracts/types.ts';
import { findAbout, findConfig } from '../data/about.ts';
import { verifyPassword } from '../security/password.ts';
import { DEMO_HOTELS, DEMO_MANAGER, DEMO_RESERVATION_SOURCES, DEMO_STAFF } from './demo-data.ts';
import { buildSeedStatements, DEMO_SEEDED_KEY, type SqlStatement } from './seed-sql.ts';

const NOW = new Date('2026-11-20T10:00:00.000Z');
const DAY_MS = 86_400_000;

function apply(statements: SqlStatement[]) {
  return env.DB.batch(statements.map(({ sql, params }) => env.DB.prepare(sql).bind(...params)));
}

async function count(table: string, where = '1 = 1'): Promise<number> {
  const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table} WHERE ${where}`).first<{
    n: number;
  }>();
  return row?.n ?? 0;
}

let statements: SqlStatement[];

beforeAll(async () => {
  // The real hash, so that the login path can be trusted with the seeded manager.
  statements = await buildSeedStatements({ now: NOW });
  await apply(statements);
});

describe('demo seed statements', () => {
  it('apply on the migrated schema and fill every demo table', async () => {
    expect(await count('about')).toBe(1);
    expect(await count('app_config')).toBe(5);
    expect(await count('hotels')).toBeGreaterThanOrEqual(10);
    expect(await count('hotels', 'enabled = 0')).toBeGreaterThanOrEqual(1);
    expect(await count('hotel_gallery')).toBeGreaterThanOrEqual(30);
    // The manager and the hotels' staff (a receptionist and a housekeeper at each hotel).
    expect(await count('managers')).toBe(1 + DEMO_STAFF.length);
    expect(await count('manager_hotels')).toBe(DEMO_MANAGER.hotelIds.length * (1 + DEMO_STAFF.length));
    expect(await count('manager_hotels', "role = 'OWNER'")).toBe(DEMO_MANAGER.hotelIds.length);
    expect(await count('plans')).toBeGreaterThanOrEqual(4);
    expect(await count('plans', 'enabled = 0')).toBe(1);
    // The partner plan (decision 030): enabled, listed only by GET /api/rs/secure/partner-plans.
    expect(await count('plans', 'enabled = 1 AND partner = 1')).toBe(1);
    expect(await count('plan_payment_options')).toBeGreaterThanOrEqual(12);
    expect(await count('plan_length_discounts')).toBeGreaterThanOrEqual(8);
    expect(await count('manager_reviews')).toBeGreaterThanOrEqual(14);
    expect(await count('content_templates')).toBe(0);
  });

  it('records the seed in app_meta', async () => {
    const row = await env.DB.prepare('SELECT value FROM app_meta WHERE key = ?')
      .bind(DEMO_SEEDED_KEY)
      .first<{ value: string }>();
    expect(row?.value).toBe(NOW.toISOString());
  });

  it('changes nothing when applied a second time', async () => {
    const tables = [
      'about',
      'app_config',
      'hotels',
      'hotel_gallery',
      'managers',
      'plans',
      'manager_reviews',
      'property_changes',
    ];
    const before = await Promise.all(tables.map((t) => count(t)));
    await apply(await buildSeedStatements({ now: new Date(NOW.getTime() + DAY_MS), passwordHash: 'other' }));
    expect(await Promise.all(tables.map((t) => count(t)))).toEqual(before);
    const manager = await env.DB.prepare('SELECT password_hash FROM managers WHERE id = 1').first<{
      password_hash: string;
    }>();
    expect(manager?.password_hash).not.toBe('other');
  });

  it("marks every demo hotel's taxes as saved, once (the setup checklist's taxes step)", async () => {
    expect(await count('property_changes', "subject = 'TAXES'")).toBe(DEMO_HOTELS.length);
    const venice = await env.DB.prepare(
      "SELECT subject_id, action, after_json FROM property_changes WHERE subject = 'TAXES' AND hotel_id = 1",
    ).first<{ subject_id: number; action: string; after_json: string }>();
    const hotel = DEMO_HOTELS.find((h) => h.id === 1);
    expect(venice).toMatchObject({ subject_id: 1, action: 'UPDATE' });
    expect(JSON.parse(venice?.after_json ?? '{}')).toEqual({
      vatTax: hotel?.vatTax,
      cityTaxCents: hotel?.cityTaxCents,
      cityTaxLimit: hotel?.cityTaxLimit,
    });
  });

  it('gives every hotel 3 or 4 images and exactly one cover', async () => {
    const { results } = await env.DB.prepare(
      'SELECT hotel_id, count(*) AS images, sum(cover) AS covers FROM hotel_gallery GROUP BY hotel_id',
    ).all<{ hotel_id: number; images: number; covers: number }>();
    expect(results).toHaveLength(DEMO_HOTELS.length);
    for (const row of results) {
      expect(row.covers).toBe(1);
      expect(row.images).toBeGreaterThanOrEqual(3);
      expect(row.images).toBeLessThanOrEqual(4);
    }
  });

  it('keeps hotel JSON documents intact', async () => {
    const venice = DEMO_HOTELS.find((h) => h.nameAlias === 'ca-dei-dogi-venezia');
    const row = await env.DB.prepare('SELECT * FROM hotels WHERE name_alias = ?')
      .bind('ca-dei-dogi-venezia')
      .first<Record<string, string | number | null>>();
    expect(row?.name).toBe("Ca' dei Dogi");
    expect(JSON.parse(String(row?.address_json)) as AddressInfo).toEqual(venice?.address);
    expect(JSON.parse(String(row?.payment_settings_json)) as PaymentSettings).toEqual(
      venice?.paymentSettings,
    );
    expect(JSON.parse(String(row?.description_json))).toEqual(venice?.description);
    expect(row?.stars).toBe(3);
    expect(row?.enabled).toBe(1);
  });

  it('gives distinct classifications and stars only to hotels of type HOTEL', async () => {
    const { results } = await env.DB.prepare('SELECT type, stars, classification FROM hotels').all<{
      type: string;
      stars: number | null;
      classification: number;
    }>();
    expect(new Set(results.map((r) => r.classification)).size).toBe(results.length);
    for (const r of results) {
      if (r.type === 'HOTEL') expect(r.stars).toBeGreaterThanOrEqual(1);
      else expect(r.stars).toBeNull();
    }
    expect(new Set(results.filter((r) => r.type === 'HOTEL').map((r) => r.stars))).toEqual(
      new Set([1, 2, 3, 4, 5]),
    );
  });

  it('produces the About entity and the configuration documents', async () => {
    const about = (await findAbout(env.DB)) as About;
    expect(about.brand).toBe('Itaca');
    expect(about.company.vat).toMatch(/^IT\d{11}$/);
    expect(about.company.addressInfo.zipcode).toMatch(/^\d{5}$/);
    expect(about.registeredOffice.formatted_address).not.toBe(about.company.addressInfo.formatted_address);
    expect(about.demoTrialDays).toBe(30);
    expect(await findConfig(env.DB, 'storage')).toEqual({ url: '/images' });
    expect(await findConfig(env.DB, 'reservation_sources')).toEqual(DEMO_RESERVATION_SOURCES);
  });

  it('gives each plan one favourite payment option, never priced above its initial amount', async () => {
    const { results } = await env.DB.prepare(
      'SELECT plan_id, sum(favorite) AS favorites, sum(final_cents > initial_cents) AS above, count(DISTINCT frequency) AS frequencies FROM plan_payment_options GROUP BY plan_id',
    ).all<{ plan_id: number; favorites: number; above: number; frequencies: number }>();
    for (const row of results) {
      expect(row.favorites).toBe(1);
      expect(row.above).toBe(0);
      expect(row.frequencies).toBeGreaterThanOrEqual(2);
    }
  });

  it('dates reviews from the seed time, some within the last 7 days', async () => {
    const { results } = await env.DB.prepare(
      'SELECT created_date, avatar_type, language FROM manager_reviews',
    ).all<{
      created_date: string;
      avatar_type: string;
      language: string;
    }>();
    const ages = results.map((r) => (NOW.getTime() - Date.parse(r.created_date)) / DAY_MS);
    expect(ages.every((age) => age > 0)).toBe(true);
    expect(ages.filter((age) => age < 7).length).toBeGreaterThanOrEqual(3);
    expect(ages.filter((age) => age > 30).length).toBeGreaterThanOrEqual(5);
    expect(new Set(results.map((r) => r.avatar_type))).toEqual(new Set(['PORTAL', 'FACEBOOK', 'GOOGLE']));
    expect(new Set(results.map((r) => r.language))).toEqual(new Set(['en', 'it']));
  });

  it('stores a demo manager whose password verifies, linked to its hotels', async () => {
    const manager = await env.DB.prepare('SELECT * FROM managers WHERE email = ?')
      .bind(DEMO_MANAGER.email)
      .first<{ id: number; password_hash: string; username: string }>();
    expect(manager?.username).toBe('manager');
    expect(await verifyPassword(DEMO_MANAGER.password, manager?.password_hash ?? '')).toBe(true);
    const { results } = await env.DB.prepare('SELECT hotel_id FROM manager_hotels WHERE manager_id = ?')
      .bind(manager?.id ?? 0)
      .all<{ hotel_id: number }>();
    expect(results.map((r) => r.hotel_id).sort()).toEqual([...DEMO_MANAGER.hotelIds].sort());
  });

  it.each(DEMO_STAFF)('stores $email with its own password, as $role at every demo hotel', async (member) => {
    const row = await env.DB.prepare('SELECT password_hash FROM managers WHERE email = ?')
      .bind(member.email)
      .first<{ password_hash: string }>();
    expect(await verifyPassword(member.password, row?.password_hash ?? '')).toBe(true);
    const { results } = await env.DB.prepare('SELECT hotel_id, role FROM manager_hotels WHERE manager_id = ?')
      .bind(member.id)
      .all<{ hotel_id: number; role: string }>();
    expect(results.map((r) => [r.hotel_id, r.role]).sort()).toEqual(
      [...DEMO_MANAGER.hotelIds].sort().map((id) => [id, member.role]),
    );
  });

  it('links the demo manager to every hotel with demo reservations (the staff actions need it)', async () => {
    const { results } = await env.DB.prepare(
      `SELECT DISTINCT hotel_id FROM reservations
       WHERE hotel_id NOT IN (SELECT hotel_id FROM manager_hotels WHERE manager_id = ?)`,
    )
      .bind(DEMO_MANAGER.id)
      .all<{ hotel_id: number }>();
    expect(await count('reservations')).toBeGreaterThan(0);
    expect(results).toEqual([]);
  });

  it('gives the manager unread notifications of several kinds at every hotel, about real stays', async () => {
    const { results } = await env.DB.prepare(
      `SELECT n.hotel_id, COUNT(DISTINCT n.kind) AS kinds, SUM(n.read_at IS NULL) AS unread,
         SUM(NOT EXISTS (SELECT 1 FROM reservations r WHERE r.code = json_extract(n.params_json, '$.code')
           AND r.hotel_id = n.hotel_id)) AS unknown
       FROM notifications n WHERE n.manager_id = ? GROUP BY n.hotel_id ORDER BY n.hotel_id`,
    )
      .bind(DEMO_MANAGER.id)
      .all<{ hotel_id: number; kinds: number; unread: number; unknown: number }>();
    expect(results.map((row) => row.hotel_id)).toEqual([...DEMO_MANAGER.hotelIds].sort());
    for (const row of results) {
      expect(row.kinds).toBeGreaterThanOrEqual(2);
      expect(row.unread).toBeGreaterThanOrEqual(2);
      expect(row.unknown).toBe(0);
    }
    // The housekeeper is told nothing; the receptionist only of reservations.
    expect(await count('notifications', `manager_id = ${DEMO_STAFF[1].id}`)).toBe(0);
    expect(
      await count(
        'notifications',
        `manager_id = ${DEMO_STAFF[0].id} AND kind <> 'CHANNEL_MANAGER_RESERVATION'`,
      ),
    ).toBe(0);
  });

  it('ends with the marker', () => {
    expect(statements.at(-1)?.sql).toContain('app_meta');
  });
});

import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JoinResponse, Page, PendingHotel } from '../../src/contracts/types.ts';
import { HOTEL_ALIAS } from '../../src/domain/hotel-types.ts';
import { insertManager } from '../data/managers.ts';
import { SESSION_COOKIE } from '../security/session.ts';
import { randomToken, sha256Hex } from '../security/tokens.ts';
import { holdClockAtWindowStart } from '../test/clock.ts';

const API = 'https://itaca.test/api/rs/public';
const INFO_EMAIL = 'sales@itaca.test';
const TABLES = ['join_requests', 'quote_requests', 'quote_hotels', 'email_outbox'] as const;
type ErrorBody = { message: string; errors: { field: string; code: string }[] };

let counter = 0;
/** A fresh client address and e-mail per call, so rate-limit counters never collide. */
function fresh() {
  counter++;
  const unique = `${Date.now().toString(36)}${counter}`;
  return { ip: `198.51.100.${counter % 250}-${unique}`, email: `owner.${unique}@example.com`, unique };
}

async function counts(): Promise<Record<string, number>> {
  const rows = await env.DB.batch<{ n: number }>(
    TABLES.map((table) => env.DB.prepare(`SELECT count(*) AS n FROM ${table}`)),
  );
  return Object.fromEntries(TABLES.map((table, i) => [table, rows[i]?.results[0]?.n ?? 0]));
}

type OutboxRow = { to_address: string; subject: string; body_text: string; template: string };
async function outbox(where: string, ...params: unknown[]): Promise<OutboxRow[]> {
  const { results } = await env.DB.prepare(
    `SELECT to_address, subject, body_text, template FROM email_outbox WHERE ${where} ORDER BY id`,
  )
    .bind(...params)
    .all<OutboxRow>();
  return results;
}

function join(query: string, headers: Record<string, string> = {}, base = API) {
  return SELF.fetch(`${base}/join${query}`, { headers: { 'CF-Connecting-IP': fresh().ip, ...headers } });
}

function postQuote(body: unknown, headers: Record<string, string> = {}) {
  return SELF.fetch(`${API}/join/quote`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': fresh().ip, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** A manager with a live session: the cookie to send. */
async function loggedInManager(): Promise<{ id: number; email: string; cookie: string }> {
  const { email, unique } = fresh();
  const id = await insertManager(env.DB, {
    email,
    username: `owner_${unique}`,
    name: 'Maria',
    surname: 'Rossi',
    passwordHash: 'not-used-by-these-tests',
  });
  const token = randomToken(32);
  const now = Date.now();
  const at = (offset: number) => new Date(now + offset).toISOString();
  await env.DB.prepare(
    `INSERT INTO sessions (token_hash, manager_id, created_at, last_seen_at, idle_expires_at, absolute_expires_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  )
    .bind(await sha256Hex(token), id, at(0), at(0), at(3_600_000), at(7_200_000))
    .run();
  return { id, email, cookie: `${SESSION_COOKIE}=${token}` };
}

/** Makes `table` unusable for the duration of `run`, to see how a route fails unexpectedly. */
async function withTableMissing(table: string, run: () => Promise<void>): Promise<void> {
  await env.DB.prepare(`ALTER TABLE ${table} RENAME TO ${table}_away`).run();
  try {
    await run();
  } finally {
    await env.DB.prepare(`ALTER TABLE ${table}_away RENAME TO ${table}`).run();
  }
}

const address = {
  address: 'Via del Corso 1, Roma',
  street: 'Via del Corso',
  number: '1',
  zipcode: '00186',
  city: 'Roma',
  province: 'RM',
  country: 'Italy',
  geo: { type: 'Point', coordinates: [12.4801, 41.9009] },
};
const hotel = { name: 'Hotel Roma', type: 'HOTEL', stars: 4, roomsNumber: 21, addressInfo: address };
function quote(email: string, patch: Record<string, unknown> = {}) {
  return { manager: { email }, buildingType: 'HOTEL', count: 1, hotels: [hotel], ...patch };
}

beforeAll(async () => {
  await env.DB.prepare(
    `INSERT OR REPLACE INTO about (id, brand, company_name, company_legal_name, company_vat, company_address_json,
       registered_office_json, chamber_commerce_number, ui_info_email, phone, ui_url)
     VALUES (1, 'Itaca', 'Itaca', 'Itaca S.r.l.', 'IT12345678901', '{}', '{}', 'RM-123', ?, '+39 061234567', 'https://itaca.test')`,
  )
    .bind(INFO_EMAIL)
    .run();
});
afterAll(async () => {
  await env.DB.prepare('DELETE FROM about').run();
});

describe('GET /api/rs/public/join', () => {
  it('continues a new address and records the join request, without e-mail by default', async () => {
    const { email } = fresh();
    const res = await join(`?email=${encodeURIComponent(` ${email} `)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(await res.json<JoinResponse>()).toEqual({ isContinue: true, email });
    const row = await env.DB.prepare(
      'SELECT email, send_email, is_continue FROM join_requests WHERE email = ?',
    )
      .bind(email)
      .first();
    expect(row).toEqual({ email, send_email: 0, is_continue: 1 });
    expect(await outbox('to_address = ?', email)).toEqual([]);
  });

  it('does not continue an address with an account, whatever its case', async () => {
    const manager = await loggedInManager();
    const res = await join(`?email=${encodeURIComponent(manager.email.toUpperCase())}&sendEmail=false`);
    expect(await res.json<JoinResponse>()).toEqual({ isContinue: false, email: manager.email.toUpperCase() });
  });

  it('sends an invitation whose link is built from SITE_URL, never from the Host', async () => {
    const { email } = fresh();
    const address = email.replace('owner.', 'owner+tag.');
    const res = await join(
      `?email=${encodeURIComponent(address)}&sendEmail=true`,
      { 'X-Forwarded-Host': 'evil.example', 'Sec-Fetch-Site': 'same-origin' },
      'https://evil.example/api/rs/public',
    );
    expect(res.status).toBe(200);
    expect(await res.json<JoinResponse>()).toEqual({ isContinue: true, email: address });
    const [invitation, ...others] = await outbox('to_address = ?', address);
    expect(others).toEqual([]);
    expect(invitation?.template).toBe('join-invitation');
    expect(invitation?.body_text).toContain(`https://itaca.test/quote?email=${encodeURIComponent(address)}`);
    expect(invitation?.body_text).toContain('owner%2Btag.');
    expect(invitation?.body_text).not.toContain('evil.example');
    expect(
      await env.DB.prepare('SELECT send_email FROM join_requests WHERE email = ?').bind(address).first(),
    ).toEqual({ send_email: 1 });
  });

  it('also points an existing manager to the login page', async () => {
    const manager = await loggedInManager();
    await join(`?email=${encodeURIComponent(manager.email)}&sendEmail=true`);
    const [invitation] = await outbox('to_address = ?', manager.email);
    expect(invitation?.body_text).toContain('https://itaca.test/login');
  });

  it('refuses to e-mail on behalf of another site, writing nothing', async () => {
    const before = await counts();
    const res = await join(`?email=${encodeURIComponent(fresh().email)}&sendEmail=true`, {
      'Sec-Fetch-Site': 'cross-site',
    });
    expect(res.status).toBe(403);
    expect(await counts()).toEqual(before);
  });

  it.each([
    ['no e-mail', '', 'email', 'error.required'],
    ['an empty e-mail', '?email=', 'email', 'error.required'],
    ['an invalid e-mail', '?email=owner', 'email', 'error.email.invalid'],
    ['a script', `?email=${encodeURIComponent('<script>alert(1)</script>')}`, 'email', 'error.email.invalid'],
    ['SQL', `?email=${encodeURIComponent("' OR 1=1; --")}`, 'email', 'error.email.invalid'],
    ['two e-mails', '?email=a@b.it&email=c@d.it', 'email', 'error.field.generic.invalid'],
    ['10,000 characters', `?email=${'a'.repeat(10_000)}%40x.it`, 'email', 'error.field.generic.maxlength'],
    ['a bad sendEmail', '?email=a@b.it&sendEmail=yes', 'sendEmail', 'error.field.generic.invalid'],
  ])('%s → 400, nothing written', async (_label, query, field, code) => {
    const before = await counts();
    const res = await join(query);
    expect(res.status).toBe(400);
    const body = await res.json<ErrorBody>();
    expect(body.errors).toEqual([{ field, code }]);
    expect(await counts()).toEqual(before);
  });

  it('limits a client address to 30 calls an hour', async () => {
    holdClockAtWindowStart(3600);
    const { ip } = fresh();
    for (let i = 0; i < 30; i++) {
      expect(
        (await join(`?email=${encodeURIComponent(fresh().email)}`, { 'CF-Connecting-IP': ip })).status,
      ).toBe(200);
    }
    const before = await counts();
    const res = await join(`?email=${encodeURIComponent(fresh().email)}`, { 'CF-Connecting-IP': ip });
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBeTruthy();
    expect(await counts()).toEqual(before);
  });

  it('sends at most 3 invitations a day to one address', async () => {
    holdClockAtWindowStart(86400);
    const { email } = fresh();
    for (let i = 0; i < 3; i++) expect((await join(`?email=${email}&sendEmail=true`)).status).toBe(200);
    const before = await counts();
    expect((await join(`?email=${email}&sendEmail=true`)).status).toBe(429);
    expect(await counts()).toEqual(before);
    // Without an e-mail to send, the address can still be checked.
    expect((await join(`?email=${email}`)).status).toBe(200);
  });
});

describe('POST /api/rs/public/join/quote', () => {
  async function hotelsOf(id: number) {
    const { results } = await env.DB.prepare(
      'SELECT name, name_alias, type, stars, rooms_number, address_json, status FROM quote_hotels WHERE quote_id = ? ORDER BY id',
    )
      .bind(id)
      .all<{
        name: string;
        name_alias: string;
        type: string;
        stars: number | null;
        rooms_number: number | null;
        address_json: string | null;
        status: string;
      }>();
    return results;
  }

  it('stores a one-hotel quote with its hotel and queues both e-mails', async () => {
    const { email } = fresh();
    const res = await postQuote(quote(email, { language: 'it' }));
    expect(res.status).toBe(201);
    const body = await res.json<{ message: string; id: number }>();
    expect(body.message).toBe('Quote request received');
    expect(Number.isSafeInteger(body.id) && body.id > 0).toBe(true);

    const row = await env.DB.prepare('SELECT * FROM quote_requests WHERE id = ?').bind(body.id).first();
    expect(row).toMatchObject({
      email,
      manager_id: null,
      building_type: 'HOTEL',
      count: 1,
      group_flag: 0,
      group_name: null,
      language: 'it',
    });
    const [stored, ...more] = await hotelsOf(body.id);
    expect(more).toEqual([]);
    expect(stored).toMatchObject({
      name: 'Hotel Roma',
      type: 'HOTEL',
      stars: 4,
      rooms_number: 21,
      status: 'PENDING',
    });
    expect(stored?.name_alias).toMatch(/^hotel-roma-[a-z2-7]{8}$/);
    expect(JSON.parse(stored?.address_json ?? 'null')).toEqual(address);

    const [confirmation] = await outbox('to_address = ?', email);
    expect(confirmation?.template).toBe('quote-confirmation');
    expect(confirmation?.subject).toMatch(/preventivo/);
    expect(confirmation?.body_text).toContain('Hotel Roma');
    expect(confirmation?.body_text).toContain('https://itaca.test/login');
    const notifications = await outbox(
      "template = 'quote-notification' AND instr(body_text, ?) > 0",
      `Quote: ${body.id}`,
    );
    expect(notifications).toHaveLength(1);
    expect(notifications[0]?.to_address).toBe(INFO_EMAIL);
  });

  it('creates a placeholder hotel for building type NONE', async () => {
    const { email } = fresh();
    const res = await postQuote(
      quote(email, { buildingType: 'NONE', hotels: [{ ...hotel, name: '', stars: 3 }] }),
    );
    expect(res.status).toBe(201);
    const [placeholder] = await hotelsOf((await res.json<{ id: number }>()).id);
    expect(placeholder?.name_alias).toMatch(/^property-[a-z2-7]{8}$/);
    expect(placeholder?.name).toBe(`New property ${placeholder?.name_alias.slice('property-'.length)}`);
  });

  it('stores a building without type or rooms as type BUILDING', async () => {
    const res = await postQuote(
      quote(fresh().email, {
        buildingType: 'BUILDING',
        hotels: [{ name: 'Residence Mare', addressInfo: address }],
      }),
    );
    expect(res.status).toBe(201);
    const [building] = await hotelsOf((await res.json<{ id: number }>()).id);
    expect(building).toMatchObject({
      name: 'Residence Mare',
      type: 'BUILDING',
      stars: null,
      rooms_number: null,
    });
  });

  it('stores every hotel of a group with unique aliases', async () => {
    const hotels = [hotel, { ...hotel }, { ...hotel, name: 'Villa Sole', type: 'VILLA', stars: undefined }];
    const res = await postQuote(
      quote(fresh().email, {
        buildingType: 'MULTIPLE_HOTELS',
        count: 3,
        hotels,
        group: true,
        groupName: 'Rossi Group',
      }),
    );
    expect(res.status).toBe(201);
    const { id } = await res.json<{ id: number }>();
    const stored = await hotelsOf(id);
    expect(stored.map((h) => h.name)).toEqual(['Hotel Roma', 'Hotel Roma', 'Villa Sole']);
    expect(new Set(stored.map((h) => h.name_alias)).size).toBe(3);
    for (const h of stored) expect(h.name_alias).toMatch(HOTEL_ALIAS);
    expect(
      await env.DB.prepare('SELECT group_flag, group_name FROM quote_requests WHERE id = ?').bind(id).first(),
    ).toEqual({ group_flag: 1, group_name: 'Rossi Group' });
  });

  it('links the quote to the logged-in manager', async () => {
    const manager = await loggedInManager();
    const res = await postQuote(quote(manager.email), { Cookie: manager.cookie });
    expect(res.status).toBe(201);
    const { id } = await res.json<{ id: number }>();
    expect(
      await env.DB.prepare('SELECT manager_id FROM quote_requests WHERE id = ?').bind(id).first(),
    ).toEqual({
      manager_id: manager.id,
    });
  });

  it('stores injection-looking names verbatim', async () => {
    const name = "'; DROP TABLE hotels; -- <script>alert(1)</script>";
    const res = await postQuote(
      quote(fresh().email, { hotels: [{ ...hotel, name }], group: true, groupName: name }),
    );
    expect(res.status).toBe(201);
    const [stored] = await hotelsOf((await res.json<{ id: number }>()).id);
    expect(stored?.name).toBe(name);
    expect(stored?.name_alias).toMatch(HOTEL_ALIAS);
  });

  it.each<[string, Record<string, unknown>, { field: string; code: string }[]]>([
    ['manager missing', { manager: undefined }, [{ field: 'manager', code: 'error.required' }]],
    [
      'manager e-mail invalid',
      { manager: { email: 'owner' } },
      [{ field: 'manager.email', code: 'error.email.invalid' }],
    ],
    [
      'manager e-mail of 10,000 characters',
      { manager: { email: `${'a'.repeat(10_000)}@x.it` } },
      [{ field: 'manager.email', code: 'error.field.generic.maxlength' }],
    ],
    [
      'building type unknown',
      { buildingType: 'CASTLE' },
      [{ field: 'buildingType', code: 'error.field.generic.invalid' }],
    ],
    ['count 0', { count: 0 }, [{ field: 'count', code: 'error.field.min' }]],
    ['count a string', { count: '1' }, [{ field: 'count', code: 'error.field.generic.invalid' }]],
    ['no hotels', { hotels: [] }, [{ field: 'hotels', code: 'error.required' }]],
    [
      'HOTEL with count 2',
      { count: 2, hotels: [hotel, hotel] },
      [{ field: 'count', code: 'error.field.max' }],
    ],
    [
      'MULTIPLE_HOTELS with count 1',
      { buildingType: 'MULTIPLE_HOTELS' },
      [{ field: 'count', code: 'error.field.min' }],
    ],
    [
      'count and hotels disagree',
      { buildingType: 'MULTIPLE_HOTELS', count: 2, hotels: [hotel] },
      [{ field: 'hotels', code: 'error.field.generic.invalid' }],
    ],
    ['group without a name', { group: true }, [{ field: 'groupName', code: 'error.required' }]],
    [
      'hotel without a name',
      { hotels: [{ ...hotel, name: '' }] },
      [{ field: 'hotels.0.name', code: 'error.required' }],
    ],
    [
      'HOTEL type without stars',
      { hotels: [{ ...hotel, stars: null }] },
      [{ field: 'hotels.0.stars', code: 'error.required' }],
    ],
    ['stars 6', { hotels: [{ ...hotel, stars: 6 }] }, [{ field: 'hotels.0.stars', code: 'error.field.max' }]],
    [
      'rooms 22',
      { hotels: [{ ...hotel, roomsNumber: 22 }] },
      [{ field: 'hotels.0.roomsNumber', code: 'error.field.max' }],
    ],
    [
      'rooms missing',
      { hotels: [{ ...hotel, roomsNumber: undefined }] },
      [{ field: 'hotels.0.roomsNumber', code: 'error.required' }],
    ],
    [
      'hotel type unknown',
      { hotels: [{ ...hotel, type: "HOTEL'; --" }] },
      [{ field: 'hotels.0.type', code: 'error.field.generic.invalid' }],
    ],
    [
      'address missing',
      { hotels: [{ ...hotel, addressInfo: undefined }] },
      [{ field: 'hotels.0.addressInfo', code: 'error.required' }],
    ],
    [
      'zipcode invalid',
      { hotels: [{ ...hotel, addressInfo: { ...address, zipcode: '<b>' } }] },
      [{ field: 'hotels.0.addressInfo.zipcode', code: 'error.field.generic.invalid' }],
    ],
    [
      'province invalid',
      { hotels: [{ ...hotel, addressInfo: { ...address, province: '1' } }] },
      [{ field: 'hotels.0.addressInfo.province', code: 'error.field.generic.invalid' }],
    ],
  ])('%s → 400, nothing written', async (_label, patch, errors) => {
    const before = await counts();
    const res = await postQuote(quote(fresh().email, patch));
    expect(res.status).toBe(400);
    expect((await res.json<ErrorBody>()).errors).toEqual(errors);
    expect(await counts()).toEqual(before);
  });

  it.each<[string, number, string, Record<string, string>]>([
    ['malformed JSON', 400, '{"manager":', {}],
    ['an empty body', 400, '', {}],
    ['wrong content type', 415, JSON.stringify(quote('a@b.it')), { 'Content-Type': 'text/plain' }],
    [
      'a 1 MB body',
      413,
      JSON.stringify(quote('a@b.it', { hotels: [{ ...hotel, name: 'x'.repeat(1024 * 1024) }] })),
      {},
    ],
    ['a cross-site request', 403, JSON.stringify(quote('a@b.it')), { 'Sec-Fetch-Site': 'cross-site' }],
  ])('%s → %i, nothing written', async (_label, status, body, headers) => {
    const before = await counts();
    const res = await postQuote(body, headers);
    expect(res.status).toBe(status);
    expect(await res.json()).toHaveProperty('errors');
    expect(await counts()).toEqual(before);
  });

  it('limits a client address to 10 quotes an hour', async () => {
    holdClockAtWindowStart(3600);
    const { ip } = fresh();
    for (let i = 0; i < 10; i++) {
      expect((await postQuote(quote(fresh().email), { 'CF-Connecting-IP': ip })).status).toBe(201);
    }
    const before = await counts();
    const res = await postQuote(quote(fresh().email), { 'CF-Connecting-IP': ip });
    expect(res.status).toBe(429);
    expect(await counts()).toEqual(before);
  });

  it('limits a manager e-mail to 5 quotes a day', async () => {
    holdClockAtWindowStart(86400);
    const { email } = fresh();
    for (let i = 0; i < 5; i++)
      expect((await postQuote(quote(i % 2 ? email.toUpperCase() : email))).status).toBe(201);
    const before = await counts();
    expect((await postQuote(quote(email))).status).toBe(429);
    expect(await counts()).toEqual(before);
  });
});

describe("failures answer the spec's texts", () => {
  it('GET join → Error joining', async () => {
    await withTableMissing('join_requests', async () => {
      const res = await join(`?email=${encodeURIComponent(fresh().email)}`);
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ message: 'Error joining', errors: [] });
    });
  });

  it("POST join/quote → Error saving hotel's quote, and no quote without its hotels", async () => {
    const before = await counts();
    await withTableMissing('quote_hotels', async () => {
      const res = await postQuote(quote(fresh().email));
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ message: "Error saving hotel's quote", errors: [] });
    });
    expect(await counts()).toEqual(before);
  });

  it("GET join/hotels → Error getting temphotel's list", async () => {
    const manager = await loggedInManager();
    await withTableMissing('quote_hotels', async () => {
      const res = await SELF.fetch(`${API}/join/hotels`, { headers: { Cookie: manager.cookie } });
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ message: "Error getting temphotel's list", errors: [] });
    });
  });
});

describe('GET /api/rs/public/join/hotels', () => {
  const FAILURE = { message: "Error getting temphotel's list", errors: [] };

  it('answers 401 to anonymous visitors and to unknown sessions', async () => {
    const anonymous = await SELF.fetch(`${API}/join/hotels`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual(FAILURE);
    const unknown = await SELF.fetch(`${API}/join/hotels?size=abc`, {
      headers: { Cookie: `${SESSION_COOKIE}=${randomToken(32)}` },
    });
    expect(unknown.status).toBe(401);
    expect(await unknown.json()).toEqual(FAILURE);
  });

  /** Quotes of one manager (logged in, and anonymous with the same address) and of a stranger. */
  async function scenario() {
    const manager = await loggedInManager();
    const names = ['Alpha', 'bravo', 'Charlie', 'Delta', 'Echo'];
    const ids: number[] = [];
    for (const [i, name] of names.entries()) {
      const headers: Record<string, string> = i % 2 === 0 ? { Cookie: manager.cookie } : {};
      const email = i === 3 ? manager.email.toUpperCase() : manager.email;
      const res = await postQuote(quote(email, { hotels: [{ ...hotel, name }] }), headers);
      expect(res.status).toBe(201);
      ids.push((await res.json<{ id: number }>()).id);
    }
    // A stranger's quote never shows up.
    await postQuote(quote(fresh().email, { hotels: [{ ...hotel, name: 'Stranger' }] }));
    // Distinct creation dates: Alpha oldest, Echo newest; Charlie has been activated.
    for (const [i, id] of ids.entries()) {
      await env.DB.prepare('UPDATE quote_hotels SET created_date = ? WHERE quote_id = ?')
        .bind(new Date(Date.UTC(2026, 0, 1 + i)).toISOString(), id)
        .run();
    }
    await env.DB.prepare("UPDATE quote_hotels SET status = 'ACTIVE' WHERE quote_id = ?").bind(ids[2]).run();
    const get = async (query = '') => {
      const res = await SELF.fetch(`${API}/join/hotels${query}`, { headers: { Cookie: manager.cookie } });
      return { res, page: res.status === 200 ? await res.json<Page<PendingHotel>>() : null };
    };
    return { manager, get };
  }

  it('pages the pending hotels, 3 at a time, newest first', async () => {
    const { get } = await scenario();
    const { res, page } = await get();
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('private, no-store');
    expect(page?.content.map((h) => h.name)).toEqual(['Echo', 'Delta', 'bravo']);
    expect(page).toMatchObject({
      totalElements: 4,
      totalPages: 2,
      number: 0,
      size: 3,
      first: true,
      last: false,
    });
    const first = page?.content[0];
    expect(first).toMatchObject({ type: 'HOTEL', stars: 4, roomsNumber: 21, status: 'PENDING' });
    expect(first?.nameAlias).toMatch(/^echo-[a-z2-7]{8}$/);
    expect(first?.addressInfo).toEqual(address);
    expect(first?.createdDate).toBe('2026-01-05T00:00:00.000Z');

    const second = await get('?page=1');
    expect(second.page?.content.map((h) => h.name)).toEqual(['Alpha']);
    expect(second.page).toMatchObject({ number: 1, first: false, last: true });
  });

  it('includes activated hotels when onlyPending=false, and sorts by name', async () => {
    const { get } = await scenario();
    const all = await get('?onlyPending=false&size=10&sort=name,asc');
    expect(all.page?.content.map((h) => h.name)).toEqual(['Alpha', 'bravo', 'Charlie', 'Delta', 'Echo']);
    expect(all.page?.content.find((h) => h.name === 'Charlie')?.status).toBe('ACTIVE');
    const desc = await get('?onlyPending=true&sort=name,desc');
    expect(desc.page?.content.map((h) => h.name)).toEqual(['Echo', 'Delta', 'bravo']);
    const oldest = await get('?sort=createdDate,asc&size=2');
    expect(oldest.page?.content.map((h) => h.name)).toEqual(['Alpha', 'bravo']);
  });

  it('answers an empty page to a manager without quotes', async () => {
    const manager = await loggedInManager();
    const res = await SELF.fetch(`${API}/join/hotels`, { headers: { Cookie: manager.cookie } });
    expect(await res.json()).toEqual({
      content: [],
      totalElements: 0,
      totalPages: 0,
      number: 0,
      size: 3,
      first: true,
      last: true,
    });
  });

  it.each([
    ['?sort=price,asc', 'sort'],
    ['?sort=name;DROP TABLE hotels', 'sort'],
    ['?size=0', 'size'],
    ['?size=1000', 'size'],
    ['?page=-1', 'page'],
    ['?onlyPending=maybe', 'onlyPending'],
  ])('%s → 400 on %s', async (query, field) => {
    const manager = await loggedInManager();
    const res = await SELF.fetch(`${API}/join/hotels${query}`, { headers: { Cookie: manager.cookie } });
    expect(res.status).toBe(400);
    expect((await res.json<ErrorBody>()).errors.map((e) => e.field)).toContain(field);
  });
});

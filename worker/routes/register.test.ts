import { env, SELF } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RegisterPayload } from '../../src/contracts/register.ts';
import type { HotelContractResponse, PartnerPlansResponse } from '../../src/contracts/secure/contracts.ts';
import type { Page, Plan } from '../../src/contracts/types.ts';
import { holdClockAtWindowStart } from '../test/clock.ts';
import { SECURE_API, signInManager } from '../test/manager-session.ts';

const API = 'https://itaca.test/api/rs/public';
const PASSWORD = 'Str0ng-Pass!';

beforeAll(async () => {
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO plans (id, name_key, classification, enabled, background, features_json, feature_groups_json, partner) VALUES
        (701, 'plan.basic', 1, 1, NULL, '["feature.pms"]', '[]', 0),
        (702, 'plan.professional', 2, 1, NULL, '["feature.pms"]', '[]', 0),
        (703, 'plan.channel', 3, 1, NULL, '[]', '[]', 1),
        (704, 'plan.starter', 4, 0, NULL, '[]', '[]', 1)`,
    ),
    env.DB.prepare(
      `INSERT INTO plan_payment_options
         (id, plan_id, frequency, currency, initial_cents, final_cents, vat_rate, min_length_count, min_length_unit, favorite)
       VALUES
        (7011, 701, 'MONTHLY', 'EUR', 2990, 2990, 22, 1, 'MONTHS', 1),
        (7021, 702, 'MONTHLY', 'EUR', 5000, 5000, 22, 1, 'MONTHS', 0),
        (7022, 702, 'YEARLY', 'EUR', 48000, 42000, 22, 12, 'MONTHS', 1),
        (7031, 703, 'MONTHLY', 'EUR', 1000, 1000, 22, 1, 'MONTHS', 1),
        (7041, 704, 'MONTHLY', 'EUR', 1000, 1000, 22, 1, 'MONTHS', 1)`,
    ),
    env.DB.prepare(
      `INSERT INTO plan_length_discounts (id, plan_id, size_count, size_unit, discount_type, discount_value) VALUES
        (7023, 702, 6, 'MONTHS', 'PERCENTAGE', 5),
        (7024, 702, 1, 'YEARS', 'PERCENTAGE', 10)`,
    ),
  ]);
});

let counter = 0;
function unique() {
  counter++;
  return `${Date.now().toString(36)}${counter}`;
}

function payload(
  overrides: { email?: string; username?: string; contract?: Partial<RegisterPayload['contract']> } = {},
): RegisterPayload {
  const u = unique();
  return {
    account: {
      name: 'Giulia',
      surname: 'Bianchi',
      email: overrides.email ?? `reg.${u}@example.com`,
      username: overrides.username ?? `reg_${u}`,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    },
    hotel: { type: 'HOTEL', name: `Hotel ${u}`, stars: 3, roomsNumber: 12, entireAccommodation: false },
    contract: {
      planId: 702,
      optionId: 7022,
      discountId: 7024,
      billing: {
        companyName: 'Bianchi Srl',
        vatNumber: 'IT00743110157',
        address: 'Via Roma 1',
        zip: '00100',
        city: 'Roma',
        email: 'billing@example.com',
      },
      ...overrides.contract,
    },
    terms: true,
    privacy: true,
    language: 'en',
  };
}

let ipCounter = 0;
function post(path: string, body: unknown) {
  ipCounter++;
  return SELF.fetch(`${API}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': `203.0.113.${ipCounter}` },
    body: JSON.stringify(body),
  });
}

async function linkFor(email: string): Promise<{ id: string; token: string; subject: string }> {
  const row = await env.DB.prepare(
    `SELECT subject, body_text FROM email_outbox WHERE to_address = ? AND template = 'register-verify' ORDER BY id DESC LIMIT 1`,
  )
    .bind(email)
    .first<{ subject: string; body_text: string }>();
  const url = new URL(/https?:\/\/\S+/.exec(row?.body_text ?? '')?.[0] ?? 'https://none.test/');
  return {
    id: url.searchParams.get('id') ?? '',
    token: url.searchParams.get('token') ?? '',
    subject: row?.subject ?? '',
  };
}

async function count(sql: string, ...binds: unknown[]): Promise<number> {
  const row = await env.DB.prepare(sql)
    .bind(...binds)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

async function registerAndVerify(body = payload()) {
  expect((await post('/register', body)).status).toBe(200);
  const link = await linkFor(body.account.email);
  const res = await post('/register/verify', { id: link.id, token: link.token });
  expect(res.status).toBe(201);
  const hotel = await env.DB.prepare(
    'SELECT h.id, h.enabled FROM hotels h JOIN manager_hotels mh ON mh.hotel_id = h.id JOIN managers m ON m.id = mh.manager_id WHERE m.email = ?',
  )
    .bind(body.account.email)
    .first<{ id: number; enabled: number }>();
  if (!hotel) throw new Error('no hotel');
  return { body, link, hotel };
}

describe('POST /register and /register/verify', () => {
  it('stores nothing but the pending registration and the e-mail; the link creates manager, hotel and contract once', async () => {
    const body = payload();
    const res = await post('/register', body);
    expect(res.status).toBe(200);
    expect(await count('SELECT COUNT(*) AS n FROM managers WHERE email = ?', body.account.email)).toBe(0);
    expect(
      await count('SELECT COUNT(*) AS n FROM pending_registrations WHERE email = ?', body.account.email),
    ).toBe(1);
    const link = await linkFor(body.account.email);
    expect(link.subject).toBe('Confirm your Itaca registration');
    expect(link.id).not.toBe('');
    // only the secret's hash is stored
    expect(
      await count('SELECT COUNT(*) AS n FROM pending_registrations WHERE token_hash = ?', link.token),
    ).toBe(0);

    const verified = await post('/register/verify', { id: link.id, token: link.token });
    expect(verified.status).toBe(201);
    expect(await verified.json()).toEqual({
      message: 'Account activated: you can log in',
      username: body.account.username,
    });
    // no session is opened by the link
    expect(verified.headers.getSetCookie()).toEqual([]);
    const hotel = await env.DB.prepare(
      `SELECT h.id, h.name, h.enabled, h.type, h.stars, h.rooms_number FROM hotels h
       JOIN manager_hotels mh ON mh.hotel_id = h.id JOIN managers m ON m.id = mh.manager_id WHERE m.email = ?`,
    )
      .bind(body.account.email)
      .first<{
        id: number;
        name: string;
        enabled: number;
        type: string;
        stars: number;
        rooms_number: number;
      }>();
    expect(hotel).toMatchObject({
      name: body.hotel.name,
      enabled: 0,
      type: 'HOTEL',
      stars: 3,
      rooms_number: 12,
    });

    // the manager logs in with the chosen password and sees the contract
    const session = await signInManager(body.account.username, PASSWORD);
    const contract = await SELF.fetch(`${SECURE_API}/hotels/${hotel?.id}/contract`, {
      headers: session.headers(),
    });
    expect(contract.status).toBe(200);
    expect(contract.headers.get('Cache-Control')).toBe('no-store');
    const { contract: view } = (await contract.json()) as HotelContractResponse;
    expect(view).toMatchObject({
      plan: { id: 702, nameKey: 'plan.professional' },
      paymentOption: { id: 7022, frequency: 'YEARLY', amount: { finalAmount: 420 } },
      multiLengthDiscount: { id: 7024, size: { count: 1, unit: 'YEARS' } },
      billing: { companyName: 'Bianchi Srl', vatNumber: 'IT00743110157' },
    });
    const start = new Date(view?.startDate ?? '');
    const end = new Date(view?.endDate ?? '');
    expect(Math.abs(start.getTime() - Date.now())).toBeLessThan(60_000);
    expect(end.getUTCFullYear() - start.getUTCFullYear()).toBe(1);
    expect(end.getUTCMonth()).toBe(start.getUTCMonth());

    // the link works once
    const again = await post('/register/verify', { id: link.id, token: link.token });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({
      errors: [{ field: 'token', code: 'error.register.link.invalid' }],
    });
    expect(await count('SELECT COUNT(*) AS n FROM managers WHERE email = ?', body.account.email)).toBe(1);
  });

  it('refuses a wrong secret and an expired link', async () => {
    const body = payload();
    await post('/register', body);
    const link = await linkFor(body.account.email);
    const wrong = await post('/register/verify', { id: link.id, token: `${link.token.slice(0, -2)}xx` });
    expect(wrong.status).toBe(400);
    await env.DB.prepare('UPDATE pending_registrations SET expires_at = ? WHERE id = ?')
      .bind(new Date(Date.now() - 1000).toISOString(), link.id)
      .run();
    const expired = await post('/register/verify', { id: link.id, token: link.token });
    expect(expired.status).toBe(400);
    expect(await count('SELECT COUNT(*) AS n FROM managers WHERE email = ?', body.account.email)).toBe(0);
  });

  it('answers 400 with the field for an e-mail or username already taken', async () => {
    const { body } = await registerAndVerify();
    const sameEmail = await post('/register', payload({ email: body.account.email.toUpperCase() }));
    expect(sameEmail.status).toBe(400);
    expect(await sameEmail.json()).toMatchObject({
      errors: [{ field: 'account.email', code: 'error.email.taken' }],
    });
    const sameUsername = await post('/register', payload({ username: body.account.username }));
    expect(sameUsername.status).toBe(400);
    expect(await sameUsername.json()).toMatchObject({
      errors: [{ field: 'account.username', code: 'error.username.taken' }],
    });
  });

  it('a username taken meanwhile by another verified account fails the verification with the field', async () => {
    const first = payload();
    const second = payload({ username: `${first.account.username}x` });
    await post('/register', first);
    await post('/register', second);
    // another account takes the second's username before it is verified
    await env.DB.prepare(
      `INSERT INTO managers (email, username, name, surname, password_hash, created_date, password_changed_date)
       VALUES (?, ?, 'X', 'Y', 'x', '2026-01-01', '2026-01-01')`,
    )
      .bind(`other.${unique()}@example.com`, second.account.username)
      .run();
    const link = await linkFor(second.account.email);
    const res = await post('/register/verify', { id: link.id, token: link.token });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      errors: [{ field: 'account.username', code: 'error.username.taken' }],
    });
    expect(await count('SELECT COUNT(*) AS n FROM hotels WHERE name = ?', second.hotel.name)).toBe(0);
  });

  it.each([
    ['a partner plan', { planId: 703, optionId: 7031, discountId: null }, 'contract.planId'],
    ['a disabled plan', { planId: 704, optionId: 7041, discountId: null }, 'contract.planId'],
    ['an option of another plan', { planId: 702, optionId: 7011, discountId: null }, 'contract.optionId'],
    [
      'the yearly option with a 6-month discount',
      { planId: 702, optionId: 7022, discountId: 7023 },
      'contract.optionId',
    ],
    ['a discount of another plan', { planId: 701, optionId: 7011, discountId: 7023 }, 'contract.discountId'],
  ])('refuses %s', async (_name, contract, field) => {
    const body = payload({ contract });
    const res = await post('/register', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ errors: [{ field, code: 'error.plan.unavailable' }] });
    expect(
      await count('SELECT COUNT(*) AS n FROM pending_registrations WHERE email = ?', body.account.email),
    ).toBe(0);
  });

  it('checks every part again: format rules, consents, billing', async () => {
    const body = payload();
    const bad = {
      ...body,
      account: { ...body.account, username: 'No Spaces', password: 'weakpass1', confirmPassword: 'other' },
      hotel: { ...body.hotel, stars: null },
      contract: { ...body.contract, billing: { ...body.contract.billing, zip: '123', vatNumber: 'IT1' } },
      terms: false,
    };
    const res = await post('/register', bad);
    expect(res.status).toBe(400);
    const { errors } = (await res.json()) as { errors: { field: string; code: string }[] };
    expect(errors).toEqual(
      expect.arrayContaining([
        { field: 'account.username', code: 'error.username.invalid' },
        { field: 'account.password', code: 'error.password.strong' },
        { field: 'account.confirmPassword', code: 'error.password.match' },
        { field: 'hotel.stars', code: 'error.required' },
        { field: 'contract.billing.zip', code: 'error.zip.invalid' },
        { field: 'contract.billing.vatNumber', code: 'error.vat.invalid' },
        { field: 'terms', code: 'error.consent.required' },
      ]),
    );
    expect(
      await count('SELECT COUNT(*) AS n FROM pending_registrations WHERE email = ?', body.account.email),
    ).toBe(0);
  });

  it('rate-limits registrations of one address (3 in 15 minutes)', async () => {
    holdClockAtWindowStart(900);
    const body = payload();
    for (let i = 0; i < 3; i++) expect((await post('/register', body)).status).toBe(200);
    expect((await post('/register', body)).status).toBe(429);
    // a new registration of the same address replaces the earlier one
    expect(
      await count('SELECT COUNT(*) AS n FROM pending_registrations WHERE email = ?', body.account.email),
    ).toBe(1);
  });
});

describe('secure partner plans and contract', () => {
  it('partner plans: 401 without a session; only enabled partner plans; never in the public list', async () => {
    expect((await SELF.fetch(`${SECURE_API}/partner-plans`)).status).toBe(401);
    const { body } = await registerAndVerify();
    const session = await signInManager(body.account.email, PASSWORD);
    const res = await SELF.fetch(`${SECURE_API}/partner-plans`, { headers: session.headers() });
    expect(res.status).toBe(200);
    const plans = (await res.json()) as PartnerPlansResponse;
    expect(plans.map((p) => p.id)).toEqual([703]);
    expect(plans[0]?.paymentOptions.map((o) => o.id)).toEqual([7031]);
    const pub = (await (await SELF.fetch(`${API}/hotel-plans?size=20`)).json()) as Page<Plan>;
    expect(pub.content.map((p) => p.id)).toEqual([701, 702]);
  });

  it('contract: 401 without a session, 403 for another manager’s hotel, null for a hotel without one', async () => {
    const a = await registerAndVerify();
    const b = await registerAndVerify();
    expect((await SELF.fetch(`${SECURE_API}/hotels/${a.hotel.id}/contract`)).status).toBe(401);
    const session = await signInManager(b.body.account.email, PASSWORD);
    const other = await SELF.fetch(`${SECURE_API}/hotels/${a.hotel.id}/contract`, {
      headers: session.headers(),
    });
    expect(other.status).toBe(403);
    expect(await other.json()).toMatchObject({
      errors: [{ field: 'hotelId', code: 'error.hotel.not.managed' }],
    });
    await env.DB.prepare('DELETE FROM hotel_contracts WHERE hotel_id = ?').bind(b.hotel.id).run();
    const none = await SELF.fetch(`${SECURE_API}/hotels/${b.hotel.id}/contract`, {
      headers: session.headers(),
    });
    expect(await none.json()).toEqual({ contract: null });
  });
});

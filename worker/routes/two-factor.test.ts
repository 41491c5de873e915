/**
 * Two-factor sign-in through the API (TEAM-1, decision 061): enrolment confirmed by a first
 * code, a sign-in that needs the code, a code never accepted twice, recovery codes used once,
 * wrong codes counted by the login throttle, and the hotel's requirement for owners and managers.
 * Codes are computed here from the secret the enrolment shows, as an authenticator app would.
 * No calendar is read: this file runs once.
 */
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StaffMember } from '../../src/contracts/secure/staff.ts';
import type { RecoveryCodes, TwoFactorEnrolment, TwoFactorStatus } from '../../src/contracts/two-factor.ts';
import { totpCode, totpStep } from '../../src/domain/two-factor.ts';
import { insertManager } from '../data/managers.ts';
import { hashPassword } from '../security/password.ts';
import { SESSION_COOKIE } from '../security/session.ts';
import { TWO_FACTOR_COOKIE } from '../security/two-factor-challenge.ts';
import { type ManagerSession, SECURE_API, signInManager } from '../test/manager-session.ts';

const PUBLIC_API = 'https://itaca.test/api/rs/public';
const HOTEL = 9702;
const PASSWORD = 'Manager2026!';
type ErrorBody = { errors: { field: string; code: string }[] };

let addressCounter = 0;
const post = (url: string, body: unknown, headers: Record<string, string> = {}) => {
  addressCounter += 1;
  return SELF.fetch(url, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'CF-Connecting-IP': `10.97.0.${addressCounter}`,
      ...headers,
    },
    body: JSON.stringify(body),
  });
};
const cookieOf = (res: Response, name: string) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith(`${name}=`) && c.length > name.length + 1);
const codeAt = (secret: string, stepsAhead = 0) => totpCode(secret, totpStep(Date.now() / 1000) + stepsAhead);

/** Enrols `session`'s account and returns its secret and recovery codes. */
async function enrol(session: ManagerSession): Promise<{ secret: string; recovery: string[] }> {
  const started = await SELF.fetch(`${SECURE_API}/account/two-factor/enrolment`, {
    method: 'POST',
    headers: session.headers(),
  });
  expect(started.status).toBe(200);
  const { secret, uri } = (await started.json()) as TwoFactorEnrolment;
  expect(uri).toContain(`secret=${secret}`);
  const confirmed = await SELF.fetch(`${SECURE_API}/account/two-factor/confirmation`, {
    method: 'POST',
    headers: session.headers(),
    body: JSON.stringify({ code: codeAt(secret) }),
  });
  expect(confirmed.status).toBe(200);
  return { secret, recovery: ((await confirmed.json()) as RecoveryCodes).recoveryCodes };
}

/** The password step: answers `{ twoFactor: true }` and the pending sign-in cookie, no session. */
async function passwordStep(email: string): Promise<string> {
  const res = await post(`${PUBLIC_API}/session`, { email, password: PASSWORD });
  expect(await res.json()).toEqual({ twoFactor: true });
  expect(cookieOf(res, SESSION_COOKIE)).toBeUndefined();
  const pending = cookieOf(res, TWO_FACTOR_COOKIE);
  if (!pending) throw new Error('no pending sign-in cookie');
  return pending;
}

const secondStep = (pending: string, body: unknown) =>
  post(`${PUBLIC_API}/session/two-factor`, body, { Cookie: pending });

beforeAll(async () => {
  const passwordHash = await hashPassword(PASSWORD);
  const now = new Date().toISOString();
  const ids: number[] = [];
  for (const name of ['owner', 'manager', 'desk', 'replay', 'recovery', 'throttle']) {
    ids.push(
      await insertManager(env.DB, {
        email: `${name}.2fa@example.com`,
        username: `${name}_2fa`,
        name: 'Anna',
        surname: name,
        passwordHash,
      }),
    );
  }
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO hotels (id, name, name_alias, type, enabled, currency, time_zone, address_json, payment_settings_json,
         policies_json, description_json, created_date, updated_date)
       VALUES (?, 'Locanda Due Fattori', 'locanda-2fa', 'HOTEL', 1, 'EUR', 'Europe/Rome', '{}', '{}', '{}', '{}', ?, ?)`,
    ).bind(HOTEL, now, now),
    env.DB.prepare(
      `INSERT INTO manager_hotels (manager_id, hotel_id, role) VALUES (?, ${HOTEL}, 'OWNER'), (?, ${HOTEL}, 'MANAGER'), (?, ${HOTEL}, 'FRONT_DESK')`,
    ).bind(ids[0], ids[1], ids[2]),
  ]);
});

describe('enrolment and sign-in', () => {
  it('turns on only with a right first code, then the sign-in needs a code, and a code works once', async () => {
    const session = await signInManager('replay.2fa@example.com');
    const started = await SELF.fetch(`${SECURE_API}/account/two-factor/enrolment`, {
      method: 'POST',
      headers: session.headers(),
    });
    const { secret } = (await started.json()) as TwoFactorEnrolment;
    const wrong = await SELF.fetch(`${SECURE_API}/account/two-factor/confirmation`, {
      method: 'POST',
      headers: session.headers(),
      body: JSON.stringify({ code: codeAt(secret, 5) }),
    });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as ErrorBody).errors[0]?.code).toBe('error.two.factor.code');
    const confirmed = await SELF.fetch(`${SECURE_API}/account/two-factor/confirmation`, {
      method: 'POST',
      headers: session.headers(),
      body: JSON.stringify({ code: codeAt(secret) }),
    });
    expect(((await confirmed.json()) as RecoveryCodes).recoveryCodes).toHaveLength(10);
    const status = await SELF.fetch(`${SECURE_API}/account/two-factor`, {
      headers: { Cookie: session.cookie },
    });
    expect(await status.json()).toEqual<TwoFactorStatus>({ enabled: true, recoveryCodesLeft: 10 });

    // The pending sign-in is no session: the secure API refuses it.
    const pending = await passwordStep('replay.2fa@example.com');
    expect(
      (await SELF.fetch(`${SECURE_API}/account/two-factor`, { headers: { Cookie: pending } })).status,
    ).toBe(401);
    // The confirmation spent the current step; the next one (a phone a little ahead) is accepted, once.
    const code = codeAt(secret, 1);
    const signedIn = await secondStep(pending, { code: `${code.slice(0, 3)} ${code.slice(3)}` });
    expect(signedIn.status).toBe(200);
    expect(cookieOf(signedIn, SESSION_COOKIE)).toBeDefined();
    const replayed = await secondStep(await passwordStep('replay.2fa@example.com'), { code });
    expect(replayed.status).toBe(400);
    expect(((await replayed.json()) as ErrorBody).errors[0]?.code).toBe('error.two.factor.code');
  });

  it('takes each recovery code once', async () => {
    const { recovery } = await enrol(await signInManager('recovery.2fa@example.com'));
    const first = await secondStep(await passwordStep('recovery.2fa@example.com'), {
      recoveryCode: recovery[0]?.toUpperCase(),
    });
    expect(first.status).toBe(200);
    const again = await secondStep(await passwordStep('recovery.2fa@example.com'), {
      recoveryCode: recovery[0],
    });
    expect(again.status).toBe(400);
    expect(((await again.json()) as ErrorBody).errors[0]?.code).toBe('error.two.factor.recovery');
  });

  it('counts wrong codes with wrong passwords: five end the pending sign-in and throttle the account', async () => {
    const { secret } = await enrol(await signInManager('throttle.2fa@example.com'));
    const pending = await passwordStep('throttle.2fa@example.com');
    const wrongCode = codeAt(secret, 10);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await secondStep(pending, { code: wrongCode })).status).toBe(400);
    }
    const gone = await secondStep(pending, { code: codeAt(secret, 1) });
    expect(gone.status).toBe(401);
    expect(((await gone.json()) as ErrorBody).errors[0]?.code).toBe('error.two.factor.expired');
    const throttled = await post(`${PUBLIC_API}/session`, {
      email: 'throttle.2fa@example.com',
      password: PASSWORD,
    });
    expect(throttled.status).toBe(429);
  });
});

describe("the hotel's requirement", () => {
  it('refuses owners and managers without two-factor, not the front desk; only an owner with it sets it', async () => {
    const owner = await signInManager('owner.2fa@example.com');
    const manager = await signInManager('manager.2fa@example.com');
    const desk = await signInManager('desk.2fa@example.com');
    const setting = `${SECURE_API}/hotels/${HOTEL}/staff/two-factor`;
    const put = (session: ManagerSession, required: boolean) =>
      SELF.fetch(setting, { method: 'PUT', headers: session.headers(), body: JSON.stringify({ required }) });

    const notYet = await put(owner, true);
    expect(notYet.status).toBe(409);
    expect(((await notYet.json()) as ErrorBody).errors[0]?.code).toBe('error.two.factor.enrol.first');
    const byManager = await put(manager, true);
    expect(byManager.status).toBe(403);
    expect(((await byManager.json()) as ErrorBody).errors[0]?.code).toBe('error.two.factor.owner.only');

    await enrol(owner);
    expect((await put(owner, true)).status).toBe(200);
    const refused = await SELF.fetch(`${SECURE_API}/hotels/${HOTEL}/staff`, {
      headers: { Cookie: manager.cookie },
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as ErrorBody).errors[0]?.code).toBe('error.two.factor.required');
    const deskToday = await SELF.fetch(`${SECURE_API}/hotels/${HOTEL}/staff/two-factor`, {
      headers: { Cookie: desk.cookie },
    });
    // The front desk is not asked for two-factor (its role has no staff.read: 403 of the role, not of two-factor).
    expect(((await deskToday.json()) as ErrorBody).errors[0]?.code).toBe('error.hotel.permission');
    const staff = await SELF.fetch(`${SECURE_API}/hotels/${HOTEL}/staff`, {
      headers: { Cookie: owner.cookie },
    });
    const members = (await staff.json()) as StaffMember[];
    expect(members.map((m) => [m.email, m.twoFactor])).toEqual([
      ['owner.2fa@example.com', true],
      ['manager.2fa@example.com', false],
      ['desk.2fa@example.com', false],
    ]);

    await enrol(manager);
    const now = await SELF.fetch(`${SECURE_API}/hotels/${HOTEL}/staff`, {
      headers: { Cookie: manager.cookie },
    });
    expect(now.status).toBe(200);
  });
});

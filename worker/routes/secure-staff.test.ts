/**
 * A hotel's team end to end through the API (TEAM-1, decision 055): an owner invites a front
 * desk, the link from the outbox is accepted once, the new member signs in and meets their role;
 * suspending and removing end sessions at once; the hotel always keeps an owner; "My account"
 * changes the password and signs devices out. No calendar is read: this file runs once.
 */
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccountSession } from '../../src/contracts/secure/account.ts';
import type { ManagedHotel } from '../../src/contracts/secure/hotels.ts';
import type { StaffMember } from '../../src/contracts/secure/staff.ts';
import { insertManager } from '../data/managers.ts';
import { hashPassword } from '../security/password.ts';
import { type ManagerSession, SECURE_API, signInManager } from '../test/manager-session.ts';

const PUBLIC_API = 'https://itaca.test/api/rs/public';
const HOTEL = 9701;
const STAFF = `${SECURE_API}/hotels/${HOTEL}/staff`;
const PASSWORD = 'Manager2026!';

let owner: ManagerSession;
let ownerId: number;
let managerId: number;
let manager: ManagerSession;

type ErrorBody = { message: string; errors: { field: string; code: string }[] };

beforeAll(async () => {
  const now = new Date().toISOString();
  const passwordHash = await hashPassword(PASSWORD);
  const person = (email: string, username: string) =>
    insertManager(env.DB, { email, username, name: 'Anna', surname: username, passwordHash });
  ownerId = await person('owner.9701@example.com', 'owner_9701');
  managerId = await person('manager.9701@example.com', 'manager_9701');
  await person('elsewhere@example.com', 'elsewhere');
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO hotels (id, name, name_alias, type, enabled, currency, time_zone, address_json, payment_settings_json,
         policies_json, description_json, created_date, updated_date)
       VALUES (?, 'Locanda Staff', 'locanda-staff', 'HOTEL', 1, 'EUR', 'Europe/Rome', '{}', '{}', '{}', '{}', ?, ?)`,
    ).bind(HOTEL, now, now),
    env.DB.prepare(
      `INSERT INTO manager_hotels (manager_id, hotel_id, role) VALUES (?, ${HOTEL}, 'OWNER'), (?, ${HOTEL}, 'MANAGER')`,
    ).bind(ownerId, managerId),
  ]);
  owner = await signInManager('owner.9701@example.com');
  manager = await signInManager('manager.9701@example.com');
});

const json = (session: ManagerSession, method: string, url: string, body?: unknown) =>
  SELF.fetch(url, {
    method,
    headers: session.headers(),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const get = (session: ManagerSession, url: string) =>
  SELF.fetch(url, { headers: { Cookie: session.cookie } });

async function staffList(session: ManagerSession = owner): Promise<StaffMember[]> {
  const res = await get(session, STAFF);
  expect(res.status).toBe(200);
  return (await res.json()) as StaffMember[];
}

const memberOf = async (email: string) => {
  const member = (await staffList()).find((m) => m.email === email);
  if (!member) throw new Error(`${email} is not on the staff`);
  return member;
};

/** Invites `email` as `role` and returns the token of the link the e-mail carries. */
async function invite(email: string, role: string, by: ManagerSession = owner): Promise<string> {
  const res = await json(by, 'POST', `${STAFF}/invitations`, { email, role });
  expect(res.status, await res.clone().text()).toBe(201);
  const mail = await env.DB.prepare(
    "SELECT body_text FROM email_outbox WHERE to_address = ? AND template = 'staff-invitation' ORDER BY id DESC",
  )
    .bind(email)
    .first<{ body_text: string }>();
  const token = /\/invitation\?token=([A-Za-z0-9_-]+)/.exec(mail?.body_text ?? '')?.[1];
  if (!token) throw new Error(`no invitation link in ${mail?.body_text}`);
  return token;
}

const accept = (body: Record<string, unknown>) =>
  SELF.fetch(`${PUBLIC_API}/invitations/accept`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '10.97.0.1' },
    body: JSON.stringify(body),
  });

describe('staff invitations', () => {
  it('invites a front desk who accepts once, signs in, and meets their role', async () => {
    const token = await invite('giulia.9701@example.com', 'FRONT_DESK');
    const preview = await SELF.fetch(`${PUBLIC_API}/invitations/preview`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(await preview.json()).toEqual({
      hotelName: 'Locanda Staff',
      email: 'giulia.9701@example.com',
      role: 'FRONT_DESK',
      existingAccount: false,
    });
    // A new account needs a name and a password of the registration's rules.
    const weak = await accept({ token, name: '', password: 'short' });
    expect(((await weak.json()) as ErrorBody).errors.map((e) => e.field).sort()).toEqual([
      'name',
      'password',
    ]);

    const accepted = await accept({ token, name: 'Giulia Bianchi', password: 'Reception2026!' });
    expect(accepted.status).toBe(201);
    const again = await accept({ token, name: 'Giulia Bianchi', password: 'Reception2026!' });
    expect(again.status).toBe(400);
    expect(((await again.json()) as ErrorBody).errors).toEqual([
      { field: 'token', code: 'error.invitation.invalid' },
    ]);

    const giulia = await signInManager('giulia.9701@example.com', 'Reception2026!');
    const hotels = (await (await get(giulia, `${SECURE_API}/hotels`)).json()) as ManagedHotel[];
    expect(hotels.map((h) => [h.id, h.role])).toEqual([[HOTEL, 'FRONT_DESK']]);
    expect(hotels[0]?.permissions).not.toContain('ratesheet.read');
    // The guard refuses what the role does not allow, with its own code.
    const ratesheet = await get(giulia, `${SECURE_API}/hotels/${HOTEL}/ratesheet`);
    expect(ratesheet.status).toBe(403);
    expect(((await ratesheet.json()) as ErrorBody).errors).toEqual([
      { field: 'hotelId', code: 'error.hotel.permission' },
    ]);
    expect((await get(giulia, STAFF)).status).toBe(403);
    expect((await get(giulia, `${SECURE_API}/hotels/${HOTEL}/checkin-times`)).status).toBe(403);

    const member = await memberOf('giulia.9701@example.com');
    expect(member).toMatchObject({
      name: 'Giulia Bianchi',
      role: 'FRONT_DESK',
      status: 'ACTIVE',
      you: false,
    });
    // The history names who joined, and who invited them.
    const history = await env.DB.prepare(
      "SELECT manager_id, action, after_json FROM property_changes WHERE subject = 'STAFF' AND subject_id = ?",
    )
      .bind(member.userId)
      .first<{ manager_id: number; action: string; after_json: string }>();
    expect(history?.action).toBe('CREATE');
    expect(JSON.parse(history?.after_json ?? '{}')).toMatchObject({ role: 'FRONT_DESK', invitedBy: ownerId });
  });

  it('refuses an expired link, and joins an existing account only with its password', async () => {
    const expired = await invite('late.9701@example.com', 'HOUSEKEEPING');
    await env.DB.prepare(
      "UPDATE staff_invitations SET expires_at = '2020-01-01T00:00:00.000Z' WHERE email = 'late.9701@example.com'",
    ).run();
    expect((await accept({ token: expired, name: 'Late', password: 'Cleaning2026!' })).status).toBe(400);

    const token = await invite('elsewhere@example.com', 'REVENUE');
    const wrong = await accept({ token, password: 'Not-their-2026' });
    expect(((await wrong.json()) as ErrorBody).errors).toEqual([
      { field: 'password', code: 'error.invitation.account.password' },
    ]);
    expect((await accept({ token, password: PASSWORD })).status).toBe(201);
    expect((await memberOf('elsewhere@example.com')).role).toBe('REVENUE');
    // On the staff already: a second invitation is refused.
    const twice = await json(owner, 'POST', `${STAFF}/invitations`, {
      email: 'ELSEWHERE@example.com',
      role: 'MANAGER',
    });
    expect(twice.status).toBe(409);
  });

  it('lists the invitations waiting, and a withdrawn one no longer opens', async () => {
    const token = await invite('maybe.9701@example.com', 'REVENUE', manager);
    const ownerInvite = await invite('partner.9701@example.com', 'OWNER');
    const waiting = (await (await get(owner, `${STAFF}/invitations`)).json()) as {
      id: number;
      email: string;
      role: string;
      invitedBy: string | null;
    }[];
    const maybe = waiting.find((i) => i.email === 'maybe.9701@example.com');
    const partner = waiting.find((i) => i.email === 'partner.9701@example.com');
    expect(maybe).toMatchObject({ role: 'REVENUE', invitedBy: 'Anna manager_9701' });
    // Accepted ones are not waiting any more.
    expect(waiting.map((i) => i.email)).not.toContain('giulia.9701@example.com');
    // A manager cannot withdraw an owner's invitation; an owner can.
    const withdraw = (session: ManagerSession, id: number | undefined) =>
      SELF.fetch(`${STAFF}/invitations/${id}`, { method: 'DELETE', headers: session.headers() });
    expect((await withdraw(manager, partner?.id)).status).toBe(404);
    expect((await withdraw(manager, maybe?.id)).status).toBe(204);
    expect((await withdraw(owner, partner?.id)).status).toBe(204);
    expect((await accept({ token, name: 'Maybe', password: 'Revenue2026!' })).status).toBe(400);
    expect((await accept({ token: ownerInvite, name: 'Partner', password: 'Partner2026!' })).status).toBe(
      400,
    );
  });

  it('keeps owners out of a manager’s reach', async () => {
    const res = await json(manager, 'POST', `${STAFF}/invitations`, {
      email: 'boss@example.com',
      role: 'OWNER',
    });
    expect(res.status).toBe(403);
    const self = await memberOf('owner.9701@example.com');
    const demote = await json(manager, 'PUT', `${STAFF}/${ownerId}`, {
      role: 'MANAGER',
      status: 'ACTIVE',
      version: self.version,
    });
    expect(demote.status).toBe(403);
  });
});

describe('changing the staff', () => {
  it('ends the sessions of a member suspended or removed at once, and keeps the history of who did it', async () => {
    const token = await invite('night.9701@example.com', 'FRONT_DESK', manager);
    expect((await accept({ token, name: 'Nino Notte', password: 'Night2026!x' })).status).toBe(201);
    const night = await signInManager('night.9701@example.com', 'Night2026!x');
    expect((await get(night, `${SECURE_API}/hotels/${HOTEL}/planning`)).status).not.toBe(401);

    const member = await memberOf('night.9701@example.com');
    const suspended = await json(manager, 'PUT', `${STAFF}/${member.userId}`, {
      role: 'FRONT_DESK',
      status: 'SUSPENDED',
      version: member.version,
    });
    expect(suspended.status).toBe(200);
    expect(await suspended.json()).toMatchObject({ status: 'SUSPENDED', version: member.version + 1 });
    expect((await get(night, `${SECURE_API}/hotels`)).status).toBe(401);
    // Signed in again, the suspended hotel is neither offered nor open.
    const back = await signInManager('night.9701@example.com', 'Night2026!x');
    expect(await (await get(back, `${SECURE_API}/hotels`)).json()).toEqual([]);
    expect((await get(back, `${SECURE_API}/hotels/${HOTEL}/planning`)).status).toBe(403);
    // A save based on the old version is refused.
    const stale = await json(owner, 'PUT', `${STAFF}/${member.userId}`, {
      role: 'FRONT_DESK',
      status: 'ACTIVE',
      version: member.version,
    });
    expect(stale.status).toBe(409);

    const removed = await SELF.fetch(`${STAFF}/${member.userId}?version=${member.version + 1}`, {
      method: 'DELETE',
      headers: owner.headers(),
    });
    expect(removed.status).toBe(204);
    expect((await get(back, `${SECURE_API}/hotels`)).status).toBe(401);
    expect((await staffList()).map((m) => m.email)).not.toContain('night.9701@example.com');
    const history = await env.DB.prepare(
      "SELECT action, manager_id FROM property_changes WHERE subject = 'STAFF' AND subject_id = ? ORDER BY id",
    )
      .bind(member.userId)
      .all<{ action: string; manager_id: number }>();
    expect(history.results).toEqual([
      { action: 'CREATE', manager_id: member.userId },
      { action: 'UPDATE', manager_id: managerId },
      { action: 'DELETE', manager_id: ownerId },
    ]);
  });

  it('never leaves the hotel without an active owner', async () => {
    const self = await memberOf('owner.9701@example.com');
    for (const change of [
      { role: 'MANAGER', status: 'ACTIVE' },
      { role: 'OWNER', status: 'SUSPENDED' },
    ]) {
      const res = await json(owner, 'PUT', `${STAFF}/${ownerId}`, { ...change, version: self.version });
      expect(res.status).toBe(409);
      expect(((await res.json()) as ErrorBody).errors).toEqual([
        { field: 'role', code: 'error.staff.last.owner' },
      ]);
    }
    const remove = await SELF.fetch(`${STAFF}/${ownerId}?version=${self.version}`, {
      method: 'DELETE',
      headers: owner.headers(),
    });
    expect(remove.status).toBe(409);
    expect((await memberOf('owner.9701@example.com')).version).toBe(self.version);
  });
});

describe('my account', () => {
  it('changes the password with the current one and ends the other sessions', async () => {
    const email = 'manager.9701@example.com';
    const other = await signInManager(email);
    const sessions = async (s: ManagerSession) =>
      (await (await get(s, `${SECURE_API}/account/sessions`)).json()) as AccountSession[];
    const listed = await sessions(manager);
    expect(listed.filter((s) => s.current)).toHaveLength(1);
    expect(listed.length).toBeGreaterThanOrEqual(2);

    const wrong = await json(manager, 'PUT', `${SECURE_API}/account/password`, {
      currentPassword: 'Wrong2026!',
      password: 'Changed2026!',
      confirmPassword: 'Changed2026!',
    });
    expect(((await wrong.json()) as ErrorBody).errors).toEqual([
      { field: 'currentPassword', code: 'error.account.password.current' },
    ]);
    const changed = await json(manager, 'PUT', `${SECURE_API}/account/password`, {
      currentPassword: PASSWORD,
      password: 'Changed2026!',
      confirmPassword: 'Changed2026!',
    });
    expect(changed.status).toBe(200);
    expect((await get(other, `${SECURE_API}/hotels`)).status).toBe(401);
    expect((await get(manager, `${SECURE_API}/hotels`)).status).toBe(200);

    // A device signed out from the list.
    const phone = await signInManager(email, 'Changed2026!');
    const phoneId = (await sessions(phone)).find((s) => s.current)?.id ?? '';
    const out = await SELF.fetch(`${SECURE_API}/account/sessions/${phoneId}`, {
      method: 'DELETE',
      headers: manager.headers(),
    });
    expect(out.status).toBe(204);
    expect((await get(phone, `${SECURE_API}/hotels`)).status).toBe(401);
    const again = await SELF.fetch(`${SECURE_API}/account/sessions/${phoneId}`, {
      method: 'DELETE',
      headers: manager.headers(),
    });
    expect(again.status).toBe(404);
  });
});

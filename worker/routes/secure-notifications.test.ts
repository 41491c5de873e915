/**
 * Notifications through the API (TEAM-2, decision 056): who is told of what (the role's
 * permission, never the person who did it, never another hotel), the poll's ETag and 304,
 * marking read (only one's own), and the preferences (OFF tells nothing, EMAIL queues an e-mail).
 * Events are written with notifyHotel as their callers do; no calendar is read: this file runs once.
 */
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NotificationList } from '../../src/contracts/secure/notifications.ts';
import { insertManager } from '../data/managers.ts';
import { type HotelNotice, notifyHotel } from '../notifications/notify.ts';
import { hashPassword } from '../security/password.ts';
import { type ManagerSession, SECURE_API, signInManager } from '../test/manager-session.ts';

const HOTEL = 9801;
const OTHER_HOTEL = 9802;
const LIST = `${SECURE_API}/notifications`;
const PREFERENCES = `${SECURE_API}/notifications/preferences`;
const SITE = 'https://itaca.test';

let owner: ManagerSession;
let ownerId: number;
let housekeeper: ManagerSession;
let frontDeskId: number;
let frontDesk: ManagerSession;
let elsewhere: ManagerSession;

const booking = (code: string, actorId: number | null = null): HotelNotice => ({
  event: 'reservation.created',
  params: { code, guest: 'Mario Rossi', checkin: '2027-01-11', checkout: '2027-01-13', source: 'WIDGET' },
  actorId,
});

const notify = (hotelId: number, notice: HotelNotice) =>
  notifyHotel(env.DB, hotelId, notice, { siteUrl: SITE, now: new Date() });

const list = async (session: ManagerSession, query = ''): Promise<NotificationList> => {
  const res = await SELF.fetch(`${LIST}${query}`, { headers: { Cookie: session.cookie } });
  expect(res.status).toBe(200);
  return res.json<NotificationList>();
};

const send = (session: ManagerSession, method: string, url: string, body: unknown) =>
  SELF.fetch(url, { method, headers: session.headers(), body: JSON.stringify(body) });

beforeAll(async () => {
  const now = new Date().toISOString();
  const passwordHash = await hashPassword('Manager2026!');
  const person = (username: string, language = 'en') =>
    insertManager(env.DB, {
      email: `${username}@example.com`,
      username,
      name: 'Anna',
      surname: username,
      passwordHash,
      language,
    });
  ownerId = await person('owner_9801');
  const housekeeperId = await person('housekeeper_9801');
  frontDeskId = await person('desk_9801', 'it');
  const elsewhereId = await person('owner_9802');
  const hotel = (id: number, name: string) =>
    env.DB.prepare(
      `INSERT INTO hotels (id, name, name_alias, type, enabled, currency, time_zone, address_json, payment_settings_json,
         policies_json, description_json, created_date, updated_date)
       VALUES (?, ?, ?, 'HOTEL', 1, 'EUR', 'Europe/Rome', '{}', '{}', '{}', '{}', ?, ?)`,
    ).bind(id, name, `notify-${id}`, now, now);
  await env.DB.batch([
    hotel(HOTEL, 'Locanda Campanella'),
    hotel(OTHER_HOTEL, 'Albergo Altrove'),
    env.DB.prepare(
      `INSERT INTO manager_hotels (manager_id, hotel_id, role) VALUES
         (?, ${HOTEL}, 'OWNER'), (?, ${HOTEL}, 'HOUSEKEEPING'), (?, ${HOTEL}, 'FRONT_DESK'), (?, ${OTHER_HOTEL}, 'OWNER')`,
    ).bind(ownerId, housekeeperId, frontDeskId, elsewhereId),
  ]);
  owner = await signInManager('owner_9801@example.com');
  housekeeper = await signInManager('housekeeper_9801@example.com');
  frontDesk = await signInManager('desk_9801@example.com');
  elsewhere = await signInManager('owner_9802@example.com');
});

describe('notifications', () => {
  it('tells who may read the event, never its author, never another hotel', async () => {
    await notify(HOTEL, booking('NTFY000001'));
    await notify(HOTEL, booking('NTFY000002', frontDeskId));
    await notify(OTHER_HOTEL, booking('NTFY000003'));

    const mine = await list(owner);
    expect(mine.items.map((item) => item.params.code)).toEqual(['NTFY000002', 'NTFY000001']);
    expect(mine.items[0]).toMatchObject({
      kind: 'CHANNEL_MANAGER_RESERVATION',
      event: 'reservation.created',
      hotelId: HOTEL,
      hotelName: 'Locanda Campanella',
      read: false,
      path: '/reservations/NTFY000002',
    });
    // The front desk made the second booking: told of the first only.
    expect((await list(frontDesk)).items.map((item) => item.params.code)).toEqual(['NTFY000001']);
    expect(await list(housekeeper)).toEqual({ unread: 0, total: 0, items: [] });
    expect((await list(elsewhere)).items.map((item) => item.params.code)).toEqual(['NTFY000003']);
  });

  it('answers the poll with 304 while nothing changed, and 200 once something did', async () => {
    const first = await SELF.fetch(LIST, { headers: { Cookie: owner.cookie } });
    const etag = first.headers.get('ETag');
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers.get('Cache-Control')).toBe('private, no-cache');
    const again = await SELF.fetch(LIST, { headers: { Cookie: owner.cookie, 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');

    await notify(HOTEL, booking('NTFY000004'));
    const changed = await SELF.fetch(LIST, {
      headers: { Cookie: owner.cookie, 'If-None-Match': etag ?? '' },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('ETag')).not.toBe(etag);
    expect((await changed.json<NotificationList>()).unread).toBe(3);
  });

  it("marks one's own read, by id or all; another's ids change nothing", async () => {
    const [newest] = (await list(owner)).items;
    const [theirs] = (await list(elsewhere)).items;
    if (!newest || !theirs) throw new Error('no notifications to mark');

    const byId = await send(owner, 'POST', `${LIST}/read`, { ids: [newest.id, theirs.id] });
    expect(byId.status).toBe(200);
    expect(await byId.json()).toEqual({ unread: 2, total: 3 });
    expect((await list(elsewhere)).unread).toBe(1);
    expect((await list(owner, '?unread=true')).items.map((item) => item.id)).not.toContain(newest.id);

    const all = await send(owner, 'POST', `${LIST}/read`, { all: true });
    expect(await all.json()).toEqual({ unread: 0, total: 3 });
    expect((await list(frontDesk)).unread).toBe(2);

    const empty = await send(owner, 'POST', `${LIST}/read`, {});
    expect(empty.status).toBe(400);
  });

  it('follows the preferences: OFF tells nothing, EMAIL queues an e-mail in the reader’s language', async () => {
    const defaults = await SELF.fetch(PREFERENCES, { headers: { Cookie: owner.cookie } });
    expect((await defaults.json<{ preferences: unknown[] }>()).preferences).toContainEqual({
      kind: 'REVIEW',
      channel: 'APP',
    });
    const saved = await send(owner, 'PUT', PREFERENCES, {
      preferences: [{ kind: 'CHANNEL_MANAGER_RESERVATION', channel: 'OFF' }],
    });
    expect(saved.status).toBe(200);
    const italian = await send(frontDesk, 'PUT', PREFERENCES, {
      preferences: [{ kind: 'CHANNEL_MANAGER_RESERVATION', channel: 'EMAIL' }],
    });
    expect(italian.status).toBe(200);
    const refused = await send(owner, 'PUT', PREFERENCES, {
      preferences: [{ kind: 'STATS', channel: 'SMS' }],
    });
    expect(refused.status).toBe(400);

    const totalBefore = (await list(owner)).total;
    await notify(HOTEL, booking('NTFY000005'));
    expect((await list(owner)).total).toBe(totalBefore);
    expect((await list(frontDesk)).items[0]?.params.code).toBe('NTFY000005');

    const mail = await env.DB.prepare(
      `SELECT to_address, subject, body_text FROM email_outbox WHERE template = 'notification' ORDER BY id`,
    ).all<{ to_address: string; subject: string; body_text: string }>();
    expect(mail.results).toHaveLength(1);
    expect(mail.results[0]?.to_address).toBe('desk_9801@example.com');
    expect(mail.results[0]?.subject).toBe(
      'Nuova prenotazione NTFY000005: Mario Rossi, 11 gen 2027 – 13 gen 2027 (Widget) · Locanda Campanella',
    );
    expect(mail.results[0]?.body_text).toContain(`${SITE}/it/secure/reservations/NTFY000005`);
  });
});

/**
 * Online check-in (decision 058): the guest fills in the stay's identity documents with the
 * manage token; the back office's documents (and so Today's "documents complete") hold them,
 * while the guest's page is never given them back.
 */
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReservationCreated } from '../../src/contracts/booking-types.ts';
import type { OnlineCheckInView } from '../../src/contracts/online-check-in.ts';
import {
  API,
  day,
  nextIp,
  postReservation,
  reservationBody,
  seedBookingFixture,
  writeCounts,
} from '../test/booking-fixture.ts';

type ErrorBody = { message: string; errors: { field: string; code: string }[] };

const url = (code: string) => `${API}/booking/reservations/${code}/online-check-in`;

async function book(): Promise<ReservationCreated> {
  const res = await postReservation(reservationBody({ adults: 2, checkin: day(10), checkout: day(12) }));
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as ReservationCreated;
}

const read = (code: string, token: string) =>
  SELF.fetch(`${url(code)}?token=${encodeURIComponent(token)}`, {
    headers: { 'CF-Connecting-IP': nextIp() },
  });

const save = (code: string, body: unknown) =>
  SELF.fetch(url(code), {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': nextIp() },
    body: JSON.stringify(body),
  });

/** A complete single guest's document, as the form sends it. */
const passport = (uuid: string) => ({
  uuid,
  name: 'Claire',
  surname: 'Dubois',
  gender: 'FEMALE',
  birthDate: '1988-02-03',
  birthPlace: { country: 'FR', name: 'Lyon', istat: null },
  nationality: 'FR',
  citizenship: 'FR',
  type: 'PASSPORT',
  issuer: { country: 'FR', name: 'Lyon', istat: null },
  number: 'FR9876543',
  guestType: 'SINGLE_GUEST',
  resident: false,
  exemption: null,
  roomId: null,
});

const stored = (code: string) =>
  env.DB.prepare(
    `SELECT d.complete_count, d.documents_json, d.updated_by_id FROM reservation_guest_documents d
       JOIN reservations r ON r.id = d.reservation_id WHERE r.code = ?`,
  )
    .bind(code)
    .first<{ complete_count: number; documents_json: string; updated_by_id: number | null }>();

beforeAll(async () => {
  await seedBookingFixture();
});

describe('GET/PUT booking/reservations/{code}/online-check-in', () => {
  it('saves a guest document with the manage token, stored like the desk’s, never answered back', async () => {
    const created = await book();
    const first = (await (await read(created.code, created.manageToken)).json()) as OnlineCheckInView;
    expect(first).toMatchObject({ code: created.code, closed: null, version: 0 });
    expect(first.guests).toHaveLength(2);
    expect(first.guests.map((g) => g.status)).toEqual([null, null]);
    const uuid = first.guests[0]?.uuid ?? '';

    const res = await save(created.code, {
      token: created.manageToken,
      version: 0,
      document: passport(uuid),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const text = await res.text();
    expect(text).not.toContain('FR9876543');
    expect(text).not.toContain('Dubois');
    const answer = JSON.parse(text) as OnlineCheckInView;
    expect(answer.version).toBe(1);
    expect(answer.guests.map((g) => g.status)).toEqual(['COMPLETE', null]);

    const row = await stored(created.code);
    expect(row).toMatchObject({ complete_count: 1, updated_by_id: null });
    expect(row?.documents_json).toContain('FR9876543');
    const again = await (await read(created.code, created.manageToken)).text();
    expect(again).not.toContain('FR9876543');

    // A stale version (another tab, the desk) is 409; a wrong token is the manage page's 404.
    const stale = await save(created.code, {
      token: created.manageToken,
      version: 0,
      document: passport(uuid),
    });
    expect(stale.status).toBe(409);
    const before = await writeCounts();
    const wrong = await save(created.code, { token: 'A'.repeat(43), version: 1, document: passport(uuid) });
    expect(wrong.status).toBe(404);
    expect((await read(created.code, 'A'.repeat(43))).status).toBe(404);
    expect(await writeCounts()).toEqual(before);
  });

  it('is closed for a cancelled stay, a checked-in one and after the arrival day: 409, nothing written', async () => {
    const cases: [string, (id: number) => Promise<unknown>, string][] = [
      [
        'cancelled',
        (id) => env.DB.prepare(`UPDATE reservations SET status = 'CANCELLED' WHERE id = ?`).bind(id).run(),
        'error.checkin.online.not.confirmed',
      ],
      [
        'checked in',
        (id) =>
          env.DB.prepare(
            `INSERT INTO reservation_stays (reservation_id, state, checked_in_date, checked_in_day)
             VALUES (?, 'IN_HOUSE', '2026-01-01T10:00:00Z', ?)`,
          )
            .bind(id, day(0))
            .run(),
        'error.checkin.online.checked.in',
      ],
      [
        'arrival passed',
        (id) => env.DB.prepare('UPDATE reservations SET checkin = ? WHERE id = ?').bind(day(-1), id).run(),
        'error.checkin.online.closed',
      ],
    ];
    for (const [label, close, code] of cases) {
      const created = await book();
      const view = (await (await read(created.code, created.manageToken)).json()) as OnlineCheckInView;
      const row = await env.DB.prepare('SELECT id FROM reservations WHERE code = ?')
        .bind(created.code)
        .first<{ id: number }>();
      await close(row?.id ?? 0);
      const closed = (await (await read(created.code, created.manageToken)).json()) as OnlineCheckInView;
      expect(closed.closed, label).not.toBeNull();
      const res = await save(created.code, {
        token: created.manageToken,
        version: 0,
        document: passport(view.guests[0]?.uuid ?? ''),
      });
      expect(res.status, label).toBe(409);
      expect(((await res.json()) as ErrorBody).errors[0]?.code, label).toBe(code);
      expect(await stored(created.code), label).toBeNull();
    }
  });
});

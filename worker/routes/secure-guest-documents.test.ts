/**
 * GET/PUT …/reservations/{code}/guest-documents inside workerd: access (401, 403 for another
 * manager's hotel, 404 for a code of another hotel), the total guests rule, the statuses the
 * server computes with the spec's rules, bad input (400, nothing written) and the version guard
 * (two saves on the same version: one 200, one 409).
 */
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReservationCreated } from '../../src/contracts/booking-types.ts';
import type { GuestDocumentsResponse } from '../../src/contracts/secure/guest-documents.ts';
import type { GuestDocument } from '../../src/domain/guest-documents.ts';
import { insertManager } from '../data/managers.ts';
import { hashPassword } from '../security/password.ts';
import {
  DOUBLE,
  day,
  HOTEL_ID,
  postReservation,
  reservationBody,
  seedBookingFixture,
} from '../test/booking-fixture.ts';
import { type ManagerSession, SECURE_API, signInManager } from '../test/manager-session.ts';

const OTHER_HOTEL_ID = 9311;
let staff: ManagerSession;
let rival: ManagerSession;
let outsider: ManagerSession;

type ErrorBody = { message: string; errors: { field: string; code: string }[] };

const url = (code: string, hotelId: number | string = HOTEL_ID) =>
  `${SECURE_API}/hotels/${hotelId}/reservations/${code}/guest-documents`;

async function book(adults: number): Promise<string> {
  const res = await postReservation(reservationBody({ adults, checkin: day(10), checkout: day(12) }));
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as ReservationCreated).code;
}

async function getDocs(code: string, session: ManagerSession | null = staff, hotelId: number = HOTEL_ID) {
  return SELF.fetch(url(code, hotelId), { headers: session ? { Cookie: session.cookie } : {} });
}

async function putDocs(code: string, body: unknown, session: ManagerSession | null = staff) {
  return SELF.fetch(url(code), {
    method: 'PUT',
    headers: session ? session.headers() : { 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function read(code: string): Promise<GuestDocumentsResponse> {
  const res = await getDocs(code);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as GuestDocumentsResponse;
}

const storedRow = (code: string) =>
  env.DB.prepare(
    `SELECT d.* FROM reservation_guest_documents d JOIN reservations r ON r.id = d.reservation_id WHERE r.code = ?`,
  )
    .bind(code)
    .first<{ version: number; complete_count: number; documents_json: string; updated_by_json: string }>();

/** The first document filled as a complete single guest born in Rome. */
function filled(doc: GuestDocument, overrides: Partial<GuestDocument> = {}): GuestDocument {
  return {
    ...doc,
    name: 'Anna',
    surname: 'Rossi',
    gender: 'FEMALE',
    birthDate: '1985-04-12',
    birthPlace: { country: 'IT', name: 'Roma', istat: '058091' },
    nationality: 'IT',
    citizenship: 'IT',
    type: 'PASSPORT',
    issuer: { country: 'IT', name: 'Venezia', istat: '027042' },
    number: 'YA1234567',
    ...overrides,
  };
}

beforeAll(async () => {
  await seedBookingFixture();
  const now = new Date().toISOString();
  const passwordHash = await hashPassword('Manager2026!');
  const ids = [];
  for (const [email, name, surname] of [
    ['docs.staff@example.com', 'Sara', 'Neri'],
    ['docs.rival@example.com', 'Luca', 'Verdi'],
    ['docs.outsider@example.com', 'Otto', 'Esterno'],
  ] as const) {
    ids.push(
      await insertManager(env.DB, {
        email,
        username: email.split('@')[0] ?? email,
        name,
        surname,
        passwordHash,
      }),
    );
  }
  const [staffId, rivalId, outsiderId] = ids;
  await env.DB.batch([
    // Room for the many stays these tests book on the same nights.
    env.DB.prepare('UPDATE inventory SET total = 100 WHERE room_type_id = ?').bind(DOUBLE),
    env.DB.prepare(
      `INSERT OR IGNORE INTO hotels (id, name, name_alias, type, enabled, currency, time_zone, address_json,
         payment_settings_json, policies_json, description_json, created_date, updated_date)
       VALUES (?, 'Other Hotel', 'docs-other-hotel', 'HOTEL', 1, 'EUR', 'Europe/Rome', '{}', '{}', '{}', '{}', ?, ?)`,
    ).bind(OTHER_HOTEL_ID, now, now),
    env.DB.prepare(
      'INSERT INTO manager_hotels (manager_id, hotel_id) VALUES (?, ?), (?, ?), (?, ?), (?, ?)',
    ).bind(staffId, HOTEL_ID, staffId, OTHER_HOTEL_ID, rivalId, HOTEL_ID, outsiderId, OTHER_HOTEL_ID),
  ]);
  staff = await signInManager('docs.staff@example.com');
  rival = await signInManager('docs.rival@example.com');
  outsider = await signInManager('docs.outsider@example.com');
});

describe('who may read and write', () => {
  it('answers 401 without a session and writes nothing', async () => {
    const code = await book(2);
    expect((await getDocs(code, null)).status).toBe(401);
    expect((await putDocs(code, { version: 0, documents: [] }, null)).status).toBe(401);
    expect(await storedRow(code)).toBeNull();
  });

  it("answers 403 for another manager's hotel, on reads and writes", async () => {
    const code = await book(2);
    const res = await getDocs(code, outsider);
    expect(res.status).toBe(403);
    expect(((await res.json()) as ErrorBody).errors).toEqual([
      { field: 'hotelId', code: 'error.hotel.not.managed' },
    ]);
    const put = await putDocs(code, { version: 0, documents: [] }, outsider);
    expect(put.status).toBe(403);
    expect(await storedRow(code)).toBeNull();
  });

  it('answers 404 for the code of another hotel', async () => {
    const code = await book(2);
    expect((await getDocs(code, staff, OTHER_HOTEL_ID)).status).toBe(404);
    expect((await getDocs('NOPE0000')).status).toBe(404);
  });
});

describe('the total guests rule', () => {
  it('answers one blank PARTIAL document per guest, version 0, maxDate the check-in', async () => {
    const code = await book(3);
    const answer = await read(code);
    expect(answer.version).toBe(0);
    expect(answer.guestCount).toBe(3);
    expect(answer.documents).toHaveLength(3);
    expect(new Set(answer.documents.map((d) => d.uuid)).size).toBe(3);
    // Stable before the first save: a form opened on a blank document survives a reload.
    expect((await read(code)).documents.map((d) => d.uuid)).toEqual(answer.documents.map((d) => d.uuid));
    for (const doc of answer.documents) {
      expect(doc).toMatchObject({ status: 'PARTIAL', maxDate: day(10), name: '', guestType: null });
    }
    expect(answer.updatedBy).toBeNull();
  });

  it('trims a longer list (blank documents first) and pads a shorter one', async () => {
    const code = await book(2);
    const { documents } = await read(code);
    const [first, second] = documents as [GuestDocument, GuestDocument];
    const extra = { ...second, uuid: 'extra-0000-uuid' };
    const res = await putDocs(code, { version: 0, documents: [second, filled(first), extra] });
    expect(res.status, await res.clone().text()).toBe(200);
    const saved = (await res.json()) as GuestDocumentsResponse;
    expect(saved.documents.map((d) => d.uuid)).toEqual([second.uuid, first.uuid]);

    const shorter = await putDocs(code, { version: 1, documents: [saved.documents[1]] });
    const padded = (await shorter.json()) as GuestDocumentsResponse;
    expect(padded.documents).toHaveLength(2);
    expect(padded.documents[0]?.uuid).toBe(first.uuid);
    expect(padded.documents[1]).toMatchObject({ name: '', status: 'PARTIAL', maxDate: day(10) });
  });
});

describe('statuses computed by the server', () => {
  it('stores COMPLETE for a valid document (single guest by default, province derived) and PARTIAL otherwise', async () => {
    const code = await book(2);
    const { documents } = await read(code);
    const [first, second] = documents as [GuestDocument, GuestDocument];
    const res = await putDocs(code, {
      version: 0,
      documents: [
        { ...filled(first), status: 'PARTIAL', province: 'XX' },
        { ...filled(second, { surname: '' }), status: 'COMPLETE' },
      ],
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const saved = (await res.json()) as GuestDocumentsResponse;
    expect(saved.version).toBe(1);
    expect(saved.documents[0]).toMatchObject({
      status: 'COMPLETE',
      guestType: 'SINGLE_GUEST',
      province: 'RM',
    });
    expect(saved.documents[1]).toMatchObject({ status: 'PARTIAL', guestType: null });
    expect(saved.updatedBy).toEqual({ name: 'Sara', surname: 'Neri' });
    const row = await storedRow(code);
    expect(row).toMatchObject({ version: 1, complete_count: 1 });
    expect((await read(code)).documents.map((d) => d.status)).toEqual(['COMPLETE', 'PARTIAL']);
  });

  it('keeps a member COMPLETE without document fields and a birth date past maxDate PARTIAL', async () => {
    const code = await book(2);
    const { documents } = await read(code);
    const [first, second] = documents as [GuestDocument, GuestDocument];
    const res = await putDocs(code, {
      version: 0,
      documents: [
        filled(first, { guestType: 'HOUSEHOLDER' }),
        filled(second, {
          guestType: 'FAMILY_MEMBER',
          type: null,
          issuer: null,
          number: '',
          birthDate: day(11),
        }),
      ],
    });
    const saved = (await res.json()) as GuestDocumentsResponse;
    expect(saved.documents.map((d) => d.status)).toEqual(['COMPLETE', 'PARTIAL']);
    const fixed = await putDocs(code, {
      version: 1,
      documents: [saved.documents[0], { ...saved.documents[1], birthDate: '2019-03-01' }],
    });
    expect(((await fixed.json()) as GuestDocumentsResponse).documents.map((d) => d.status)).toEqual([
      'COMPLETE',
      'COMPLETE',
    ]);
  });
});

describe('bad input', () => {
  it.each([
    ['not JSON', '{', 'body'],
    ['no version', { documents: [] }, 'version'],
    ['a negative version', { version: -1, documents: [] }, 'version'],
    ['a bad gender', { version: 0, documents: [{ gender: 'OTHER' }] }, 'documents.0.gender'],
  ])('answers 400 for %s and writes nothing', async (_, body, field) => {
    const code = await book(1);
    const res = await putDocs(code, body);
    expect(res.status).toBe(400);
    const errors = ((await res.json()) as ErrorBody).errors.map((e) => e.field);
    expect(errors).toContain(field);
    expect(await storedRow(code)).toBeNull();
  });

  it('refuses a duplicate uuid, a bad date, an unknown room and an oversized name', async () => {
    const code = await book(2);
    const { documents } = await read(code);
    const [first, second] = documents as [GuestDocument, GuestDocument];
    const cases: [unknown[], string, string][] = [
      [[first, { ...second, uuid: first.uuid }], 'documents', 'error.field.duplicate'],
      [
        [{ ...first, birthDate: '1985-02-30' }, second],
        'documents.0.birthDate',
        'error.field.generic.invalid',
      ],
      [[{ ...first, roomId: 999_999 }, second], 'documents.0.roomId', 'error.element.not.found'],
      [[{ ...first, name: 'x'.repeat(65) }, second], 'documents.0.name', 'error.field.generic.maxlength'],
      [
        [{ ...first, nationality: 'Italy' }, second],
        'documents.0.nationality',
        'error.field.generic.invalid',
      ],
    ];
    for (const [docs, field, errorCode] of cases) {
      const res = await putDocs(code, { version: 0, documents: docs });
      expect(res.status, field).toBe(400);
      expect(((await res.json()) as ErrorBody).errors).toContainEqual({ field, code: errorCode });
    }
    expect(await storedRow(code)).toBeNull();
  });
});

describe('two managers at once', () => {
  it('lets one of two saves based on the same version through and answers 409 to the other', async () => {
    const code = await book(2);
    const { documents } = await read(code);
    const [first, second] = documents as [GuestDocument, GuestDocument];
    const [a, b] = await Promise.all([
      putDocs(code, { version: 0, documents: [filled(first), second] }, staff),
      putDocs(code, { version: 0, documents: [first, filled(second, { name: 'Bruno' })] }, rival),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(((await loser.json()) as ErrorBody).errors).toEqual([
      { field: 'version', code: 'error.version.conflict' },
    ]);
    expect((await storedRow(code))?.version).toBe(1);

    const stale = await putDocs(code, { version: 0, documents }, staff);
    expect(stale.status).toBe(409);
    const next = await putDocs(code, { version: 1, documents }, rival);
    expect(next.status).toBe(200);
    expect((await storedRow(code))?.version).toBe(2);
  });
});

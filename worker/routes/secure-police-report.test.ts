/**
 * The police report routes inside workerd (decision 049): the JSON preview (lines, incomplete
 * guests), the file (ASCII, CR LF, 168 characters a line, a download), the POST that records its
 * guests so that nobody goes out twice unless re-sent on purpose, the download again, and the
 * front desk's read of the guests not sent yet. Arrival dates are fixed days in the past (the
 * report of a day already gone), so the file reads no calendar.
 */
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PoliceReportExport, PoliceReportResponse } from '../../src/contracts/secure/police-report.ts';
import type { GuestDocument } from '../../src/domain/guest-documents.ts';
import { insertManager } from '../data/managers.ts';
import { recordExport, unreportedGuests } from '../data/police-report.ts';
import { hashPassword } from '../security/password.ts';
import { type ManagerSession, SECURE_API, signInManager } from '../test/manager-session.ts';

const HOTEL_ID = 9701;
const ARRIVAL = '2025-03-10';
const LATE_DAY = '2025-03-12';
const report = `${SECURE_API}/hotels/${HOTEL_ID}/police-report`;
let staff: ManagerSession;
let staffId = 0;

const complete = (uuid: string, over: Partial<GuestDocument>): GuestDocument => ({
  uuid,
  name: 'Anna',
  surname: 'Rossi',
  gender: 'FEMALE',
  birthDate: '1985-04-12',
  maxDate: ARRIVAL,
  birthPlace: { country: 'IT', name: 'Roma', istat: '058091' },
  province: 'RM',
  nationality: 'IT',
  citizenship: 'IT',
  type: 'IDENTITY_CARD',
  issuer: { country: 'IT', name: 'Venezia', istat: '027042' },
  number: 'CA1234567',
  guestType: 'SINGLE_GUEST',
  resident: false,
  exemption: null,
  roomId: null,
  status: 'COMPLETE',
  ...over,
});

/**
 * Reservation `id` arriving on `arrival` (ARRIVAL) until 13 March, `adults` + `children` guests,
 * with these documents, checked in on `checkedIn` (the arrival; null: never checked in).
 */
function stay(
  id: number,
  code: string,
  adults: number,
  children: number,
  documents: GuestDocument[] | null,
  { arrival = ARRIVAL, checkedIn = arrival as string | null } = {},
) {
  const now = new Date().toISOString();
  return [
    env.DB.prepare(
      `INSERT INTO reservations (id, hotel_id, code, manage_token_hash, checkin, checkout, guest_email, guest_json,
         initial_total_cents, total_cents, grand_total_cents, created_date, updated_date)
       VALUES (?, ?, ?, 'x', ?, '2025-03-13', 'guest@example.com', '{}', 0, 0, 0, ?, ?)`,
    ).bind(id, HOTEL_ID, code, arrival, now, now),
    env.DB.prepare(
      `INSERT INTO reservation_rooms (reservation_id, room_type_id, rate_plan_id, rate_type, start_date, end_date,
         adults, children, daily_rates_json, initial_total_cents, total_cents)
       VALUES (?, 97011, 97012, 'STANDARD', ?, '2025-03-13', ?, ?, '[]', 0, 0)`,
    ).bind(id, arrival, adults, children),
    ...(checkedIn
      ? [
          env.DB.prepare(
            `INSERT INTO reservation_stays (reservation_id, state, checked_in_date, checked_in_day)
             VALUES (?, 'IN_HOUSE', ?, ?)`,
          ).bind(id, `${checkedIn}T15:00:00Z`, checkedIn),
        ]
      : []),
    ...(documents
      ? [
          env.DB.prepare(
            `INSERT INTO reservation_guest_documents (reservation_id, documents_json, updated_by_json, updated_date)
             VALUES (?, ?, '{}', ?)`,
          ).bind(id, JSON.stringify(documents), now),
        ]
      : []),
  ];
}

beforeAll(async () => {
  const now = new Date().toISOString();
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO hotels (id, name, name_alias, type, stars, classification, enabled, rooms_number, currency,
         time_zone, address_json, payment_settings_json, policies_json, description_json, vat_tax,
         deposit_percentage, city_tax_cents, city_tax_limit, created_date, updated_date)
       VALUES (?, 'Police Hotel', 'police-hotel', 'HOTEL', 3, 1, 1, 0, 'EUR', 'Europe/Rome', '{"city":"Roma"}',
         '{}', '{}', '{}', 10, 0, 0, 0, ?, ?)`,
    ).bind(HOTEL_ID, now, now),
    env.DB.prepare(
      `INSERT INTO room_types (id, hotel_id, name_key, name_json, category, max_adults, max_occupancy, base_occupancy)
       VALUES (97011, ?, 'room.police', '{"en":"Double"}', 'DOUBLE', 3, 3, 2)`,
    ).bind(HOTEL_ID),
    env.DB.prepare(
      `INSERT INTO rate_plans (id, hotel_id, name_key, type) VALUES (97012, ?, 'rate.police', 'STANDARD')`,
    ).bind(HOTEL_ID),
    // A family (head and child), a single guest with no document number, a stay nobody filled in.
    ...stay(97001, 'POLICEA001', 1, 1, [
      complete('head', { guestType: 'HOUSEHOLDER' }),
      complete('kid', {
        name: 'Luca',
        birthDate: '2016-02-01',
        guestType: 'FAMILY_MEMBER',
        type: null,
        issuer: null,
        number: '',
      }),
    ]),
    ...stay(97002, 'POLICEA002', 1, 0, [complete('solo', { name: 'Ugo', surname: 'Bassi', number: '' })]),
    ...stay(97003, 'POLICEA003', 1, 0, null),
    // Decision 058: who is reported is who checked in that day. A guest a day late is reported on
    // the day they came; a stay due on LATE_DAY but never checked in is nobody to report.
    ...stay(97004, 'POLICEA004', 1, 0, [complete('late', { name: 'Lia' })], {
      arrival: '2025-03-11',
      checkedIn: LATE_DAY,
    }),
    ...stay(97005, 'POLICEA005', 1, 0, [complete('away', { name: 'Ada' })], {
      arrival: LATE_DAY,
      checkedIn: null,
    }),
  ]);
  const id = await insertManager(env.DB, {
    email: 'police.staff@example.com',
    username: 'police.staff',
    name: 'Paola',
    surname: 'Neri',
    passwordHash: await hashPassword('Manager2026!'),
  });
  staffId = id;
  await env.DB.prepare('INSERT INTO manager_hotels (manager_id, hotel_id) VALUES (?, ?)')
    .bind(id, HOTEL_ID)
    .run();
  staff = await signInManager('police.staff@example.com');
});

const preview = async () => {
  const res = await SELF.fetch(`${report}?date=${ARRIVAL}&format=json`, {
    headers: { Cookie: staff.cookie },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as PoliceReportResponse;
};
const produce = (body: unknown) =>
  SELF.fetch(`${report}/exports`, { method: 'POST', headers: staff.headers(), body: JSON.stringify(body) });

describe('the police report', () => {
  it('previews the complete guests in file order and lists the incomplete ones with the fields to fix', async () => {
    const data = await preview();
    expect(data.lines.map((l) => [l.code, l.uuid, l.line.slice(0, 2)])).toEqual([
      ['POLICEA001', 'head', '17'],
      ['POLICEA001', 'kid', '19'],
    ]);
    expect(data.incomplete).toEqual([
      { code: 'POLICEA002', uuid: 'solo', guest: 'Ugo Bassi', missing: ['number'] },
      {
        code: 'POLICEA003',
        uuid: 'guest-0001',
        guest: '',
        missing: [
          'name',
          'surname',
          'gender',
          'birthDate',
          'birthPlace',
          'nationality',
          'citizenship',
          'type',
          'issuer',
          'number',
        ],
      },
    ]);
    expect(data.exported).toEqual([]);
  });

  it('selects the guests by the day they checked in, not the day they were due (decision 058)', async () => {
    const due = await SELF.fetch(`${report}?date=2025-03-11&format=json`, {
      headers: { Cookie: staff.cookie },
    });
    expect(((await due.json()) as PoliceReportResponse).lines).toEqual([]);
    const res = await SELF.fetch(`${report}?date=${LATE_DAY}&format=json`, {
      headers: { Cookie: staff.cookie },
    });
    const data = (await res.json()) as PoliceReportResponse;
    expect(data.lines.map((l) => [l.code, l.uuid])).toEqual([['POLICEA004', 'late']]);
    // Arrival 12/03/2025, one night to the 13th.
    expect(data.lines[0]?.line.slice(0, 14)).toBe('1612/03/202501');
    expect(data.incomplete).toEqual([]);
  });

  it('gives the file as an ASCII download of 168-character lines ended by CR LF', async () => {
    const res = await SELF.fetch(`${report}?date=${ARRIVAL}`, { headers: { Cookie: staff.cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/plain; charset=us-ascii');
    expect(res.headers.get('Content-Disposition')).toBe(
      `attachment; filename="alloggiati-${HOTEL_ID}-${ARRIVAL}.txt"`,
    );
    const lines = (await res.text()).split('\r\n');
    expect(lines.map((l) => l.length)).toEqual([168, 168, 0]);
    expect(lines[0]).toMatch(
      /^1710\/03\/202503ROSSI {45}ANNA {26}212\/04\/1985412058091RM100000100100000100IDENTCA1234567/,
    );
  });

  it('records what it sends: never twice, unless re-sent on purpose, and the file downloads again', async () => {
    const [a, b] = await Promise.all([produce({ date: ARRIVAL }), produce({ date: ARRIVAL })]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const first = (await (a.status === 201 ? a : b).json()) as PoliceReportExport;
    expect(first).toMatchObject({
      date: ARRIVAL,
      lineCount: 2,
      createdBy: { name: 'Paola', surname: 'Neri' },
    });

    const after = await preview();
    expect(after.lines).toEqual([]);
    expect(after.exported.map((g) => [g.uuid, g.exportId])).toEqual([
      ['head', first.id],
      ['kid', first.id],
    ]);
    expect(after.incomplete).toHaveLength(2);
    const again = await produce({ date: ARRIVAL });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { errors: unknown[] }).errors).toEqual([
      { field: 'date', code: 'error.police.nothing.to.export' },
    ]);

    const resent = await produce({ date: ARRIVAL, resend: true });
    expect(resent.status).toBe(201);
    expect(((await resent.json()) as PoliceReportExport).content).toBe(first.content);
    expect((await preview()).exports).toHaveLength(2);

    const file = await SELF.fetch(`${report}/exports/${first.id}`, { headers: { Cookie: staff.cookie } });
    expect(file.headers.get('Content-Type')).toBe('text/plain; charset=us-ascii');
    expect(await file.text()).toBe(first.content);
    const unknown = await SELF.fetch(`${report}/exports/${crypto.randomUUID()}`, {
      headers: { Cookie: staff.cookie },
    });
    expect(unknown.status).toBe(404);

    // The guard itself: a first-time record of a guest already sent fails whole, writing nothing.
    const late = crypto.randomUUID();
    const recorded = await recordExport(env.DB, {
      id: late,
      hotelId: HOTEL_ID,
      date: ARRIVAL,
      lineCount: 1,
      content: first.content,
      createdBy: { name: 'Other', surname: 'Desk' },
      createdDate: new Date().toISOString(),
      managerId: staffId,
      guests: [{ reservationId: 97001, uuid: 'head', resend: false }],
    });
    expect(recorded).toBe(false);
    expect(
      await env.DB.prepare('SELECT id FROM police_report_exports WHERE id = ?').bind(late).first(),
    ).toBeNull();

    expect((await unreportedGuests(env.DB, HOTEL_ID, [ARRIVAL])).map((g) => [g.code, g.uuid])).toEqual([
      ['POLICEA002', 'solo'],
      ['POLICEA003', 'guest-0001'],
    ]);
  });

  it('refuses a date after the hotel today, and recording nothing', async () => {
    const res = await produce({ date: '2999-01-01' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: unknown[] }).errors).toEqual([
      { field: 'date', code: 'error.police.date.future' },
    ]);
    const { count } = (await env.DB.prepare(
      "SELECT COUNT(*) AS count FROM police_report_exports WHERE arrival_date = '2999-01-01'",
    ).first<{ count: number }>()) ?? { count: -1 };
    expect(count).toBe(0);
  });
});

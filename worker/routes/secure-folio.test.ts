/**
 * The folio routes inside workerd: a charge and a payment settle the balance, a refund above what
 * was paid is refused with nothing written, two desks paying the same balance at once (one 201,
 * one 409), a penalty waived (in the folio and the history), and the receipt's HTML.
 */
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReservationCreated } from '../../src/contracts/booking-types.ts';
import type { FolioView, ReceiptNumberView } from '../../src/contracts/secure/folio.ts';
import { loadFolioBalances } from '../data/folio.ts';
import { insertManager } from '../data/managers.ts';
import { hashPassword } from '../security/password.ts';
import {
  DOUBLE,
  day,
  HOTEL_ID,
  NR,
  postReservation,
  reservationBody,
  seedBookingFixture,
} from '../test/booking-fixture.ts';
import { type ManagerSession, SECURE_API, signInManager } from '../test/manager-session.ts';

let staff: ManagerSession;

const url = (code: string, path = 'folio') => `${SECURE_API}/hotels/${HOTEL_ID}/reservations/${code}/${path}`;

async function book(ratePlanId?: number): Promise<string> {
  const res = await postReservation(reservationBody({ checkin: day(20), checkout: day(22), ratePlanId }));
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as ReservationCreated).code;
}

const post = (target: string, body: unknown) =>
  SELF.fetch(target, { method: 'POST', headers: staff.headers(), body: JSON.stringify(body) });

async function folio(code: string): Promise<FolioView> {
  const res = await SELF.fetch(url(code), { headers: staff.headers() });
  expect(res.status).toBe(200);
  return (await res.json()) as FolioView;
}

const paymentCount = async () =>
  (await env.DB.prepare('SELECT count(*) AS n FROM folio_payments').first<{ n: number }>())?.n ?? 0;

beforeAll(async () => {
  await seedBookingFixture();
  const id = await insertManager(env.DB, {
    email: 'folio.staff@example.com',
    username: 'folio.staff',
    name: 'Giulia',
    surname: 'Bianchi',
    passwordHash: await hashPassword('Manager2026!'),
  });
  await env.DB.batch([
    env.DB.prepare('UPDATE inventory SET total = 100 WHERE room_type_id = ?').bind(DOUBLE),
    env.DB.prepare('INSERT INTO manager_hotels (manager_id, hotel_id) VALUES (?, ?)').bind(id, HOTEL_ID),
  ]);
  staff = await signInManager('folio.staff@example.com');
});

describe('the folio', () => {
  it('a parking charge and a cash payment of the balance: paid; a refund above what was paid is refused', async () => {
    const code = await book();
    const before = await folio(code);
    expect(before.lines.filter((l) => l.kind === 'ACCOMMODATION')).toHaveLength(2);
    expect(before.balanceCents).toBe(before.chargesCents);
    expect(before.paidCents).toBe(0);

    const charged = await post(`${url(code)}/charges`, {
      description: 'Parking',
      amountCents: 2000,
      vatClass: 'EXTRAS',
      version: before.version,
    });
    expect(charged.status, await charged.clone().text()).toBe(201);
    const withParking = (await charged.json()) as FolioView;
    expect(withParking.lines.at(-1)).toMatchObject({
      kind: 'CHARGE',
      description: 'Parking',
      amountCents: 2000,
    });
    expect(withParking.lines.at(-1)?.by).toEqual({ name: 'Giulia', surname: 'Bianchi' });
    expect(withParking.balanceCents).toBe(before.balanceCents + 2000);

    const paid = await post(`${url(code)}/payments`, {
      amountCents: withParking.balanceCents,
      method: 'CASH',
      version: withParking.version,
    });
    expect(paid.status).toBe(201);
    const settled = (await paid.json()) as FolioView;
    expect(settled.balanceCents).toBe(0);
    expect(settled.payments).toMatchObject([
      { kind: 'PAYMENT', method: 'CASH', amountCents: withParking.balanceCents },
    ]);

    const count = await paymentCount();
    const refund = await post(`${url(code)}/refunds`, {
      amountCents: settled.paidCents + 1,
      method: 'CASH',
      reason: 'Wrong amount',
      version: settled.version,
    });
    expect(refund.status).toBe(400);
    expect(((await refund.json()) as { errors: unknown[] }).errors).toEqual([
      { field: 'amountCents', code: 'error.folio.refund.exceeds.paid' },
    ]);
    expect(await paymentCount()).toBe(count);
  });

  it('two desks paying the same balance at once: one 201, one 409, one payment stored', async () => {
    const code = await book();
    const read = await folio(code);
    const count = await paymentCount();
    const body = {
      amountCents: read.balanceCents,
      method: 'CARD',
      reference: 'POS 0042',
      version: read.version,
    };
    const statuses = (
      await Promise.all([post(`${url(code)}/payments`, body), post(`${url(code)}/payments`, body)])
    )
      .map((r) => r.status)
      .sort();
    expect(statuses).toEqual([201, 409]);
    expect(await paymentCount()).toBe(count + 1);
    expect((await folio(code)).balanceCents).toBe(0);
  });

  it('loadFolioBalances, for the list and the front desk, says what the folio says, for a page of 150', async () => {
    const code = await book();
    const read = await folio(code);
    // More names than D1 binds in one statement (100): the balances are read in parts.
    const others = Array.from({ length: 149 }, (_, i) => `NOPE${String(i).padStart(4, '0')}`);
    const balances = await loadFolioBalances(env.DB, HOTEL_ID, [...others, code]);
    expect([...balances.keys()]).toEqual([code]);
    expect(balances.get(code)).toEqual({
      chargesCents: read.chargesCents,
      paidCents: read.paidCents,
      balanceCents: read.balanceCents,
      depositDueCents: read.depositDueCents,
      depositPaidCents: read.depositPaidCents,
      currency: read.currency,
    });
  });

  it('a cancelled stay owes its penalty, not the stay; waiving it is in the folio and the history', async () => {
    const code = await book(NR);
    const cancel = await post(`${SECURE_API}/hotels/${HOTEL_ID}/reservations/${code}/cancel`, {
      preview: false,
    });
    expect(cancel.status, await cancel.clone().text()).toBe(200);
    const owed = await folio(code);
    expect(owed.lines.map((l) => l.kind)).toEqual(['PENALTY']);
    expect(owed.penaltyCents).toBeGreaterThan(0);
    expect(owed.depositDueCents).toBe(0);

    const waived = await post(`${url(code)}/waivers`, { reason: 'Flight cancelled', version: owed.version });
    expect(waived.status).toBe(201);
    const after = (await waived.json()) as FolioView;
    expect(after.lines.at(-1)).toMatchObject({
      kind: 'WAIVER',
      amountCents: -owed.penaltyCents,
      reason: 'Flight cancelled',
    });
    expect(after.balanceCents).toBe(0);
    const history = await SELF.fetch(`${SECURE_API}/hotels/${HOTEL_ID}/reservations/${code}/history`, {
      headers: staff.headers(),
    });
    const events = (await history.json()) as { type: string; detail: Record<string, unknown> }[];
    expect(events.at(-1)).toMatchObject({ type: 'PENALTY_WAIVED', detail: { reason: 'Flight cancelled' } });
  });

  it('receipt numbers per hotel and year, a void kept; the receipt is one HTML page for A4 with every line and the totals by VAT rate', async () => {
    const code = await book();
    const read = await folio(code);
    await post(`${url(code)}/charges`, {
      description: 'Minibar',
      amountCents: 850,
      vatClass: 'EXTRAS',
      version: read.version,
    });
    // A number of the hotel's year; the same while the folio is unchanged; a void keeps it, the next is new.
    const first = (await (await post(`${url(code)}/receipts`, {})).json()) as ReceiptNumberView;
    expect(first.number).toBeGreaterThan(0);
    expect(((await (await post(`${url(code)}/receipts`, {})).json()) as ReceiptNumberView).number).toBe(
      first.number,
    );
    const voided = await post(`${url(code)}/receipts/${first.year}/${first.number}/void`, {
      reason: 'Wrong company',
    });
    expect(voided.status).toBe(204);
    expect(
      (await post(`${url(code)}/receipts/${first.year}/${first.number}/void`, { reason: 'Again' })).status,
    ).toBe(404);
    const second = (await (await post(`${url(code)}/receipts`, {})).json()) as ReceiptNumberView;
    expect(second.number).toBe(first.number + 1);
    expect((await folio(code)).receipts).toMatchObject([
      { number: first.number, voided: { reason: 'Wrong company' } },
      { number: second.number, voided: null },
    ]);
    const res = await SELF.fetch(url(code, 'receipt'), { headers: staff.headers() });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('@page { size: A4');
    expect(html).toContain(code);
    expect(html).toContain('Minibar');
    expect(html).toContain('Totals by VAT rate');
    expect(html).toContain(`Receipt no. ${second.year}/${second.number}`);
  });
});

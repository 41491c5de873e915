/**
 * 'Find my booking' inside workerd: the link goes to the guest's address only when the code and
 * the address match, in the reservation's language, with a new token that opens the reservation
 * (the earlier links keep working, up to MANAGE_LINKS_KEPT);
 * every other request gets the same answer and writes nothing; bad bodies are 400 with the field;
 * the limits per code and per address answer 429.
 */
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReservationCreated } from '../../src/contracts/booking-types.ts';
import { MANAGE_LINKS_KEPT } from '../data/booking-find.ts';
import {
  API,
  day,
  nextIp,
  postReservation,
  reservationBody,
  seedBookingFixture,
} from '../test/booking-fixture.ts';
import { holdClockAtWindowStart } from '../test/clock.ts';
import {
  FIND_REQUESTS_PER_CODE_PER_HOUR,
  FIND_REQUESTS_PER_EMAIL_PER_HOUR,
  FIND_RESERVATION_MESSAGE,
} from './booking-find.ts';

type Outbox = { to_address: string; subject: string; body_text: string; template: string };

beforeAll(async () => {
  await seedBookingFixture();
});

function find(body: unknown, ip = nextIp()): Promise<Response> {
  return SELF.fetch(`${API}/booking/reservations/find`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': ip },
    body: JSON.stringify(body),
  });
}

/** A reservation; a test that asks for links several times gives its guest an address of their own (limits per address). */
async function book(
  checkin: number,
  guest: { email?: string; language?: string } = {},
): Promise<ReservationCreated> {
  const body = reservationBody({ checkin: day(checkin), checkout: day(checkin + 1) }) as {
    guest: { email: string; language: string };
  };
  Object.assign(body.guest, guest);
  const res = await postReservation(body);
  expect(res.status).toBe(201);
  return (await res.json()) as ReservationCreated;
}

function open(code: string, token: string): Promise<Response> {
  return SELF.fetch(`${API}/booking/reservations/${code}?token=${encodeURIComponent(token)}`, {
    headers: { 'CF-Connecting-IP': nextIp() },
  });
}

async function linkEmails(): Promise<Outbox[]> {
  const { results } = await env.DB.prepare(
    "SELECT to_address, subject, body_text, template FROM email_outbox WHERE template = 'reservation-link' ORDER BY id",
  ).all<Outbox>();
  return results;
}

/** The token of the manage link in a link e-mail, checking its code and language prefix. */
function linkToken(email: Outbox, code: string, prefix: '' | '/it'): string {
  const link = /https?:\/\/[^/\s]+(\/it)?\/booking\/manage\?code=(\w+)&token=([\w-]+)/.exec(email.body_text);
  expect(link?.[1] ?? '').toBe(prefix);
  expect(link?.[2]).toBe(code);
  return link?.[3] ?? '';
}

async function tokenHash(code: string): Promise<string> {
  const row = await env.DB.prepare('SELECT manage_token_hash FROM reservations WHERE code = ?')
    .bind(code)
    .first<{ manage_token_hash: string }>();
  return row?.manage_token_hash ?? '';
}

describe('POST booking/reservations/find', () => {
  it('sends a new private link to the guest when code and address match; earlier links keep working', async () => {
    const created = await book(20);
    const before = (await linkEmails()).length;
    const res = await find({ code: created.code.toLowerCase(), email: ' GUEST@example.IT ', language: 'en' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(await res.json()).toEqual({ message: FIND_RESERVATION_MESSAGE });
    const emails = await linkEmails();
    expect(emails).toHaveLength(before + 1);
    const email = emails.at(-1) as Outbox;
    expect(email.to_address).toBe('guest@example.it');
    expect(email.subject).toContain(`The link of your reservation ${created.code}`);
    const token = linkToken(email, created.code, '');
    expect(token).not.toBe(created.manageToken);
    expect((await open(created.code, token)).status).toBe(200);
    // The first e-mail's and the .ics's link still opens the reservation.
    expect((await open(created.code, created.manageToken)).status).toBe(200);
  });

  it("sends the link in the reservation's language, whatever the page that asked", async () => {
    const created = await book(24, { email: 'marco.bianchi@example.it', language: 'it' });
    // Marco Bianchi asked from the English page: his reservation is in Italian.
    const res = await find({ code: created.code, email: 'marco.bianchi@example.it', language: 'en' });
    expect(res.status).toBe(200);
    const email = (await linkEmails()).at(-1) as Outbox;
    expect(email.subject).toContain(`Il link della prenotazione ${created.code}`);
    expect((await open(created.code, linkToken(email, created.code, '/it'))).status).toBe(200);
  });

  it('keeps the latest links working, up to a few, and the oldest of many stops', async () => {
    const created = await book(26, { email: 'many.links@example.it' });
    const tokens: string[] = [];
    for (let i = 0; i < MANAGE_LINKS_KEPT; i++) {
      expect((await find({ code: created.code, email: 'many.links@example.it' })).status).toBe(200);
      tokens.push(linkToken((await linkEmails()).at(-1) as Outbox, created.code, ''));
    }
    for (const token of tokens) expect((await open(created.code, token)).status).toBe(200);
    // The booking's own link is the oldest of MANAGE_LINKS_KEPT + 1.
    expect((await open(created.code, created.manageToken)).status).toBe(404);
  });

  it('answers the same, sends nothing and changes nothing for a wrong address or an unknown code', async () => {
    const created = await book(22);
    const hash = await tokenHash(created.code);
    const before = (await linkEmails()).length;
    for (const body of [
      { code: created.code, email: 'someone.else@example.it' },
      { code: 'ZZZZ9999ZZ', email: 'guest@example.it' },
    ]) {
      const res = await find(body);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ message: FIND_RESERVATION_MESSAGE });
    }
    expect(await linkEmails()).toHaveLength(before);
    expect(await tokenHash(created.code)).toBe(hash);
    expect((await open(created.code, created.manageToken)).status).toBe(200);
  });

  it('refuses bad bodies with the field and its code', async () => {
    const cases: [unknown, string, string][] = [
      [{ email: 'guest@example.it' }, 'code', 'error.required'],
      [{ code: '', email: 'guest@example.it' }, 'code', 'error.required'],
      [{ code: 'AB-12', email: 'guest@example.it' }, 'code', 'error.field.generic.invalid'],
      [{ code: 'ABCDEF12', email: 'not-an-address' }, 'email', 'error.email.invalid'],
      [{ code: 'ABCDEF12', email: '' }, 'email', 'error.required'],
      [
        { code: 'ABCDEF12', email: 'guest@example.it', language: 'fr' },
        'language',
        'error.field.generic.invalid',
      ],
    ];
    for (const [body, field, code] of cases) {
      const res = await find(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const json = (await res.json()) as { errors: { field: string; code: string }[] };
      expect(json.errors, JSON.stringify(body)).toContainEqual({ field, code });
    }
  });

  it('limits the requests per code and per address, whatever the client address', async () => {
    holdClockAtWindowStart(3600);
    const code = 'LIMIT0CODE';
    for (let i = 0; i < FIND_REQUESTS_PER_CODE_PER_HOUR; i += 1) {
      expect((await find({ code, email: `person${i}@example.it` })).status).toBe(200);
    }
    const refused = await find({ code, email: 'another@example.it' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    const email = 'limited@example.it';
    for (let i = 0; i < FIND_REQUESTS_PER_EMAIL_PER_HOUR; i += 1) {
      expect((await find({ code: `LIMITS${i}EM`, email })).status).toBe(200);
    }
    expect((await find({ code: 'LIMITSXXEM', email: 'LIMITED@example.it' })).status).toBe(429);
  });
});

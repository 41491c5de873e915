import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  CancellationResult,
  PriceChangedBody,
  ReservationCreated,
  ReservationView,
} from '../../src/contracts/booking-types.ts';
import {
  API,
  booked,
  CLEANING,
  DOUBLE,
  day,
  FLEX,
  HOTEL_ID,
  LAST_ROOM,
  NR,
  nextIp,
  PARKING,
  postReservation,
  reservationBody,
  seedBookingFixture,
  writeCounts,
} from '../test/booking-fixture.ts';

type ErrorBody = { message: string; errors: { field: string; code: string }[] };

const thisYear = new Date().getUTCFullYear();
/** A card guarantee as the widget sends it: brand, last 4, expiry (FOLIO). */
const card = (overrides: Record<string, unknown> = {}) => ({
  circuit: 'VISA',
  last4: '1111',
  expiryMonth: 12,
  expiryYear: thisYear + 2,
  ...overrides,
});

function getReservation(code: string, token: string): Promise<Response> {
  return SELF.fetch(`${API}/booking/reservations/${code}?token=${encodeURIComponent(token)}`, {
    headers: { 'CF-Connecting-IP': nextIp() },
  });
}

function cancel(code: string, body: unknown): Promise<Response> {
  return SELF.fetch(`${API}/booking/reservations/${code}/cancel`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': nextIp() },
    body: JSON.stringify(body),
  });
}

beforeAll(async () => {
  await seedBookingFixture();
});

describe('POST booking/hotels/{idOrAlias}/reservations', () => {
  it('creates a reservation: 201, inventory taken, e-mail with the manage link, card masked', async () => {
    const before = await writeCounts();
    const body = reservationBody({ checkin: day(10), checkout: day(12), card: card(), expectedTotal: 200 });
    (body.rooms as Record<string, unknown>[])[0] = {
      ...(body.rooms as Record<string, unknown>[])[0],
      services: [{ serviceId: PARKING, count: 1 }],
    };
    body.expectedTotal = 230;
    body.notes = 'We arrive late, around 22:00';
    const res = await postReservation(body);
    expect(res.status, await res.clone().text()).toBe(201);
    const created = (await res.json()) as ReservationCreated;
    // One truth (CONSIST): the confirmation and the manage page read the same VAT, named extras
    // and requests.
    const view = (await (await getReservation(created.code, created.manageToken)).json()) as ReservationView;
    expect(created.vat).toBeGreaterThan(0);
    expect(view.vat).toBe(created.vat);
    expect(view.notes).toBe('We arrive late, around 22:00');
    expect(view.rooms[0]?.services.filter((s) => s.bookability === 'BOOKABLE')).toEqual([
      expect.objectContaining({
        id: PARKING,
        count: 1,
        total: 30,
        name: expect.objectContaining({ en: 'Parking' }),
      }),
    ]);
    expect(created).toMatchObject({
      status: 'CONFIRMED',
      currency: 'EUR',
      total: 230,
      cityTax: 8,
      grandTotal: 238,
      deposit: 0,
    });
    expect(created.code).toMatch(/^[A-Z0-9]{10}$/);
    expect(created.manageToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.manageUrl).toBe(
      `https://itaca.test/booking/manage?code=${created.code}&token=${created.manageToken}`,
    );

    expect(await booked(DOUBLE, day(10))).toBe(1);
    expect(await booked(DOUBLE, day(11))).toBe(1);
    expect(await booked(DOUBLE, day(12))).toBe(0);
    const after = await writeCounts();
    expect(after).toMatchObject({
      reservations: before.reservations + 1,
      rooms: before.rooms + 1,
      emails: before.emails + 1,
      booked: before.booked + 2,
    });

    const email = await env.DB.prepare(
      "SELECT to_address, subject, body_text FROM email_outbox WHERE template = 'reservation-confirmation' ORDER BY id DESC",
    ).first<{ to_address: string; subject: string; body_text: string }>();
    expect(email?.to_address).toBe('guest@example.it');
    expect(email?.subject).toContain(created.code);
    expect(email?.body_text).toContain(created.manageUrl);
    expect(email?.body_text).toContain('Test Hotel');
    // The recap of the confirmation page (JOURNEY-2): the added service and what is paid when.
    expect(email?.body_text).toMatch(/\n- Parking[^\n]*: €30\.00\n/i);
    expect(email?.body_text).toContain('To pay at the hotel: €238.00');

    const row = await env.DB.prepare('SELECT * FROM reservations WHERE code = ?')
      .bind(created.code)
      .first<Record<string, string | number | null>>();
    expect(JSON.parse(String(row?.card_json))).toEqual({
      circuit: 'VISA',
      last4: '1111',
      expiryMonth: 12,
      expiryYear: thisYear + 2,
    });
    expect(row?.manage_token_hash).not.toBe(created.manageToken);
    expect(row).toMatchObject({
      status: 'CONFIRMED',
      source: 'WIDGET',
      total_cents: 23000,
      city_tax_cents: 800,
    });
    // Neither the card number nor the CVV nor the manage token is stored anywhere.
    const dump = await env.DB.prepare(
      `SELECT group_concat(coalesce(guest_json, '') || coalesce(card_json, '') || manage_token_hash) AS r FROM reservations`,
    ).first<{ r: string }>();
    const answers = await env.DB.prepare(
      'SELECT group_concat(response_enc) AS r FROM idempotency_keys',
    ).first<{ r: string }>();
    for (const secret of ['4111111111111111', '4111 1111', created.manageToken]) {
      expect(dump?.r).not.toContain(secret);
      expect(answers?.r ?? '').not.toContain(secret);
    }
  });

  it.each([
    ['Italia', 'en', 'IT'],
    ['Italy', 'en', 'IT'],
    ['Italy', 'it', 'IT'],
    ['Germania', 'en', 'DE'],
    ['Narnia', 'en', null],
  ])(
    'looks the countryIso up from the nationality %j (%s) when missing: %s',
    async (nationality, language, iso) => {
      const body = reservationBody({ checkin: day(50), checkout: day(51) });
      const guest = body.guest as Record<string, unknown>;
      delete guest.countryIso;
      guest.nationality = nationality;
      guest.language = language;
      const res = await postReservation(body);
      expect(res.status, await res.clone().text()).toBe(201);
      const { code } = (await res.json()) as ReservationCreated;
      const row = await env.DB.prepare('SELECT guest_json FROM reservations WHERE code = ?')
        .bind(code)
        .first<{ guest_json: string }>();
      expect(JSON.parse(row?.guest_json ?? '{}')).toMatchObject({ nationality, countryIso: iso });
    },
  );

  it('keeps the countryIso the guest gave', async () => {
    const body = reservationBody({ checkin: day(51), checkout: day(52) });
    (body.guest as Record<string, unknown>).countryIso = 'ch';
    const res = await postReservation(body);
    expect(res.status).toBe(201);
    const { code } = (await res.json()) as ReservationCreated;
    const row = await env.DB.prepare('SELECT guest_json FROM reservations WHERE code = ?')
      .bind(code)
      .first<{ guest_json: string }>();
    expect(JSON.parse(row?.guest_json ?? '{}')).toMatchObject({ nationality: 'Italia', countryIso: 'CH' });
  });

  it('links an Italian guest to the Italian reservation page', async () => {
    const body = reservationBody({ checkin: day(20), checkout: day(21), expectedTotal: 120 });
    (body.guest as Record<string, unknown>).language = 'it';
    const res = await postReservation(body);
    expect(res.status, await res.clone().text()).toBe(201);
    const created = (await res.json()) as ReservationCreated;
    expect(created.manageUrl).toBe(
      `https://itaca.test/it/booking/manage?code=${created.code}&token=${created.manageToken}`,
    );
  });

  it('stores the engine price, not the client one: a different expectedTotal is a 409 with the new quote', async () => {
    const before = await writeCounts();
    const res = await postReservation(
      reservationBody({ checkin: day(15), checkout: day(17), expectedTotal: 150 }),
    );
    expect(res.status).toBe(409);
    const body = (await res.json()) as PriceChangedBody;
    expect(body.message).toBe('The price has changed');
    expect(body.errors).toEqual([{ field: 'expectedTotal', code: 'error.price.changed' }]);
    expect(body.quote).toEqual({
      currency: 'EUR',
      total: 200,
      grandTotal: 208,
      rooms: [{ roomTypeId: DOUBLE, ratePlanId: FLEX, total: 200 }],
    });
    expect(await writeCounts()).toEqual(before);
    // The same key may then be used with the right figure.
    const ok = await postReservation(
      reservationBody({ checkin: day(15), checkout: day(17), expectedTotal: 200 }),
    );
    expect(ok.status).toBe(201);
  });

  it('applies a secret promotion with its code and a derived non-refundable plan', async () => {
    const res = await postReservation(
      reservationBody({
        checkin: day(18),
        checkout: day(19),
        ratePlanId: NR,
        promo: 'TESTCODE',
        expectedTotal: 81,
      }),
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const created = (await res.json()) as ReservationCreated;
    // 100 − 10 % (derived) = 90, − 10 % (code) = 81; deposit 30 % (the plan's policy asks one).
    expect(created).toMatchObject({ total: 81, deposit: 24.3 });
  });

  it('refuses a deposit rate without a card (400 on card, nothing written) and takes it with one', async () => {
    const before = await writeCounts();
    const key = crypto.randomUUID();
    const res = await postReservation(
      reservationBody({ checkin: day(19), checkout: day(20), ratePlanId: NR, card: null }),
      { key },
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).errors).toEqual([{ field: 'card', code: 'error.required' }]);
    expect(await writeCounts()).toEqual(before);
    // The same key is free again: the guest adds the card and books.
    const ok = await postReservation(
      reservationBody({ checkin: day(19), checkout: day(20), ratePlanId: NR, card: card() }),
      { key },
    );
    expect(ok.status, await ok.clone().text()).toBe(201);
    // A flexible rate without deposit still books without a card.
    const flexible = await postReservation(reservationBody({ checkin: day(19), checkout: day(20) }));
    expect(flexible.status).toBe(201);
  });

  it('books a deposit rate without a card at a hotel whose payment settings ask none', async () => {
    const settings = await env.DB.prepare('SELECT payment_settings_json AS json FROM hotels WHERE id = ?')
      .bind(HOTEL_ID)
      .first<{ json: string }>();
    const asked = JSON.parse(settings?.json ?? '{}') as Record<string, unknown>;
    await env.DB.prepare('UPDATE hotels SET payment_settings_json = ? WHERE id = ?')
      .bind(JSON.stringify({ ...asked, guaranteeCard: false }), HOTEL_ID)
      .run();
    try {
      const res = await postReservation(
        reservationBody({ checkin: day(44), checkout: day(45), ratePlanId: NR, card: null }),
      );
      expect(res.status, await res.clone().text()).toBe(201);
    } finally {
      await env.DB.prepare('UPDATE hotels SET payment_settings_json = ? WHERE id = ?')
        .bind(settings?.json ?? '{}', HOTEL_ID)
        .run();
    }
  });

  describe('Idempotency-Key', () => {
    it('answers the same key and body with the same stored answer, without a second reservation', async () => {
      const key = crypto.randomUUID();
      const body = reservationBody({ checkin: day(21), checkout: day(22) });
      const first = await postReservation(body, { key });
      expect(first.status).toBe(201);
      const firstText = await first.text();
      const before = await writeCounts();
      const second = await postReservation(body, { key });
      expect(second.status).toBe(201);
      expect(second.headers.get('Idempotent-Replayed')).toBe('true');
      expect(await second.text()).toBe(firstText);
      expect(await writeCounts()).toEqual(before);
    });

    it('sends 10 identical requests at once: one reservation, ten identical answers', async () => {
      const key = crypto.randomUUID();
      const body = reservationBody({ checkin: day(23), checkout: day(24) });
      const before = await writeCounts();
      const responses = await Promise.all(Array.from({ length: 10 }, () => postReservation(body, { key })));
      const texts = await Promise.all(responses.map((r) => r.text()));
      expect(responses.map((r) => r.status)).toEqual(Array(10).fill(201));
      expect(new Set(texts).size).toBe(1);
      const after = await writeCounts();
      expect(after.reservations).toBe(before.reservations + 1);
      expect(after.emails).toBe(before.emails + 1);
      expect(after.booked).toBe(before.booked + 1);
      expect(await booked(DOUBLE, day(23))).toBe(1);
    });

    it('refuses the same key with another body (422) and writes nothing', async () => {
      const key = crypto.randomUUID();
      expect(
        (await postReservation(reservationBody({ checkin: day(26), checkout: day(27) }), { key })).status,
      ).toBe(201);
      const before = await writeCounts();
      const other = await postReservation(reservationBody({ checkin: day(26), checkout: day(28) }), { key });
      expect(other.status).toBe(422);
      expect((await other.json()) as ErrorBody).toEqual({
        message: 'This Idempotency-Key was used for another request',
        errors: [{ field: 'Idempotency-Key', code: 'error.idempotency.key.reused' }],
      });
      expect(await writeCounts()).toEqual(before);
    });

    it('never books twice with a key whose stored answer has expired', async () => {
      const key = crypto.randomUUID();
      const body = reservationBody({ checkin: day(31), checkout: day(32) });
      expect((await postReservation(body, { key })).status).toBe(201);
      await env.DB.prepare('DELETE FROM idempotency_keys').run();
      const before = await writeCounts();
      const again = await postReservation(body, { key });
      expect(again.status).toBe(422);
      expect(((await again.json()) as ErrorBody).errors).toEqual([
        { field: 'Idempotency-Key', code: 'error.idempotency.key.reused' },
      ]);
      expect(await writeCounts()).toEqual(before);
    });

    it('scopes keys per hotel and releases the key of a failed request', async () => {
      const key = crypto.randomUUID();
      // Sold out (day 25): 409, and the key is free again.
      const full = await postReservation(reservationBody({ checkin: day(25), checkout: day(26) }), { key });
      expect(full.status).toBe(409);
      expect(
        (await postReservation(reservationBody({ checkin: day(29), checkout: day(30) }), { key })).status,
      ).toBe(201);
    });
  });

  describe('bad input: 4xx with the field and reason, nothing written', () => {
    const base = () => reservationBody({ checkin: day(30), checkout: day(32) });
    const cases: [string, () => unknown, number, string, string][] = [
      [
        'wrong date',
        () => ({ ...base(), stay: { checkin: '2026-02-30', checkout: day(32) } }),
        400,
        'stay.checkin',
        'error.field.generic.invalid',
      ],
      ['no date', () => ({ ...base(), stay: { checkout: day(32) } }), 400, 'stay.checkin', 'error.required'],
      [
        'checkout before checkin',
        () => ({ ...base(), stay: { checkin: day(32), checkout: day(30) } }),
        400,
        'stay.checkout',
        'error.date.end.before.start',
      ],
      [
        'past check-in',
        () => reservationBody({ checkin: day(-3), checkout: day(1) }),
        400,
        'stay.checkin',
        'error.date.past',
      ],
      [
        'too long',
        () => reservationBody({ checkin: day(1), checkout: day(20) }),
        400,
        'stay.checkout',
        'error.stay.too.long',
      ],
      ['0 adults', () => reservationBody({ adults: 0 }), 400, 'rooms.0.people.adults', 'error.field.min'],
      [
        '10,000 guests',
        () => reservationBody({ adults: 10_000 }),
        400,
        'rooms.0.people.adults',
        'error.field.max',
      ],
      [
        'too many for the room',
        () => reservationBody({ roomTypeId: LAST_ROOM, adults: 3 }),
        400,
        'rooms.0.people.adults',
        'error.field.max',
      ],
      [
        'unknown room type',
        () => reservationBody({ roomTypeId: 999 }),
        400,
        'rooms.0.roomTypeId',
        'error.element.not.found',
      ],
      [
        'unknown rate plan',
        () => reservationBody({ ratePlanId: 999 }),
        400,
        'rooms.0.ratePlanId',
        'error.element.not.found',
      ],
      ['no rooms', () => ({ ...base(), rooms: [] }), 400, 'rooms', 'error.required'],
      [
        'bad e-mail',
        () => ({ ...base(), guest: { ...(base().guest as object), email: 'nope' } }),
        400,
        'guest.email',
        'error.email.invalid',
      ],
      [
        'bad phone',
        () => ({ ...base(), guest: { ...(base().guest as object), phone: { prefix: '39', number: 'abc' } } }),
        400,
        'guest.phone.prefix',
        'error.phone.number',
      ],
      [
        'a full card number: card data never reaches the API',
        () => ({ ...base(), card: card({ number: '4111 1111 1111 1111' }) }),
        400,
        'card.number',
        'error.card.data.refused',
      ],
      [
        'a CVV',
        () => ({ ...base(), card: card({ cvv: '123' }) }),
        400,
        'card.cvv',
        'error.card.data.refused',
      ],
      [
        'last 4 that are not 4 digits',
        () => ({ ...base(), card: card({ last4: '11a1' }) }),
        400,
        'card.last4',
        'error.card.invalid',
      ],
      [
        'unknown brand',
        () => ({ ...base(), card: card({ circuit: 'CARTA_SI' }) }),
        400,
        'card.circuit',
        'error.card.type.invalid',
      ],
      [
        'brand not accepted',
        () => ({ ...base(), card: card({ circuit: 'DINERS_CLUB' }) }),
        400,
        'card.circuit',
        'error.card.type.invalid',
      ],
      [
        'bad month',
        () => ({ ...base(), card: card({ expiryMonth: 13 }) }),
        400,
        'card.expiryMonth',
        'error.field.max',
      ],
      [
        'year too far',
        () => ({ ...base(), card: card({ expiryYear: thisYear + 15 }) }),
        400,
        'card.expiryYear',
        'error.field.max',
      ],
      [
        'year past',
        () => ({ ...base(), card: card({ expiryYear: thisYear - 1 }) }),
        400,
        'card.expiryYear',
        'error.field.min',
      ],
      [
        'the same service twice in a room (it would double its maxCount)',
        () => {
          const body = base();
          const [room] = body.rooms as Record<string, unknown>[];
          body.rooms = [
            {
              ...room,
              services: [
                { serviceId: PARKING, count: 1 },
                { serviceId: PARKING, count: 1 },
              ],
            },
          ];
          return body;
        },
        400,
        'rooms.0.services.1.serviceId',
        'error.field.duplicate',
      ],
      [
        'negative expected total',
        () => ({ ...base(), expectedTotal: -1 }),
        400,
        'expectedTotal',
        'error.field.min',
      ],
      [
        'changed price',
        () => ({ ...base(), expectedTotal: 199.99 }),
        409,
        'expectedTotal',
        'error.price.changed',
      ],
      [
        'closed to arrival',
        () => reservationBody({ checkin: day(3), checkout: day(5) }),
        409,
        'rooms.0',
        'error.stay.closed.arrival',
      ],
      [
        'minimum stay',
        () => reservationBody({ checkin: day(6), checkout: day(7) }),
        409,
        'rooms.0',
        'error.stay.min.los',
      ],
      [
        'sold out',
        () => reservationBody({ checkin: day(25), checkout: day(26) }),
        409,
        'rooms.0',
        'error.stay.sold.out',
      ],
    ];

    it.each(cases)('%s', async (_name, body, status, field, code) => {
      const before = await writeCounts();
      const res = await postReservation(body());
      const text = await res.text();
      expect(res.status, text).toBe(status);
      const parsed = JSON.parse(text) as ErrorBody;
      expect(parsed.errors, text).toContainEqual({ field, code });
      expect(parsed.message.length).toBeGreaterThan(0);
      expect(await writeCounts()).toEqual(before);
      // The card number never comes back in an answer.
      expect(text).not.toContain('4111');
    });

    it.each([
      ['missing', null, 'error.required'],
      ['too short', 'abc', 'error.field.generic.minlength'],
      ['too long', 'k'.repeat(129), 'error.field.generic.maxlength'],
      ['with spaces', 'a key with spaces', 'error.field.generic.invalid'],
    ])('refuses an Idempotency-Key %s', async (_name, key, code) => {
      const before = await writeCounts();
      const res = await postReservation(reservationBody(), { key });
      expect(res.status).toBe(400);
      expect(((await res.json()) as ErrorBody).errors).toEqual([{ field: 'Idempotency-Key', code }]);
      expect(await writeCounts()).toEqual(before);
    });

    it('answers malformed JSON, a wrong content type and an unknown hotel in the error shape', async () => {
      const before = await writeCounts();
      expect((await postReservation('{"stay":')).status).toBe(400);
      const plain = await SELF.fetch(`${API}/booking/hotels/${HOTEL_ID}/reservations`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain', 'Idempotency-Key': crypto.randomUUID() },
        body: JSON.stringify(reservationBody()),
      });
      expect(plain.status).toBe(415);
      expect((await postReservation(reservationBody(), { hotel: 'no-such-hotel' })).status).toBe(404);
      expect(await writeCounts()).toEqual(before);
    });
  });
});

describe('reading and cancelling a reservation', () => {
  async function create(options: Parameters<typeof reservationBody>[0]): Promise<ReservationCreated> {
    const res = await postReservation(reservationBody(options));
    expect(res.status, await res.clone().text()).toBe(201);
    return (await res.json()) as ReservationCreated;
  }

  it('reads it with its token; a wrong token and an unknown code are the same 404', async () => {
    const created = await create({
      checkin: day(33),
      checkout: day(35),
      card: card({ circuit: 'MASTERCARD', last4: '4444' }),
    });
    const res = await getReservation(created.code, created.manageToken);
    expect(res.status).toBe(200);
    const view = (await res.json()) as ReservationView;
    expect(view).toMatchObject({
      code: created.code,
      status: 'CONFIRMED',
      statusText: null,
      checkin: day(33),
      checkout: day(35),
      nights: 2,
      source: 'WIDGET',
      currency: 'EUR',
      total: 200,
      cityTax: 8,
      grandTotal: 208,
      card: { circuit: 'MASTERCARD', last4: '4444', expiryMonth: 12 },
      cancellation: { penalty: 0, free: true },
      hotel: { id: HOTEL_ID, name: 'Test Hotel' },
      guest: {
        email: 'guest@example.it',
        phone: { prefix: '+39', number: '3331234567' },
        consents: { MARKETING: { value: true } },
      },
    });
    expect(view.rooms).toHaveLength(1);
    expect(view.rooms[0]).toMatchObject({
      roomType: { id: DOUBLE, name: { en: 'Double' } },
      ratePlan: { id: FLEX },
      status: 'CONFIRMED',
      nightly: [
        { date: day(33), amount: 100 },
        { date: day(34), amount: 100 },
      ],
      cancellationPolicy: { type: 'CUSTOM' },
      // The INCLUDED cleaning is part of the rate: listed, owed nothing.
      services: [
        { id: CLEANING, bookability: 'INCLUDED', frequency: 'LUMP_SUM', unitAmount: 0, count: 1, total: 0 },
      ],
      total: 200,
      chargedAmount: 0,
    });
    // The folio's balance: the stay and its 8.00 of city tax, nothing paid yet.
    expect(view).toMatchObject({ chargedAmount: 0, unpaidBalance: 208 });

    const wrong = await getReservation(created.code, 'A'.repeat(43));
    const unknown = await getReservation('ZZZZZZZZZZ', created.manageToken);
    expect(wrong.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect(await wrong.json()).toEqual(await unknown.json());
    expect((await getReservation(created.code, 'short')).status).toBe(400);
    expect((await getReservation('bad code', created.manageToken)).status).toBe(400);
  });

  it('shows what was paid and the folio balance: rooms, bookable services and city tax, INCLUDED services not', async () => {
    const body = reservationBody({ checkin: day(46), checkout: day(48) });
    const [room] = body.rooms as Record<string, unknown>[];
    body.rooms = [{ ...room, services: [{ serviceId: PARKING, count: 1 }] }];
    const res = await postReservation(body);
    expect(res.status, await res.clone().text()).toBe(201);
    const created = (await res.json()) as ReservationCreated;
    // 2 nights × 100 + parking 2 × 15; the INCLUDED cleaning (20.00 list price) is not added.
    expect(created.total).toBe(230);
    // The desk recorded a 50.00 deposit in the folio (FOLIO-1).
    await env.DB.prepare(
      `INSERT INTO folio_payments (reservation_id, kind, method, amount_cents, currency, date, created_date)
       SELECT id, 'PAYMENT', 'BANK_TRANSFER', 5000, 'EUR', checkin, created_date FROM reservations WHERE code = ?`,
    )
      .bind(created.code)
      .run();
    const view = (await (await getReservation(created.code, created.manageToken)).json()) as ReservationView;
    // The folio's balance: 230.00 and 8.00 of city tax, less the 50.00 paid.
    expect(view).toMatchObject({ total: 230, chargedAmount: 50, unpaidBalance: 188, cityTax: 8 });
    expect(view.rooms[0]).toMatchObject({ total: 230 });
    expect(view.rooms[0]?.services).toEqual([
      expect.objectContaining({
        id: CLEANING,
        bookability: 'INCLUDED',
        frequency: 'LUMP_SUM',
        unitAmount: 0,
        count: 1,
        total: 0,
      }),
      expect.objectContaining({
        id: PARKING,
        bookability: 'BOOKABLE',
        frequency: 'NIGHTLY',
        unitAmount: 15,
        count: 1,
        total: 30,
      }),
    ]);
  });

  it("shows guestsCount, each room's policy now and totalPriceDetails (BODATA-7)", async () => {
    const body = reservationBody({ checkin: day(53), checkout: day(55), promo: 'TESTCODE' });
    const [room] = body.rooms as Record<string, unknown>[];
    body.rooms = [
      {
        ...room,
        people: { adults: 2, children: 1 },
        services: [{ serviceId: PARKING, count: 1 }],
      },
    ];
    const res = await postReservation(body);
    expect(res.status, await res.clone().text()).toBe(201);
    const created = (await res.json()) as ReservationCreated;
    // Nights (100.00 + 15.00 extra child) × 2 = 230.00, −10 % = 207.00; parking 2 × 15.00.
    expect(created).toMatchObject({ total: 237, cityTax: 12 });
    const view = (await (await getReservation(created.code, created.manageToken)).json()) as ReservationView;
    expect(view.guestsCount).toBe(3);
    expect(view.totalPriceDetails).toEqual({
      rooms: 230,
      services: 30,
      otherBeds: 0,
      subTotal: 260,
      discountPromo: 23,
      discountHotel: 0,
    });
    expect(view.totalPriceDetails.subTotal - view.totalPriceDetails.discountPromo).toBe(view.total);
    const policy = view.rooms[0]?.policy;
    expect(policy).toMatchObject({
      type: 'CUSTOM',
      gracePeriod: true,
      freeNow: true,
      deadlineDate: day(51),
      deadlineTime: '00:00',
      reservationPenaltyAmount: 0,
      checkinPenaltyAmount: 103.5, // the first night after the promotion
      deposit: false,
      cancellation: null,
    });
    expect(Date.parse(policy?.deadline ?? '')).toBeLessThan(Date.parse(`${day(51)}T00:00:00Z`));

    // A non-refundable room: its penalty is the whole stay at once.
    const nr = await create({ checkin: day(53), checkout: day(55), ratePlanId: NR });
    const nrView = (await (await getReservation(nr.code, nr.manageToken)).json()) as ReservationView;
    expect(nrView.rooms[0]?.policy).toMatchObject({
      type: 'NOT_REFUNDABLE',
      freeNow: false,
      reservationPenaltyAmount: 180,
      checkinPenaltyAmount: 180,
      deposit: true,
      cancellation: { chargeNights: 1, percentage: 100 },
    });
  });

  it('previews, then cancels for free before the deadline: inventory released, e-mail queued', async () => {
    const created = await create({ checkin: day(36), checkout: day(38) });
    expect(await booked(DOUBLE, day(36))).toBe(1);
    const before = await writeCounts();
    const preview = await cancel(created.code, { token: created.manageToken, preview: true });
    expect(preview.status).toBe(200);
    expect((await preview.json()) as CancellationResult).toMatchObject({
      preview: true,
      penalty: 0,
      statusText: 'free',
      status: 'CANCELLED',
    });
    expect(await writeCounts()).toEqual(before);

    const res = await cancel(created.code, { token: created.manageToken });
    expect(res.status).toBe(200);
    const result = (await res.json()) as CancellationResult;
    expect(result).toMatchObject({
      code: created.code,
      preview: false,
      status: 'CANCELLED',
      statusText: 'free',
      penalty: 0,
      currency: 'EUR',
    });
    expect(result.rooms).toEqual([{ id: expect.any(Number), status: 'CANCELLED', cancelAmount: 0 }]);
    expect(await booked(DOUBLE, day(36))).toBe(0);
    expect(await booked(DOUBLE, day(37))).toBe(0);
    const after = await writeCounts();
    expect(after.emails).toBe(before.emails + 1);
    const email = await env.DB.prepare(
      "SELECT subject, body_text FROM email_outbox WHERE template = 'reservation-cancellation' ORDER BY id DESC",
    ).first<{ subject: string; body_text: string }>();
    expect(email?.subject).toContain(created.code);
    expect(email?.body_text).toContain('free of charge');

    const view = (await (await getReservation(created.code, created.manageToken)).json()) as ReservationView;
    expect(view).toMatchObject({ status: 'CANCELLED', statusText: 'free', cancellation: null });
    expect(view.cancelledDate).not.toBeNull();

    const again = await cancel(created.code, { token: created.manageToken });
    expect(again.status).toBe(409);
    expect(await booked(DOUBLE, day(36))).toBe(0);
  });

  it('charges the non-refundable penalty (100 %)', async () => {
    const created = await create({ checkin: day(38), checkout: day(39), ratePlanId: NR });
    const res = await cancel(created.code, { token: created.manageToken });
    expect(res.status).toBe(200);
    expect((await res.json()) as CancellationResult).toMatchObject({ statusText: 'penalty', penalty: 90 });
    const row = await env.DB.prepare(
      'SELECT status, status_text, cancel_amount_cents FROM reservations WHERE code = ?',
    )
      .bind(created.code)
      .first();
    expect(row).toEqual({ status: 'CANCELLED', status_text: 'penalty', cancel_amount_cents: 9000 });
  });

  it('cancels only once when two cancellations race', async () => {
    const created = await create({ checkin: day(41), checkout: day(43) });
    const results = await Promise.all([
      cancel(created.code, { token: created.manageToken }),
      cancel(created.code, { token: created.manageToken }),
      cancel(created.code, { token: created.manageToken }),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409]);
    expect(await booked(DOUBLE, day(41))).toBe(0);
    const emails = await env.DB.prepare(
      "SELECT count(*) AS n FROM email_outbox WHERE template = 'reservation-cancellation' AND subject LIKE ?",
    )
      .bind(`%${created.code}%`)
      .first<{ n: number }>();
    expect(emails?.n).toBe(1);
  });

  it.each([
    [{}, 'token', 'error.required'],
    [{ token: 'x' }, 'token', 'error.field.generic.invalid'],
    [{ token: 'A'.repeat(43), preview: 'yes' }, 'preview', 'error.field.generic.invalid'],
  ])('refuses a cancel body %j', async (body, field, code) => {
    const res = await cancel('ABCDEFGHJK', body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).errors).toContainEqual({ field, code });
  });
});

/**
 * A hotel sets up its policies and taxes through the secure API, inside workerd: the document's
 * round trip in the manager's terms, ids kept across saves, what the public search then says at
 * once (rates version), the audit, stale versions (409), a removed policy still used by a rate
 * plan (409 naming it), 400 with field and key, another manager's hotel (403).
 */
import { SELF } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { PoliciesRefusal, type PoliciesView } from '../../src/contracts/secure/policies.ts';
import type { RoomTypeView } from '../../src/contracts/secure/room-types.ts';
import { TaxesRefusal, type TaxesView } from '../../src/contracts/secure/taxes.ts';
import {
  API,
  HOTEL_ID as BOOKING_HOTEL,
  DOUBLE,
  day,
  PARKING,
  postReservation,
  reservationBody,
} from '../test/booking-fixture.ts';
import {
  answer,
  auditRows,
  call,
  type ErrorBody,
  ratesVersion,
  type SetupHotel,
  seedPlan,
  seedSetupHotel,
} from '../test/setup-fixture.ts';

const HOTEL_ID = 9461;
const PLAN_ID = 9461;
let hotel: SetupHotel;

const policiesUrl = (hotelId = HOTEL_ID) => `/hotels/${hotelId}/policies`;
const taxesUrl = (hotelId = HOTEL_ID) => `/hotels/${hotelId}/taxes`;

const flexible = {
  name: 'Flexible',
  freeUntil: { count: 2, unit: 'DAYS' },
  penalty: { type: 'FIRST_NIGHT' },
  deposit: false,
};
const nonRefundable = {
  name: 'Non-refundable',
  freeUntil: null,
  penalty: { type: 'WHOLE_STAY' },
  deposit: true,
  earlyCheckout: { nights: 2, percentage: 100 },
};

const read = async () => answer<PoliciesView>(await call(hotel.staff, 'GET', policiesUrl()), 200);

const put = (body: Record<string, unknown>) => call(hotel.staff, 'PUT', policiesUrl(), body);

type Document = {
  cancellationPolicies: Record<string, unknown>[];
  noShowPolicies: Record<string, unknown>[];
  [field: string]: unknown;
};

function document(view: PoliciesView, over: Record<string, unknown> = {}): Document {
  return {
    cancellationPolicies: view.cancellationPolicies.map(
      ({ ratePlans: _plans, engine: _e, ...policy }) => policy,
    ),
    noShowPolicies: view.noShowPolicies.map(({ ratePlans: _plans, engine: _e, ...policy }) => policy),
    deposit: view.deposit,
    version: view.version,
    ...over,
  };
}

/** The public search's policy type of the seeded plan for `roomTypeId`. */
async function searchedPolicy(roomTypeId: number): Promise<string | undefined> {
  const res = await SELF.fetch(
    `${API}/booking/hotels/${HOTEL_ID}/search?checkin=${day(20)}&checkout=${day(22)}&adults=2`,
  );
  const body = await answer<{
    results: {
      roomType: { id: number | string };
      rates: { ratePlanId: number | string; policy: { type: string } }[];
    }[];
  }>(res, 200);
  const result = body.results.find((r) => Number(r.roomType.id) === roomTypeId);
  return result?.rates.find((rate) => Number(rate.ratePlanId) === PLAN_ID)?.policy.type;
}

beforeAll(async () => {
  hotel = await seedSetupHotel(HOTEL_ID, 'policies');
});

describe('policies', () => {
  it('starts empty, saves in the manager terms, keeps ids, and the search says the new words at once', async () => {
    const empty = await read();
    expect(empty).toMatchObject({
      cancellationPolicies: [],
      noShowPolicies: [],
      deposit: { kind: 'PERCENTAGE', value: 0, dueDaysBeforeArrival: null },
      currency: 'EUR',
      timeZone: 'Europe/Rome',
      version: 1,
    });
    const before = await ratesVersion(HOTEL_ID);
    const saved = await answer<PoliciesView>(
      await put({
        cancellationPolicies: [flexible, nonRefundable],
        noShowPolicies: [{ name: 'First night', charge: { type: 'FIRST_NIGHT' } }],
        deposit: { kind: 'NIGHTS', value: 1, dueDaysBeforeArrival: 7 },
        version: 1,
      }),
      200,
    );
    expect(saved.version).toBe(2);
    expect(await ratesVersion(HOTEL_ID)).toBeGreaterThan(before);
    expect(saved.cancellationPolicies).toMatchObject([
      {
        name: 'Flexible',
        freeUntil: { count: 2, unit: 'DAYS' },
        penalty: { type: 'FIRST_NIGHT', percentage: null },
        deposit: false,
        earlyCheckout: null,
        ratePlans: [],
      },
      {
        name: 'Non-refundable',
        freeUntil: null,
        penalty: { type: 'WHOLE_STAY', percentage: null },
        deposit: true,
        earlyCheckout: { nights: 2, percentage: 100 },
      },
    ]);
    expect(saved.noShowPolicies).toMatchObject([{ name: 'First night', charge: { type: 'FIRST_NIGHT' } }]);
    expect(saved.deposit).toEqual({ kind: 'NIGHTS', value: 1, dueDaysBeforeArrival: 7 });

    // The engine's rows: the terms the booking rules read.
    const stored = await env.DB.prepare(
      `SELECT deadline_count, deadline_unit, reservation_penalty_json, checkin_penalty_json, cancellation_json, deposit
       FROM cancellation_policies WHERE id = ?`,
    )
      .bind(saved.cancellationPolicies[1]?.id)
      .first<Record<string, unknown>>();
    expect(stored).toMatchObject({ deadline_count: null, deposit: 1 });
    expect(JSON.parse(String(stored?.checkin_penalty_json))).toMatchObject({
      percentage: 100,
      firstNight: false,
    });
    expect(JSON.parse(String(stored?.cancellation_json))).toEqual({ chargeNights: 2, percentage: 100 });

    // A plan on sale with the flexible policy, then the policy made non-refundable in place.
    const type = await answer<RoomTypeView>(
      await call(hotel.staff, 'POST', `/hotels/${HOTEL_ID}/room-types`, {
        name: { en: 'Double' },
        category: 'DOUBLE',
        occupancy: { adults: 2, boys: 0, children: 0, kids: 0, total: 2 },
      }),
      201,
    );
    await answer(
      await call(hotel.staff, 'POST', `/hotels/${HOTEL_ID}/rooms`, { roomTypeId: type.id, number: 'P1' }),
      201,
    );
    await seedPlan(HOTEL_ID, PLAN_ID, type.id, 10000);
    const flexibleId = saved.cancellationPolicies[0]?.id;
    await env.DB.prepare('UPDATE rate_plans SET cancellation_policy_id = ? WHERE id = ?')
      .bind(flexibleId, PLAN_ID)
      .run();
    await env.DB.prepare('UPDATE hotels SET rates_version = rates_version + 1 WHERE id = ?')
      .bind(HOTEL_ID)
      .run();
    expect(await searchedPolicy(type.id)).toBe('CUSTOM');
    const edited = await answer<PoliciesView>(
      await put(
        document(saved, {
          cancellationPolicies: [
            {
              ...document(saved).cancellationPolicies[0],
              freeUntil: null,
              penalty: { type: 'WHOLE_STAY' },
            },
            document(saved).cancellationPolicies[1],
          ],
        }),
      ),
      200,
    );
    // Same id: the plan still points at it, and the search says the new terms at once.
    expect(edited.cancellationPolicies[0]).toMatchObject({ id: flexibleId, penalty: { type: 'WHOLE_STAY' } });
    expect(edited.cancellationPolicies[0]?.ratePlans).toEqual([{ id: PLAN_ID, name: 'Room only' }]);
    expect(await searchedPolicy(type.id)).toBe('NOT_REFUNDABLE');

    // Removing the policy the plan uses is refused, naming the plan; nothing is written.
    const audits = await auditRows(HOTEL_ID);
    const refused = await answer<ErrorBody>(
      await put(document(edited, { cancellationPolicies: document(edited).cancellationPolicies.slice(1) })),
      409,
    );
    expect(refused.errors).toEqual([{ field: 'cancellationPolicies', code: PoliciesRefusal.inUse }]);
    expect(refused.message).toContain('Room only');
    expect(await auditRows(HOTEL_ID)).toBe(audits);
    // Removing an unused one works.
    const removed = await answer<PoliciesView>(
      await put(
        document(edited, { cancellationPolicies: document(edited).cancellationPolicies.slice(0, 1) }),
      ),
      200,
    );
    expect(removed.cancellationPolicies.map((p) => p.id)).toEqual([flexibleId]);
  });

  it('answers 409 on a stale version and is audited with before and after', async () => {
    const current = await read();
    await answer<PoliciesView>(await put(document(current)), 200);
    const stale = await answer<ErrorBody>(await put(document(current)), 409);
    expect(stale.errors).toEqual([{ field: 'version', code: PoliciesRefusal.changed }]);
    const row = await env.DB.prepare(
      `SELECT before_json, after_json, manager_id FROM property_changes
       WHERE hotel_id = ? AND subject = 'POLICIES' ORDER BY id DESC LIMIT 1`,
    )
      .bind(HOTEL_ID)
      .first<{ before_json: string; after_json: string; manager_id: number }>();
    expect(row?.manager_id).toBeGreaterThan(0);
    expect(JSON.parse(row?.before_json ?? '{}')).toHaveProperty('cancellationPolicies');
    expect(JSON.parse(row?.after_json ?? '{}')).toHaveProperty('deposit');
  });

  it('answers 400 with the field and its key, and writes nothing', async () => {
    const current = await read();
    const before = await auditRows(HOTEL_ID);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ cancellationPolicies: [] }, 'cancellationPolicies', 'error.policy.cancellation.required'],
      [
        { cancellationPolicies: [{ ...flexible, penalty: { type: 'PERCENTAGE' } }] },
        'cancellationPolicies.0.penalty.percentage',
        'error.policy.percentage.required',
      ],
      [
        { cancellationPolicies: [{ ...flexible, name: '' }] },
        'cancellationPolicies.0.name',
        'error.required',
      ],
      [
        { cancellationPolicies: [{ ...flexible, penalty: { type: 'CUSTOM' } }] },
        'cancellationPolicies.0.penalty.type',
        'error.policy.custom.new',
      ],
      [
        { cancellationPolicies: [{ ...flexible, freeUntil: { count: 200, unit: 'HOURS' } }] },
        'cancellationPolicies.0.freeUntil.count',
        'error.field.max',
      ],
      [{ deposit: { kind: 'NIGHTS', value: 1.5 } }, 'deposit.value', 'error.field.generic.invalid'],
      [{ deposit: { kind: 'PERCENTAGE', value: 120 } }, 'deposit.value', 'error.field.max'],
      [
        { cancellationPolicies: [{ ...flexible, id: 999999 }] },
        'cancellationPolicies.0.id',
        PoliciesRefusal.unknown,
      ],
    ];
    for (const [over, field, code] of cases) {
      const res = await put(document(current, over));
      expect((await answer<ErrorBody>(res, 400)).errors, field).toContainEqual({ field, code });
    }
    expect(await auditRows(HOTEL_ID)).toBe(before);
  });

  it("refuses another manager's hotel (403)", async () => {
    const current = await read();
    expect((await call(hotel.outsider, 'GET', policiesUrl())).status).toBe(403);
    expect((await call(hotel.outsider, 'PUT', policiesUrl(), document(current))).status).toBe(403);
  });
});

describe('taxes', () => {
  const taxes = (over: Record<string, unknown> = {}) => ({
    vat: { accommodation: 10, extras: 22 },
    cityTax: { amountCents: 350, payingBands: ['boys', 'adults'], maxNights: 7 },
    ...over,
  });

  it('reads the defaults, saves two VAT rates and the city tax, bumps the rates version, audits', async () => {
    const current = await answer<TaxesView>(await call(hotel.staff, 'GET', taxesUrl()), 200);
    expect(current).toEqual({
      vat: { accommodation: 10, extras: 10 },
      cityTax: { amountCents: 0, payingBands: ['adults', 'boys', 'children', 'kids'], maxNights: null },
      currency: 'EUR',
      version: 1,
    });
    const before = await ratesVersion(HOTEL_ID);
    const saved = await answer<TaxesView>(
      await call(hotel.staff, 'PUT', taxesUrl(), taxes({ version: current.version })),
      200,
    );
    expect(saved).toEqual({
      vat: { accommodation: 10, extras: 22 },
      cityTax: { amountCents: 350, payingBands: ['adults', 'boys'], maxNights: 7 },
      currency: 'EUR',
      version: 2,
    });
    expect(await ratesVersion(HOTEL_ID)).toBeGreaterThan(before);
    const hotelRow = await env.DB.prepare(
      `SELECT h.vat_tax, h.vat_tax_extras, h.city_tax_cents, h.city_tax_limit, s.city_tax_bands_json
       FROM hotels h JOIN hotel_booking_settings s ON s.hotel_id = h.id WHERE h.id = ?`,
    )
      .bind(HOTEL_ID)
      .first();
    expect(hotelRow).toEqual({
      vat_tax: 10,
      vat_tax_extras: 22,
      city_tax_cents: 350,
      city_tax_limit: 7,
      city_tax_bands_json: '["adults","boys"]',
    });
    // One rate again: stored as one (the engine splits each room at once, as it always did).
    const one = await answer<TaxesView>(
      await call(
        hotel.staff,
        'PUT',
        taxesUrl(),
        taxes({ vat: { accommodation: 22, extras: 22 }, version: 2 }),
      ),
      200,
    );
    expect(one.vat).toEqual({ accommodation: 22, extras: 22 });
    const audit = await env.DB.prepare(
      `SELECT count(*) AS n FROM property_changes WHERE hotel_id = ? AND subject = 'TAXES'`,
    )
      .bind(HOTEL_ID)
      .first<{ n: number }>();
    expect(audit?.n).toBe(2);
    // Stale.
    const stale = await answer<ErrorBody>(
      await call(hotel.staff, 'PUT', taxesUrl(), taxes({ version: 2 })),
      409,
    );
    expect(stale.errors).toEqual([{ field: 'version', code: TaxesRefusal.changed }]);
  });

  it('answers 400 with the field and its key; 403 for another manager', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [
        taxes({ vat: { accommodation: 101, extras: 10 }, version: 1 }),
        'vat.accommodation',
        'error.field.max',
      ],
      [
        taxes({ vat: { accommodation: 10.123, extras: 10 }, version: 1 }),
        'vat.accommodation',
        'error.field.generic.invalid',
      ],
      [
        taxes({ cityTax: { amountCents: 100, payingBands: [] }, version: 1 }),
        'cityTax.payingBands',
        'error.tax.bands.required',
      ],
      [
        taxes({ cityTax: { amountCents: 2.5, payingBands: ['adults'] }, version: 1 }),
        'cityTax.amountCents',
        'error.field.generic.invalid',
      ],
      [taxes(), 'version', 'error.required'],
    ];
    for (const [body, field, code] of cases) {
      const res = await call(hotel.staff, 'PUT', taxesUrl(), body);
      expect((await answer<ErrorBody>(res, 400)).errors, field).toContainEqual({ field, code });
    }
    expect((await call(hotel.outsider, 'GET', taxesUrl())).status).toBe(403);
    expect((await call(hotel.outsider, 'PUT', taxesUrl(), taxes({ version: 1 }))).status).toBe(403);
  });
});

describe('two VAT rates at booking', () => {
  it('splits a reservation: the nights at the rooms rate, the parking at the extras rate', async () => {
    // The booking fixture's hotel (2 nights at €100.00, parking €15.00 a night), its VAT set the
    // way the Taxes save stores it: rooms 10 %, extras 22 %.
    await env.DB.prepare(
      'UPDATE hotels SET vat_tax = 10, vat_tax_extras = 22, rates_version = rates_version + 1 WHERE id = ?',
    )
      .bind(BOOKING_HOTEL)
      .run();
    const body = reservationBody({ roomTypeId: DOUBLE, checkin: day(30), checkout: day(32) });
    (body.rooms as Record<string, unknown>[])[0] = {
      ...(body.rooms as Record<string, unknown>[])[0],
      services: [{ serviceId: PARKING, count: 1 }],
    };
    const created = await answer<{ code: string; total: number }>(await postReservation(body), 201);
    expect(created.total).toBe(230);
    const row = await env.DB.prepare('SELECT taxable_cents, vat_cents FROM reservations WHERE code = ?')
      .bind(created.code)
      .first<{ taxable_cents: number; vat_cents: number }>();
    // 20000 / 1.1 = 18181.82 → 18182 (VAT 1818); 3000 / 1.22 = 2459.02 → 2459 (VAT 541).
    // One rate of 10 % would give 20909 + 2091.
    expect(row).toEqual({ taxable_cents: 18182 + 2459, vat_cents: 1818 + 541 });
  });
});

/**
 * Two VAT rates (SETUP Taxes): a room's nights at the accommodation rate, its extras (extra
 * beds, bookable services) at theirs, each split half-up in integer cents and added up; with one
 * rate, nothing changes. And the deposit of the first nights. Figures computed by hand.
 */
import { describe, expect, it } from 'vitest';
import { hotelDeposit } from './deposit.ts';
import { quoteRoom } from './room-quote.ts';
import { reservationRoomVatParts, reservationVatSplit, roomVatSplit, vatRatesOf } from './taxes.ts';
import { context, hotel, people } from './test-fixtures.ts';
import type { HotelPricing } from './types.ts';

const NOW = Date.parse('2028-06-01T10:00:00Z');

describe('roomVatSplit (nights and extras, each at its rate)', () => {
  it.each([
    // nights, extras, accommodation %, extras %, taxable, VAT
    [11000, 2440, 10, 22, 10000 + 2000, 1000 + 440],
    // 10500 / 1.1 = 9545.45 → 9545 (955); 1000 / 1.22 = 819.67 → 820 (180)
    [10500, 1000, 10, 22, 9545 + 820, 955 + 180],
    // 30000 / 1.1 = 27272.73 → 27273 (2727); 4500 / 1.22 = 3688.52 → 3689 (811)
    [30000, 4500, 10, 22, 27273 + 3689, 2727 + 811],
    // No extras: the nights alone.
    [11000, 0, 10, 22, 10000, 1000],
    // Extras exempt (0 %): all of them taxable.
    [11000, 500, 10, 0, 10000 + 500, 1000],
  ])('%i + %i at %i %% / %i %% → %i + %i', (nights, extras, acc, ext, taxable, vat) => {
    const split = roomVatSplit(
      { accommodationCents: nights, extrasCents: extras },
      { accommodation: acc, extras: ext },
    );
    expect(split).toEqual({ taxableCents: taxable, vatCents: vat });
    expect(split.taxableCents + split.vatCents).toBe(nights + extras);
  });

  it('with one rate splits the room at once, as before two rates existed (100 + 5 at 20 %: 88 + 17)', () => {
    // Apart it would be 83 + 4 = 87 taxable: the single split is kept when the rates agree.
    expect(
      roomVatSplit({ accommodationCents: 100, extrasCents: 5 }, { accommodation: 20, extras: 20 }),
    ).toEqual({
      taxableCents: 88,
      vatCents: 17,
    });
  });

  it('a reservation adds its rooms, parts or plain totals', () => {
    const rates = { accommodation: 10, extras: 22 };
    expect(
      reservationVatSplit(
        [
          { accommodationCents: 11000, extrasCents: 2440 },
          { accommodationCents: 10500, extrasCents: 1000 },
        ],
        rates,
      ),
    ).toEqual({ taxableCents: 12000 + 10365, vatCents: 1440 + 1135 });
    expect(reservationVatSplit([105, 105], 20)).toEqual({ taxableCents: 176, vatCents: 34 });
  });

  it("a reserved room's parts: its nights, and the rest of its total", () => {
    expect(
      reservationRoomVatParts({
        dailyRates: [
          { date: '2028-06-10', amountCents: 10000 },
          { date: '2028-06-11', amountCents: 9000 },
        ],
        totalCents: 21500,
      }),
    ).toEqual({ accommodationCents: 19000, extrasCents: 2500 });
  });

  it("the extras' rate defaults to the accommodation's", () => {
    expect(vatRatesOf({ vatRate: 22 })).toEqual({ accommodation: 22, extras: 22 });
    expect(vatRatesOf({ vatRate: null, vatRateExtras: 22 })).toEqual({ accommodation: 10, extras: 22 });
  });
});

describe('quoteRoom with two rates', () => {
  const stay = (pricing: HotelPricing) =>
    quoteRoom(
      context('2028-06-01', '2028-07-15', { hotel: pricing }),
      {
        roomTypeId: 'DBL',
        ratePlanId: 'STD',
        checkin: '2028-06-10',
        checkout: '2028-06-13',
        people: people(2, 0, 1),
        // A sofa bed for the child: 15 € a night × 3 = 45 € of extras.
        extraBeds: [{ bedId: 'sofa', people: people(0, 0, 1) }],
      },
      NOW,
    );

  it('3 nights at 100 € at 10 % and a 45 € sofa bed at 22 %', () => {
    const q = stay({ ...hotel, vatRate: 10, vatRateExtras: 22 });
    expect(q).toMatchObject({ totalCents: 34500, vatRate: 10, taxableCents: 30962, vatCents: 3538 });
  });

  it('the same stay with one rate: 345 € / 1.1 = 313.636… → 313.64 taxable', () => {
    expect(stay({ ...hotel, vatRate: 10 })).toMatchObject({ taxableCents: 31364, vatCents: 3136 });
    expect(stay({ ...hotel, vatRate: 10, vatRateExtras: 10 })).toMatchObject({
      taxableCents: 31364,
      vatCents: 3136,
    });
  });
});

describe('hotelDeposit (the first nights, or a percentage of the total)', () => {
  it.each([
    [{ depositPercentage: 30, depositNights: null }, [9000, 9000, 9000], 27000, 8100],
    [{ depositPercentage: 30, depositNights: 1 }, [9000, 11000], 20000, 9000],
    [{ depositPercentage: 30, depositNights: 2 }, [9000, 11000, 12000], 32000, 20000],
    // More nights than the stay: the whole total, never more.
    [{ depositPercentage: 0, depositNights: 5 }, [9000, 11000], 20000, 20000],
  ])('%o of %o (total %i) = %i', (terms, nights, total, deposit) => {
    expect(hotelDeposit(terms, nights, total)).toBe(deposit);
  });

  it('a quote of the non-refundable plan (deposit asked) with a one-night deposit', () => {
    const q = quoteRoom(
      context('2028-06-01', '2028-07-15', { hotel: { ...hotel, depositNights: 1 } }),
      {
        roomTypeId: 'DBL',
        ratePlanId: 'NR',
        checkin: '2028-06-10',
        checkout: '2028-06-13',
        people: people(2),
      },
      NOW,
    );
    expect(q).toMatchObject({ totalCents: 27000, depositCents: 9000 });
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cityTax, reservationVatSplit, vatSplit } from './taxes.ts';
import { hotel, people } from './test-fixtures.ts';
import type { HotelPricing } from './types.ts';

describe('vatSplit (taxable = gross / ((100 + rate) / 100), default rate 10)', () => {
  it.each([
    [11000, 10, 10000, 1000],
    [12200, 22, 10000, 2200],
    [10000, 10, 9091, 909], // 9090.909… → 9091, VAT the rest
    [9999, 10, 9090, 909], // 9090 + 909 = 9999
    [1, 10, 1, 0],
    [0, 10, 0, 0],
    [10000, 0, 10000, 0],
    [10400, 4, 10000, 400],
    // Ties round the taxable part up (half-up), the VAT is the rest.
    [105, 20, 88, 17], // 87.5 → 88 (VAT-first rounding gave 87 + 18)
    [10005, 20, 8338, 1667], // 8337.5 → 8338 (VAT-first gave 8337 + 1668)
    [1005, 0.5, 1000, 5], // 1000.0 exact at a fractional rate
    [11, 10, 10, 1], // 10.0
    [21, 5, 20, 1], // 20.0
    [63, 5, 60, 3], // 60.0
    [3, 20, 3, 0], // 2.5 → 3
  ])('%i at %d %% → taxable %i + VAT %i', (gross, rate, taxable, vat) => {
    expect(vatSplit(gross, rate)).toEqual({ taxableCents: taxable, vatCents: vat });
  });

  it('property: taxable + VAT = gross exactly, both non-negative, taxable the half-up quotient', () => {
    fc.assert(
      fc.property(fc.nat(100_000_000), fc.integer({ min: 0, max: 100 }), (gross, rate) => {
        const { taxableCents, vatCents } = vatSplit(gross, rate);
        expect(taxableCents + vatCents).toBe(gross);
        expect(Math.min(taxableCents, vatCents)).toBeGreaterThanOrEqual(0);
        // Exact integer check of half-up rounding of gross × 100 / (100 + rate):
        // taxable − 1/2 ≤ q < taxable + 1/2, i.e. 2·taxable·(100+rate) − (100+rate) ≤ 200·gross < … + (100+rate).
        const d = 100 + rate;
        expect(2 * taxableCents * d - d).toBeLessThanOrEqual(200 * gross);
        expect(200 * gross).toBeLessThan(2 * taxableCents * d + d);
      }),
    );
  });
});

describe("reservationVatSplit (the reservation VAT: the sum of the rooms' splits)", () => {
  it.each([
    [[11000], 10, 10000, 1000],
    [[105, 105], 20, 176, 34], // 88 + 88 and 17 + 17 (one split of 210 would be 175 + 35)
    [[10005, 105], 20, 8426, 1684],
    [[], 10, 0, 0],
  ])('rooms %j at %i %% → taxable %i + VAT %i', (totals, rate, taxable, vat) => {
    expect(reservationVatSplit(totals, rate)).toEqual({ taxableCents: taxable, vatCents: vat });
  });

  it("property: equals the sum of vatSplit per room and adds up to the rooms' total", () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(10_000_000), { maxLength: 9 }),
        fc.integer({ min: 0, max: 30 }),
        (totals, rate) => {
          const split = reservationVatSplit(totals, rate);
          const sum = totals.reduce((t, x) => t + x, 0);
          expect(split.taxableCents + split.vatCents).toBe(sum);
          expect(split.vatCents).toBe(totals.reduce((t, x) => t + vatSplit(x, rate).vatCents, 0));
        },
      ),
    );
  });
});

describe('cityTax (rate × guests × nights, nights capped at cityTaxLimit when above 0)', () => {
  const tax = (partial: Partial<HotelPricing>) => ({ ...hotel, ...partial });
  it.each([
    ['limit 0, 5 nights', tax({ cityTaxLimit: 0 }), people(2), 5, 2000],
    ['limit 3, 5 nights', tax({ cityTaxLimit: 3 }), people(2), 5, 1200],
    ['limit 3, 2 nights', tax({ cityTaxLimit: 3 }), people(2), 2, 800],
    ['limit 7, 14 nights', tax({ cityTaxLimit: 7 }), people(2), 14, 2800],
    ['every guest pays by default', tax({}), people(2, 1, 1, 1), 1, 1000],
    // BOLIM: rate × guests × nights. Hotel 1 of the demo: 4.50, 2 adults + 1 child, 4 nights.
    ['4.50 × 3 guests × 4 nights', tax({ cityTaxCents: 450 }), people(2, 0, 1), 4, 5400],
    ['kids count too', tax({ cityTaxCents: 450 }), people(2, 0, 0, 1), 2, 2700],
    ['only adults', tax({ cityTaxBands: ['adults'] }), people(2, 1, 1, 1), 1, 400],
    ['children and kids exempt', tax({ cityTaxBands: ['adults', 'boys'] }), people(2, 1, 1, 1), 1, 600],
    ['a band listed twice counts once', tax({ cityTaxBands: ['adults', 'adults'] }), people(2, 1), 1, 400],
    ['no band pays', tax({ cityTaxBands: [] }), people(2, 1, 1, 1), 3, 0],
    [
      'every band',
      tax({ cityTaxBands: ['adults', 'boys', 'children', 'kids'] }),
      people(2, 1, 1, 1),
      1,
      1000,
    ],
    ['no city tax', tax({ cityTaxCents: 0 }), people(2), 5, 0],
    ['€ 1.50', tax({ cityTaxCents: 150, cityTaxLimit: 3 }), people(3), 4, 1350],
  ])('%s', (_label, settings, guests, nights, expected) => {
    expect(cityTax(settings, guests, nights)).toBe(expected);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createStayContext, indexDailyRates, indexInventory } from './context.ts';
import { eachNight } from './dates.ts';
import { double, hotel, inventoryRows, nonRefundable, rateRows, standard } from './test-fixtures.ts';
import type { DailyRate, Inventory } from './types.ts';

describe('indexDailyRates', () => {
  it('indexes rows by room type, plan and date, later duplicates winning', () => {
    const rows = [
      ...rateRows('2028-06-01', '2028-06-03'),
      ...rateRows('2028-06-01', '2028-06-02', {}, 'STD', 'SGL'),
      ...rateRows('2028-06-01', '2028-06-03', { amountCents: 9000 }, 'NR'),
      // Back to the first room type after another one, and a duplicate of 1 June.
      ...rateRows('2028-06-01', '2028-06-02', { amountCents: 12000 }),
    ];
    const index = indexDailyRates(rows);
    expect([...index.keys()]).toEqual(['DBL', 'SGL']);
    expect([...(index.get('DBL')?.keys() ?? [])]).toEqual(['STD', 'NR']);
    expect(index.get('DBL')?.get('STD')?.get('2028-06-01')?.amountCents).toBe(12000);
    expect(index.get('DBL')?.get('STD')?.get('2028-06-02')?.amountCents).toBe(10000);
    expect(index.get('DBL')?.get('NR')?.get('2028-06-02')?.amountCents).toBe(9000);
    expect(index.get('SGL')?.get('STD')?.size).toBe(1);
  });

  it('an empty list gives an empty index', () => {
    expect(indexDailyRates([]).size).toBe(0);
  });
});

describe('indexInventory', () => {
  it('indexes rows by room type and date, later duplicates winning', () => {
    const index = indexInventory([
      ...inventoryRows('2028-06-01', '2028-06-03'),
      ...inventoryRows('2028-06-01', '2028-06-02', 1, 'SGL'),
      ...inventoryRows('2028-06-02', '2028-06-03', 4),
    ]);
    expect([...index.keys()]).toEqual(['DBL', 'SGL']);
    expect(index.get('DBL')?.get('2028-06-01')?.booked).toBe(0);
    expect(index.get('DBL')?.get('2028-06-02')?.booked).toBe(4);
    expect(index.get('SGL')?.get('2028-06-01')?.booked).toBe(1);
  });
});

describe('createStayContext', () => {
  const rowArb = fc.record({
    roomTypeId: fc.constantFrom('DBL', 'SGL'),
    ratePlanId: fc.constantFrom('STD', 'NR'),
    date: fc.constantFrom(...eachNight('2028-06-01', '2028-06-05')),
    amountCents: fc.option(fc.nat(50_000)),
  });
  const stockArb = fc.record({
    roomTypeId: fc.constantFrom('DBL', 'SGL'),
    date: fc.constantFrom(...eachNight('2028-06-01', '2028-06-05')),
    booked: fc.nat(5),
  });

  it('property: an index built beforehand answers like the rows it was built from', () => {
    fc.assert(
      fc.property(
        fc.array(rowArb, { maxLength: 40 }),
        fc.array(stockArb, { maxLength: 20 }),
        (partials, stocks) => {
          const rates: DailyRate[] = partials.map((p) => ({
            ...p,
            minLOS: null,
            maxLOS: null,
            closed: false,
            closedToArrival: false,
            closedToDeparture: false,
          }));
          const inventory: Inventory[] = stocks.map((s) => ({ ...s, total: 5, roomClosed: false }));
          const base = { hotel, roomTypes: [double], ratePlans: [standard, nonRefundable] };
          const fromRows = createStayContext({ ...base, dailyRates: rates, inventory });
          const fromIndex = createStayContext({
            ...base,
            dailyRates: indexDailyRates(rates),
            inventory: indexInventory(inventory),
          });
          for (const roomTypeId of ['DBL', 'SGL', 'NONE']) {
            for (const date of eachNight('2028-05-31', '2028-06-06')) {
              expect(fromIndex.inventory(roomTypeId, date)).toBe(fromRows.inventory(roomTypeId, date));
              for (const ratePlanId of ['STD', 'NR']) {
                expect(fromIndex.dailyRate(roomTypeId, ratePlanId, date)).toBe(
                  fromRows.dailyRate(roomTypeId, ratePlanId, date),
                );
              }
            }
          }
        },
      ),
    );
  });
});

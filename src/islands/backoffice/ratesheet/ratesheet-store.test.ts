import { describe, expect, it } from 'vitest';
import type { RatesheetResponse } from '../../../contracts/secure/ratesheet.ts';
import { RatesheetStore } from './ratesheet-store.ts';

function response(amount: number, dates = ['2027-03-01', '2027-03-02'], version = 4): RatesheetResponse {
  return {
    hotelId: 2,
    from: dates[0] ?? '',
    to: dates.at(-1) ?? '',
    today: '2026-11-25',
    currency: 'EUR',
    ratesVersion: version,
    channels: [{ id: 1, channel: 'WEBSITE', disabled: false }],
    days: dates.map((date) => ({
      date,
      weekday: 1,
      past: false,
      today: false,
      hotelClosed: false,
      roomsClosed: false,
    })),
    roomTypes: [
      {
        id: 201,
        nameKey: 'room.deluxe',
        name: 'Deluxe',
        category: 'DOUBLE',
        enabled: true,
        totalRooms: 4,
        hasPrimaryRatePlan: true,
        linkedChannels: ['WEBSITE'],
        days: dates.map((date) => ({
          date,
          roomClosed: false,
          availability: { actual: 4, total: 4 },
          lastChange: null,
        })),
        ratePlans: [
          {
            id: 21,
            nameKey: 'plan.bb',
            name: 'B&B',
            type: 'STANDARD',
            enabled: true,
            primary: true,
            parentRatePlanDerivation: null,
            pricingModel: 'PER_ROOM',
            occupantsForBaseRate: null,
            defaultMinStay: null,
            defaultMaxStay: null,
            linkedChannels: ['WEBSITE'],
            rates: dates.map((date, i) => ({
              id: `201:21:${date}`,
              date,
              amount: i === 0 ? amount : 100,
              minLOS: null,
              maxLOS: null,
              closed: false,
              roomClosed: false,
              hotelClosed: false,
              pastDate: false,
              closedToArrival: false,
              closedToDeparture: false,
              availability: { actual: 4, total: 4 },
              lastChange: null,
            })),
          },
        ],
      },
    ],
  };
}

describe('the ratesheet store (one signal per cell)', () => {
  it('a read fills the cells; the structure keeps the room types and plans without their dates', () => {
    const store = new RatesheetStore();
    expect(store.rate(201, 21, '2027-03-01').value).toBeUndefined();
    store.apply(response(90));
    expect(store.rate(201, 21, '2027-03-01').value?.amount).toBe(90);
    expect(store.typeDay(201, '2027-03-02').value?.availability).toEqual({ actual: 4, total: 4 });
    expect(store.structure.value?.roomTypes[0]?.ratePlans[0]).not.toHaveProperty('rates');
    expect(store.ratesVersion).toBe(4);
  });

  it("a write's answer sets only the signals whose value changed, and keeps the structure object", () => {
    const store = new RatesheetStore();
    store.apply(response(90));
    const structure = store.structure.peek();
    const untouched = store.rate(201, 21, '2027-03-02').peek();
    expect(store.apply(response(95, ['2027-03-01', '2027-03-02'], 5))).toBe(1);
    expect(store.rate(201, 21, '2027-03-01').value?.amount).toBe(95);
    expect(store.rate(201, 21, '2027-03-02').peek()).toBe(untouched);
    expect(store.structure.peek()).toBe(structure);
    expect(store.ratesVersion).toBe(5);
  });

  it('an older read never lowers the rates version the bulk edit sends back', () => {
    const store = new RatesheetStore();
    store.apply(response(90, ['2027-03-01'], 7));
    store.apply(response(90, ['2027-04-01'], 6));
    expect(store.ratesVersion).toBe(7);
  });

  it('cell edits follow ratesheet-cell.ts; clearing forgets values and edits', () => {
    const store = new RatesheetStore();
    store.apply(response(90));
    store.send('201|21|2027-03-01|amount', { type: 'edit', value: '90.00' });
    expect(store.edit('201|21|2027-03-01|amount').value.mode).toBe('edit');
    store.clear();
    expect(store.rate(201, 21, '2027-03-01').value).toBeUndefined();
    expect(store.edit('201|21|2027-03-01|amount').value.mode).toBe('view');
    expect(store.ratesVersion).toBeUndefined();
  });

  it('a cached answer is taken once: given again after a write, it does not undo the write', () => {
    const store = new RatesheetStore();
    const cached = response(90);
    expect(store.applyOnce(cached)).toBeGreaterThan(0);
    store.apply(response(95, ['2027-03-01']));
    expect(store.applyOnce(cached)).toBe(0);
    expect(store.rate(201, 21, '2027-03-01').value?.amount).toBe(95);
    // A new answer (read again) is applied; after clearing, the cached one is taken again.
    expect(store.applyOnce(response(97))).toBe(1);
    store.clear();
    expect(store.applyOnce(cached)).toBeGreaterThan(0);
    expect(store.rate(201, 21, '2027-03-01').value?.amount).toBe(90);
  });

  it('collapsing a block toggles', () => {
    const store = new RatesheetStore();
    store.toggleCollapsed(201);
    expect(store.collapsed.value.has(201)).toBe(true);
    store.toggleCollapsed(201);
    expect(store.collapsed.value.has(201)).toBe(false);
  });
});

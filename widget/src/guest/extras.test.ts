import { describe, expect, it } from 'vitest';
import type {
  BookingProfile,
  BookingSearch,
  RoomTypeView,
  ServiceView,
} from '../../../src/contracts/booking-types.ts';
import { priceExtraBed } from '../../../src/domain/booking/pricing.ts';
import type { FlowState } from '../flow/controller.ts';
import type { SummaryFigures } from '../summary/figures.ts';
import {
  bedBandMax,
  bedCents,
  bedChoicesOf,
  bedRequests,
  bedsCents,
  bookableServices,
  EXTRA_MAX_UNCAPPED,
  extraBasis,
  extraCents,
  extraMax,
  extrasCents,
  extraUnitCents,
  withBedGuests,
  withExtra,
  withExtras,
} from './extras.ts';

const service = (over: Partial<ServiceView>): ServiceView => ({
  id: 1,
  nameKey: 'service.cot',
  name: { en: 'Cot' },
  description: {},
  category: 'ROOM',
  bookability: 'BOOKABLE',
  paymentType: 'SINGLE',
  frequency: 'NIGHTLY',
  options: [{ size: 'SINGLE', amount: 10 }],
  maxCount: 1,
  ...over,
});

const cot = service({});
const pet = service({
  id: 2,
  name: { en: 'Pet' },
  frequency: 'LUMP_SUM',
  options: [{ size: 'SINGLE', amount: 25.5 }],
  maxCount: -1,
});
const halfBoard = service({
  id: 3,
  name: { en: 'Half board' },
  category: 'HOTEL',
  paymentType: 'PER_PERSON',
  options: [
    { size: 'PER_ADULT', amount: 30 },
    { size: 'PER_CHILD', amount: 15.25 },
  ],
  maxCount: 1,
});
const breakfast = service({ id: 4, bookability: 'INCLUDED' });
const notOffered = service({ id: 5 });
const room = { serviceIds: [1, 2, 4] } as RoomTypeView;
const two = { adults: 2, boys: 0, children: 0, kids: 0 };
const family = { adults: 2, boys: 0, children: 1, kids: 0 };

describe('extras of the guest step', () => {
  it('offers the bookable services of the room type and the hotel-wide ones, never included ones', () => {
    const offered = bookableServices([cot, pet, halfBoard, breakfast, notOffered], room).map((s) => s.id);
    expect(offered).toEqual([1, 2, 3]);
  });

  it('prices as the engine: unit × periods × count, per guest band for PER_PERSON', () => {
    expect(extraCents(cot, two, 1, 3)).toBe(3000); // €10 a night × 3 nights
    expect(extraCents(pet, two, 2, 3)).toBe(5100); // €25.50 once per stay × 2
    expect(extraCents(halfBoard, family, 1, 2)).toBe((2 * 3000 + 1525) * 2);
    // The count is capped by maxCount, as the engine caps it.
    expect(extraCents(cot, two, 3, 1)).toBe(1000);
    expect(
      extrasCents(
        [cot, pet, halfBoard],
        [
          { serviceId: 1, count: 1 },
          { serviceId: 3, count: 1 },
        ],
        two,
        2,
      ),
    ).toBe(2000 + 12000);
    expect(extrasCents([cot], [{ serviceId: 99, count: 1 }], two, 2)).toBe(0);
  });

  it('says how each price is counted and how many may be added', () => {
    expect(extraBasis(halfBoard)).toEqual({ per: 'person', frequency: 'NIGHTLY' });
    expect(extraBasis(pet)).toEqual({ per: 'item', frequency: 'LUMP_SUM' });
    expect(extraUnitCents(halfBoard)).toBe(3000);
    expect(extraUnitCents(pet)).toBe(2550);
    expect(extraMax(cot)).toBe(1);
    expect(extraMax(pet)).toBe(EXTRA_MAX_UNCAPPED);
  });

  it('keeps one line per service and drops a zero count', () => {
    const one = withExtra([], 1, 1);
    expect(withExtra(one, 2, 2)).toEqual([
      { serviceId: 1, count: 1 },
      { serviceId: 2, count: 2 },
    ]);
    expect(withExtra(withExtra(one, 1, 2), 1, 0)).toEqual([]);
  });
});

describe('the summary figures with extras', () => {
  const figures: SummaryFigures = {
    rooms: 2,
    nights: [],
    promotions: [],
    services: [],
    initialTotal: 1000,
    total: 936,
    vatRate: 10,
    vat: 85.1,
    cityTax: 24,
    grandTotal: 960,
    deposit: 280.8,
    balance: 679.2,
  };
  const state = (cents: number) =>
    ({
      extras: { services: [{ serviceId: 2, count: 1 }], beds: [], cents },
      profile: {
        data: {
          services: [pet],
          roomTypes: [],
          hotel: { depositPercentage: 30 },
        } as unknown as BookingProfile,
      },
      searched: { people: two },
      search: { data: { nights: 3 } as BookingSearch },
    }) as unknown as Pick<FlowState, 'extras' | 'profile' | 'searched' | 'search' | 'choice'>;

  it('adds the extras to each room as the engine does: total, VAT split per room, deposit share, balance', () => {
    const added = withExtras(figures, state(2550), { policy: { deposit: true } } as never);
    expect(added.services).toEqual([{ id: 2, bookability: 'BOOKABLE', count: 1, total: 51 }]);
    expect(added.total).toBe(987); // (468 + 25.50) × 2
    expect(added.initialTotal).toBe(1051);
    expect(added.vat).toBe(89.72); // 493.50 per room: 44.86 VAT each
    expect(added.grandTotal).toBe(1011);
    expect(added.deposit).toBe(296.1); // 30 % of 493.50 = 148.05 per room
    expect(added.balance).toBe(714.9);
  });

  it('splits the extras at their own VAT rate, and keeps a deposit of nights as the search gave it', () => {
    const mixed = state(2550);
    mixed.profile.data = {
      ...mixed.profile.data,
      hotel: { depositPercentage: 30, depositNights: 1, vatRateExtras: 22 },
    } as unknown as BookingProfile;
    const added = withExtras(figures, mixed, { policy: { deposit: true } } as never);
    // Per room: 468.00 of nights at 10 % → 42.55 VAT; 25.50 of extras at 22 % → 4.60 VAT.
    expect(added.vat).toBe(94.3);
    expect(added.vatMixed).toBe(true);
    expect(added.deposit).toBe(280.8);
    expect(withExtras(figures, state(2550), { policy: { deposit: true } } as never).vatMixed).toBeUndefined();
  });

  it('leaves the figures alone without extras, and asks no deposit the plan does not ask', () => {
    expect(withExtras(figures, state(0), { policy: { deposit: true } } as never)).toBe(figures);
    expect(withExtras(figures, state(2550), { policy: { deposit: false } } as never).deposit).toBe(0);
  });
});

describe('extra beds', () => {
  const people = (adults: number, boys = 0, children = 0, kids = 0) => ({ adults, boys, children, kids });
  const sofa = {
    id: 'sofa',
    type: 'DIVAN',
    maxCount: 2,
    maxPerson: 2,
    frequency: 'NIGHTLY',
    prices: { adults: 35, boys: 30, children: 25, kids: 0 },
  };
  const cot = { ...sofa, id: 'cot', type: 'COT', maxCount: 1, maxPerson: 1, frequency: 'LUMP_SUM' };

  it('costs what the engine charges: each guest at the band price, per night or once', () => {
    const inBed = people(1, 0, 2);
    const engine = priceExtraBed(
      {
        id: 'sofa',
        type: 'DIVAN',
        maxCount: 2,
        maxPerson: 2,
        frequency: 'NIGHTLY',
        pricesCents: { adults: 3500, boys: 3000, children: 2500, kids: 0 },
      },
      inBed,
      3,
    );
    expect(bedCents(sofa, inBed, 3)).toBe(engine.totalCents);
    expect(bedCents(sofa, inBed, 3)).toBe((3500 + 2 * 2500) * 3);
    expect(bedCents(cot, people(0, 0, 1), 5)).toBe(2500);
    expect(
      bedsCents(
        [sofa, cot],
        [
          { bedId: 'sofa', people: inBed },
          { bedId: 'cot', people: people(0, 0, 0, 1) },
        ],
        3,
      ),
    ).toBe((3500 + 5000) * 3);
  });

  it('puts the guests in beds of at most maxPerson, band by band, and reads them back', () => {
    const choices = [{ bedId: 'sofa', people: people(1, 0, 2) }];
    const lines = bedRequests([sofa], choices);
    expect(lines).toEqual([
      { bedId: 'sofa', people: people(1, 0, 1) },
      { bedId: 'sofa', people: people(0, 0, 1) },
    ]);
    expect(bedChoicesOf(lines)).toEqual(choices);
    expect(bedRequests([sofa], [{ bedId: 'gone', people: people(1) }])).toEqual([]);
  });

  it("lets a band into a bed type only as far as the room's guests and the beds' room allow", () => {
    const party = people(2, 0, 2);
    // Two sofa beds of two: four places; the party's two children at most.
    expect(bedBandMax(sofa, [], party, 'children')).toBe(2);
    // A child already in the cot is not also in a sofa bed.
    const withCot = withBedGuests([], 'cot', 'children', 1);
    expect(bedBandMax(sofa, withCot, party, 'children')).toBe(1);
    // Three of the four places taken: one more guest of any band.
    const full = [{ bedId: 'sofa', people: people(2, 0, 1) }];
    expect(bedBandMax(sofa, full, party, 'children')).toBe(2);
    expect(bedBandMax(sofa, full, party, 'adults')).toBe(2);
    expect(bedBandMax(cot, [], party, 'kids')).toBe(0);
    // CONSIST: a cot is for an infant: no adult nor child of the party goes in it.
    expect(bedBandMax(cot, [], people(2, 0, 1, 1), 'adults')).toBe(0);
    expect(bedBandMax(cot, [], people(2, 0, 1, 1), 'children')).toBe(0);
    expect(bedBandMax(cot, [], people(2, 0, 1, 1), 'kids')).toBe(1);
    // Nobody left in a bed type drops it.
    expect(withBedGuests(withCot, 'cot', 'children', 0)).toEqual([]);
  });
});

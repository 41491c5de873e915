import { describe, expect, it } from 'vitest';
import type {
  StaffAvailability,
  StaffExtraBedOffer,
  StaffGuestForm,
  StaffRate,
  StaffServiceOffer,
} from '../../../contracts/secure/staff-booking.ts';
import {
  addBed,
  bandMax,
  bedBandMax,
  bookingBody,
  clampBand,
  extrasProblems,
  guestsOutsideBeds,
  hasExtras,
  initialStay,
  newDraft,
  prefilledRoom,
  queryRoomId,
  quoteBody,
  roomTypeOfRoom,
  setServiceCount,
  summaryOf,
  summaryWithQuote,
  withoutExtras,
} from './new-reservation.ts';

const rate = (ratePlanId: number, finalAmount: number, extra: Partial<StaffRate> = {}): StaffRate => ({
  ratePlanId,
  name: `Plan ${ratePlanId}`,
  rateType: 'STANDARD',
  includedMealPlans: [],
  currency: 'EUR',
  initialAmount: finalAmount,
  finalAmount,
  vatRate: 10,
  vatAmount: 0,
  cityTax: 4.5,
  deposit: 0,
  grandTotal: finalAmount + 4.5,
  nightly: [],
  promotions: [],
  overrides: [],
  ...extra,
});

const availability: StaffAvailability = {
  hotelId: 1,
  checkin: '2027-03-01',
  checkout: '2027-03-02',
  nights: 1,
  nightDates: ['2027-03-01'],
  currency: 'EUR',
  violations: [],
  results: [
    {
      roomType: { id: 10, name: 'Double', maxOccupancy: 3 },
      services: [],
      extraBeds: [],
      roomsLeft: 2,
      freeRooms: [
        { id: 101, name: '101' },
        { id: 102, name: '102' },
      ],
      rates: [rate(1, 100.1, { deposit: 30.03 }), rate(2, 90.2)],
    },
    {
      roomType: { id: 20, name: 'Suite', maxOccupancy: 2 },
      services: [],
      extraBeds: [],
      roomsLeft: 0,
      freeRooms: [],
      rates: [rate(1, 200, { overrides: [{ code: 'stay.sold.out', date: '2027-03-01', limit: 0 }] })],
    },
  ],
};

describe('initialStay', () => {
  it.each([
    ['checkin=2027-03-05', '2027-03-05', '2027-03-06'],
    ['checkin=2026-01-01', '2027-01-10', '2027-01-11'],
    ['checkin=junk', '2027-01-10', '2027-01-11'],
    ['', '2027-01-10', '2027-01-11'],
  ])('%s → %s / %s', (query, checkin, checkout) => {
    expect(initialStay(new URLSearchParams(query), '2027-01-10')).toEqual({ checkin, checkout });
  });
});

describe('queryRoomId and the planning room', () => {
  it('reads a positive id only', () => {
    expect(queryRoomId(new URLSearchParams('roomId=102'))).toBe(102);
    expect(queryRoomId(new URLSearchParams('roomId=0'))).toBeNull();
    expect(queryRoomId(new URLSearchParams('roomId=x'))).toBeNull();
  });

  it('keeps the room when it is free in the chosen type, else the automatic assignment', () => {
    expect(roomTypeOfRoom(102, availability)).toBe(10);
    expect(prefilledRoom(102, 10, availability)).toBe(102);
    expect(prefilledRoom(102, 20, availability)).toBeNull();
    expect(prefilledRoom(999, 10, availability)).toBeNull();
    expect(roomTypeOfRoom(999, availability)).toBeNull();
  });
});

describe('people limits (BOCHECK-4: plus disabled at the maximum)', () => {
  it('caps a band by what the room total leaves and keeps one adult', () => {
    const people = { adults: 2, boys: 0, children: 0, kids: 0 };
    expect(bandMax(people, 'children', 3)).toBe(1);
    expect(clampBand(people, 'children', '5').children).toBe(5);
    expect(clampBand(people, 'adults', '0').adults).toBe(1);
    expect(clampBand(people, 'kids', '').kids).toBe(0);
    expect(clampBand(people, 'adults', '99').adults).toBe(10);
  });
});

describe('summaryOf', () => {
  it('sums the chosen rates in cents and flags a sold-out choice', () => {
    const a = { ...newDraft(), choice: { roomTypeId: 10, ratePlanId: 1 } };
    const b = { ...newDraft(), choice: { roomTypeId: 20, ratePlanId: 1 } };
    const summary = summaryOf([a, b], [availability, availability]);
    expect(summary).toEqual({
      currency: 'EUR',
      total: 300.1,
      cityTax: 9,
      grandTotal: 309.1,
      deposit: 30.03,
      chosen: 2,
      soldOut: true,
    });
    expect(summaryOf([newDraft()], [availability]).chosen).toBe(0);
  });
});

describe('bookingBody', () => {
  it('sends the e-mail only when there is one, and the chosen room', () => {
    const draft = { ...newDraft(), choice: { roomTypeId: 10, ratePlanId: 2 }, roomId: 101 };
    const form = {
      guest: {
        name: 'Lucia',
        surname: 'Bianchi',
        email: undefined,
        phone: { prefix: '+39', number: '3471234567' },
        nationality: 'Italia',
        countryIso: undefined,
        language: 'it' as const,
      },
      source: 'PHONE' as const,
      notes: undefined,
      sendEmail: true,
    };
    const body = bookingBody({ checkin: '2027-03-01', checkout: '2027-03-02' }, [draft], form, true);
    expect(body.sendEmail).toBe(false);
    expect(body.overbook).toBe(true);
    expect(body.rooms).toEqual([
      { roomTypeId: 10, ratePlanId: 2, people: draft.people, services: [], extraBeds: [], roomId: 101 },
    ]);
  });
});

const PARKING: StaffServiceOffer = {
  id: 7,
  name: 'Parking',
  paymentType: 'SINGLE',
  frequency: 'NIGHTLY',
  maxCount: 2,
  unitAmount: 15,
  periods: 3,
};
const COT: StaffExtraBedOffer = {
  id: 'cot',
  type: 'COT',
  maxCount: 1,
  maxPerson: 1,
  frequency: 'NIGHTLY',
  periods: 3,
  prices: { adults: 0, boys: 0, children: 0, kids: 10 },
};
const offers = { services: [PARKING], extraBeds: [COT] };
const family = () => ({
  ...newDraft(),
  people: { adults: 2, boys: 0, children: 0, kids: 1 },
  choice: { roomTypeId: 10, ratePlanId: 1 },
});

describe("a room's extras (PROPDATA-8 services and beds)", () => {
  it('keeps a service count within 0..maxCount, dropping it at 0', () => {
    const draft = family();
    expect(setServiceCount(draft, PARKING, '1').services).toEqual([{ serviceId: 7, count: 1 }]);
    expect(setServiceCount(draft, PARKING, '9').services).toEqual([{ serviceId: 7, count: 2 }]);
    expect(setServiceCount(setServiceCount(draft, PARKING, '1'), PARKING, '0').services).toEqual([]);
    expect(setServiceCount(draft, PARKING, 'x').services).toEqual([]);
    expect(setServiceCount(draft, { ...PARKING, maxCount: -1 }, '40').services).toEqual([
      { serviceId: 7, count: 40 },
    ]);
  });

  it('adds a bed with the youngest guest not yet in a bed, up to its maxCount', () => {
    const once = addBed(family(), COT);
    expect(once.extraBeds.map((b) => b.people)).toEqual([{ adults: 0, boys: 0, children: 0, kids: 1 }]);
    expect(guestsOutsideBeds(once)).toEqual({ adults: 2, boys: 0, children: 0, kids: 0 });
    expect(addBed(once, COT)).toBe(once);
    const second = addBed(once, { ...COT, id: 'sofa', type: 'DIVAN', maxCount: 2 });
    // The kid is in the cot: an adult is next.
    expect(second.extraBeds[1]?.people).toEqual({ adults: 1, boys: 0, children: 0, kids: 0 });
  });

  it("caps a bed's band at its maxPerson and at the room's guests left", () => {
    const draft = addBed(family(), COT);
    const bed = draft.extraBeds[0];
    if (!bed) throw new Error('no bed');
    expect(bedBandMax(draft, bed, 'kids', COT)).toBe(1);
    expect(bedBandMax(draft, bed, 'adults', COT)).toBe(0);
    expect(bedBandMax(draft, bed, 'adults', { type: 'DIVAN', maxPerson: 3 })).toBe(2);
    expect(bedBandMax(draft, bed, 'boys', { type: 'DIVAN', maxPerson: 3 })).toBe(0);
  });

  it('puts only an infant in a cot (CONSIST: a cot was offered to adults)', () => {
    const adults = { ...family(), people: { adults: 2, boys: 0, children: 1, kids: 0 } };
    const cot = addBed(adults, { ...COT, maxPerson: 3 });
    expect(cot.extraBeds[0]?.people).toEqual({ adults: 0, boys: 0, children: 0, kids: 0 });
    const bed = cot.extraBeds[0];
    if (!bed) throw new Error('no bed');
    expect(bedBandMax(cot, bed, 'adults', { type: 'COT', maxPerson: 3 })).toBe(0);
    expect(bedBandMax(cot, bed, 'children', { type: 'CRADLE', maxPerson: 3 })).toBe(0);
  });

  it.each([
    [
      'nobody in the bed',
      { adults: 0, boys: 0, children: 0, kids: 0 },
      [{ key: 'bo.booking.extras.bed.nopeople' }],
    ],
    [
      'more than maxPerson',
      { adults: 1, boys: 0, children: 0, kids: 1 },
      [{ key: 'error.field.max', params: { num: 1 } }],
    ],
    [
      'guests not in the room',
      { adults: 0, boys: 1, children: 0, kids: 0 },
      [{ key: 'bo.booking.extras.bed.notinroom' }],
    ],
    ['one kid: fine', { adults: 0, boys: 0, children: 0, kids: 1 }, []],
  ])('%s', (_, people, expected) => {
    const draft = addBed(family(), COT);
    const bed = draft.extraBeds[0];
    if (!bed) throw new Error('no bed');
    const problems = extrasProblems({ ...draft, extraBeds: [{ ...bed, people }] }, offers);
    expect(problems).toEqual(expected.map((problem) => expect.objectContaining(problem)));
  });

  it('sends the extras with the booking and the quote; a room changed loses them', () => {
    const draft = setServiceCount(addBed(family(), COT), PARKING, '2');
    expect(hasExtras([draft])).toBe(true);
    const stay = { checkin: '2027-03-01', checkout: '2027-03-04' };
    expect(quoteBody(stay, [draft])).toEqual({
      stay,
      rooms: [
        {
          roomTypeId: 10,
          ratePlanId: 1,
          people: draft.people,
          services: [{ serviceId: 7, count: 2 }],
          extraBeds: [{ bedId: 'cot', people: { adults: 0, boys: 0, children: 0, kids: 1 } }],
        },
      ],
    });
    expect(quoteBody(stay, [draft, newDraft()])).toBeNull();
    const form: StaffGuestForm = {
      guest: {
        email: undefined,
        name: 'Lucia',
        surname: 'Bianchi',
        phone: { prefix: '+39', number: '3471234567' },
        nationality: 'Italia',
        countryIso: undefined,
        language: 'it',
      },
      source: 'PHONE',
      notes: undefined,
      sendEmail: false,
    };
    expect(bookingBody(stay, [draft], form, false).rooms[0]).toMatchObject({
      services: [{ serviceId: 7, count: 2 }],
      extraBeds: [{ bedId: 'cot' }],
    });
    expect(hasExtras([withoutExtras(draft)])).toBe(false);
  });

  it("the summary takes the engine's quote when there are extras", () => {
    const base = summaryOf([{ ...family(), choice: { roomTypeId: 10, ratePlanId: 1 } }], [availability]);
    const quoted = summaryWithQuote(base, {
      currency: 'EUR',
      total: 190.1,
      cityTax: 4.5,
      grandTotal: 194.6,
      deposit: 57.03,
      rooms: [],
    });
    expect(quoted).toEqual({ ...base, total: 190.1, cityTax: 4.5, grandTotal: 194.6, deposit: 57.03 });
  });
});

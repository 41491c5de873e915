import { describe, expect, it } from 'vitest';
import type { StaffAvailability, StaffRate } from '../../../schemas/secure/staff-booking.ts';
import {
  bandMax,
  bookingBody,
  clampBand,
  initialStay,
  newDraft,
  prefilledRoom,
  queryRoomId,
  roomTypeOfRoom,
  summaryOf,
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
      roomsLeft: 2,
      freeRooms: [
        { id: 101, name: '101' },
        { id: 102, name: '102' },
      ],
      rates: [rate(1, 100.1, { deposit: 30.03 }), rate(2, 90.2)],
    },
    {
      roomType: { id: 20, name: 'Suite', maxOccupancy: 2 },
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

describe('people limits (spec 002 §5: plus disabled at the maximum)', () => {
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
    expect(body.rooms).toEqual([{ roomTypeId: 10, ratePlanId: 2, people: draft.people, roomId: 101 }]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  type PriceDetails,
  reservationPriceDetails,
  reservationRoomFromQuote,
  roomTotalCents,
  unpaidBalance,
} from './reservation-totals.ts';
import { context, double, people, promotion, quote, reservedRoom } from './test-fixtures.ts';
import type { ReservationRoom } from './types.ts';

describe('unpaidBalance (total − charged, floored at 0, rooms + other beds + services)', () => {
  const room = (partial: Partial<ReservationRoom>) => ({
    status: 'CONFIRMED' as const,
    totalCents: 0,
    cancelAmountCents: 0,
    chargedCents: 0,
    ...partial,
  });
  it.each([
    ['nothing charged', [room({ totalCents: 30000 })], 30000],
    ['deposit charged', [room({ totalCents: 30000, chargedCents: 9000 })], 21000],
    ['fully charged', [room({ totalCents: 30000, chargedCents: 30000 })], 0],
    ['overcharged floors at 0', [room({ totalCents: 30000, chargedCents: 35000 })], 0],
    ['two rooms', [room({ totalCents: 30000, chargedCents: 5000 }), room({ totalCents: 20000 })], 45000],
    [
      'a cancelled room owes its penalty',
      [room({ status: 'CANCELLED', totalCents: 30000, cancelAmountCents: 10000 })],
      10000,
    ],
    [
      'a no-show owes its amount',
      [room({ status: 'NO_SHOW', totalCents: 30000, cancelAmountCents: 10000, chargedCents: 10000 })],
      0,
    ],
    [
      'an early checkout owes its recomputed total',
      [room({ status: 'EARLY_CHECKOUT', totalCents: 20000, chargedCents: 5000 })],
      15000,
    ],
    ['no rooms', [], 0],
  ])('%s', (_label, rooms, expected) => {
    expect(unpaidBalance(rooms)).toBe(expected);
  });

  it('counts rooms, other beds and bookable services through the room total', () => {
    const q = quote({
      people: people(2, 0, 1),
      extraBeds: [{ bedId: 'sofa', people: people(0, 0, 1) }],
      services: [{ serviceId: 'breakfast', count: 1 }],
    });
    const reserved = reservationRoomFromQuote(
      q,
      { id: 'r', extraBeds: [{ bedId: 'sofa', people: people(0, 0, 1) }], chargedCents: 5000 },
      double,
    );
    // 300 € rooms + 45 € sofa + 90 € breakfast (2 × 12 € + 6 € per day × 3); the INCLUDED
    // 20 € cleaning is part of the rate: neither in the total nor owed.
    expect(roomTotalCents(reserved)).toBe(30000 + 4500 + 9000);
    expect(reserved.totalCents).toBe(43500);
    expect(unpaidBalance([reserved])).toBe(43500 - 5000);
    expect(reserved.services.find((s) => s.serviceId === 'cleaning')).toMatchObject({
      bookability: 'INCLUDED',
      unitCents: 0,
    });
  });

  it.each<[string, number, number]>([
    // [label, unitCents stored for the INCLUDED cleaning, total]
    ['an INCLUDED service listed at 0', 0, 30000],
    ['an INCLUDED service with its list price (an older snapshot) is still not owed', 2000, 30000],
  ])('%s', (_label, unitCents, total) => {
    const room = reservedRoom('2028-06-10', [10000, 10000, 10000], {
      services: [
        {
          serviceId: 'cleaning',
          bookability: 'INCLUDED',
          frequency: 'LUMP_SUM',
          unitCents,
          count: 1,
          status: 'CONFIRMED',
        },
      ],
    });
    expect(roomTotalCents(room)).toBe(total);
    expect(unpaidBalance([{ ...room, totalCents: roomTotalCents(room) }])).toBe(total);
  });
});

describe('reservationPriceDetails (BODATA-7 totalPriceDetails, from the stored lines)', () => {
  it('a room with a promotion, a sofa bed, breakfast and the INCLUDED cleaning', () => {
    const ctx = context('2028-06-01', '2028-07-15', {
      promos: [promotion({ id: 'ten', type: 'STANDARD', discount: { type: 'PERCENTAGE', value: 10 } })],
    });
    const wanted = {
      people: people(2, 0, 1),
      extraBeds: [{ bedId: 'sofa', people: people(0, 0, 1) }],
      services: [{ serviceId: 'breakfast', count: 1 }],
    };
    const q = quote(wanted, ctx);
    const room = reservationRoomFromQuote(q, { id: 'r', extraBeds: wanted.extraBeds }, double);
    expect(reservationPriceDetails([room])).toEqual({
      roomsCents: 30000, // 3 × 100 € before the promotion
      servicesCents: 9000, // breakfast (2 × 12 € + 6 €) × 3; the cleaning is part of the rate
      otherBedsCents: 4500, // sofa 15 € × 3
      subTotalCents: 43500,
      discountPromoCents: 3000, // 10 % of the nights
      discountHotelCents: 0,
    });
    // subTotal − discounts = the room's total.
    expect(43500 - 3000).toBe(q.totalCents);
  });

  it.each<[string, ReservationRoom[], Partial<PriceDetails>]>([
    ['no rooms', [], { roomsCents: 0, subTotalCents: 0, discountPromoCents: 0 }],
    [
      'nights stored without their amount before promotions count as undiscounted',
      [reservedRoom('2028-06-10', [9000, 9000])],
      { roomsCents: 18000, subTotalCents: 18000, discountPromoCents: 0 },
    ],
    [
      'two rooms',
      [
        reservedRoom('2028-06-10', [9000], {
          dailyRates: [{ date: '2028-06-10', amountCents: 9000, initialCents: 10000 }],
        }),
        reservedRoom('2028-06-10', [12000], { id: 'r2' }),
      ],
      { roomsCents: 22000, subTotalCents: 22000, discountPromoCents: 1000 },
    ],
    [
      'an early checkout: the nights kept and a penalty night at its charged amount',
      [
        reservedRoom('2028-06-10', [], {
          dailyRates: [
            { date: '2028-06-10', amountCents: 9000, initialCents: 10000 },
            { date: '2028-06-11', amountCents: 4500 },
          ],
        }),
      ],
      { roomsCents: 14500, subTotalCents: 14500, discountPromoCents: 1000 },
    ],
  ])('%s', (_label, rooms, expected) => {
    expect(reservationPriceDetails(rooms)).toMatchObject({ ...expected, discountHotelCents: 0 });
  });
});

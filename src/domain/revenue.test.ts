import { describe, expect, it } from 'vitest';
import {
  alignedComparison,
  cashReport,
  netPickup,
  occupancyPercent,
  pickupTotals,
  pointsChange,
  type RevenueDay,
  revenueChanges,
  revenueFigures,
} from './revenue.ts';

// A 4-room hotel over three nights; room 4 is out of order the second night.
const days: RevenueDay[] = [
  { date: '2026-05-01', roomsAvailable: 4, roomNightsSold: 3, roomRevenueCents: 30_000 },
  { date: '2026-05-02', roomsAvailable: 3, roomNightsSold: 3, roomRevenueCents: 33_000 },
  { date: '2026-05-03', roomsAvailable: 4, roomNightsSold: 1, roomRevenueCents: 12_000 },
];

describe('occupancy, ADR, RevPAR', () => {
  it('divides the sums of the period (hand-computed: 7 of 11 nights, €750.00)', () => {
    expect(revenueFigures(days)).toEqual({
      roomNightsAvailable: 11,
      roomNightsSold: 7,
      roomRevenueCents: 75_000,
      occupancy: 63.64, // 7 / 11 = 63.636…
      adrCents: 10_714, // 75000 / 7 = 10714.28…
      revparCents: 6_818, // 75000 / 11 = 6818.18…
    });
  });

  it.each([
    // [sold, available, occupancy]
    [0, 0, 0],
    [3, 3, 100],
    [1, 3, 33.33],
    [2, 3, 66.67],
  ])('occupancy %i of %i → %d %%', (sold, available, expected) => {
    expect(occupancyPercent(sold, available)).toBe(expected);
  });

  it('gives 0, never NaN, on days with nothing to sell or nothing sold', () => {
    const empty = revenueFigures([
      { date: '2026-05-01', roomsAvailable: 0, roomNightsSold: 0, roomRevenueCents: 0 },
    ]);
    expect(empty).toMatchObject({ occupancy: 0, adrCents: 0, revparCents: 0 });
    expect(revenueFigures([]).adrCents).toBe(0);
  });

  it('rounds a half cent up: €100.00 over 8 nights = 1250 cents; €1.00 over 8 = 13 (12.5 up)', () => {
    const one = (revenue: number) =>
      revenueFigures([{ date: 'd', roomsAvailable: 8, roomNightsSold: 8, roomRevenueCents: revenue }]);
    expect(one(10_000).adrCents).toBe(1250);
    expect(one(100).adrCents).toBe(13);
    expect(one(100).revparCents).toBe(13);
  });
});

describe('changes against the comparison period', () => {
  it.each([
    [62.5, 58.3, 4.2],
    [58.3, 62.5, -4.2],
    [50, 50, 0],
    [33.33, 66.67, -33.3],
    [100, 0, 100],
  ])('occupancy %d %% vs %d %% → %d points', (value, comparison, points) => {
    expect(pointsChange(value, comparison)).toBe(points);
  });

  it('changes occupancy in points and money in percent', () => {
    const pickup = { reservations: 4, roomNights: 10, cancelledRoomNights: 2, net: 8 };
    const previous = revenueFigures([
      { date: '2026-04-01', roomsAvailable: 4, roomNightsSold: 2, roomRevenueCents: 20_000 },
    ]);
    const changes = revenueChanges(
      { figures: revenueFigures(days), pickup },
      { figures: previous, pickup: { ...pickup, net: 0 } },
    );
    // 63.64 % vs 50 % is +13.6 points, not +27.28 %.
    expect(changes.occupancyPoints).toBe(13.6);
    expect(changes.adrPercent).toBe(7.14); // 10714 vs 10000
    expect(changes.revparPercent).toBe(36.36); // 6818 vs 5000
    expect(changes.roomRevenuePercent).toBe(275); // 75000 vs 20000
    expect(changes.roomNightsSoldPercent).toBe(250); // 7 vs 2
    expect(changes.pickupPercent).toBe(100); // against zero (BOLIM)
  });

  it('leaves a gap, never a 0, where the shorter comparison has no day', () => {
    const comparison = days.slice(0, 2);
    expect(alignedComparison(days, comparison, (d) => d.roomNightsSold)).toEqual([3, 3, null]);
    expect(alignedComparison(days.slice(0, 1), days, (d) => d.roomRevenueCents)).toEqual([30_000]);
  });
});

describe('pickup', () => {
  it('nets the room nights cancelled on the booking day', () => {
    const pickup = [
      { date: '2026-05-01', reservations: 3, roomNights: 7, cancelledRoomNights: 0 },
      { date: '2026-05-02', reservations: 0, roomNights: 0, cancelledRoomNights: 4 },
      { date: '2026-05-03', reservations: 2, roomNights: 5, cancelledRoomNights: 2 },
    ];
    expect(pickup.map(netPickup)).toEqual([7, -4, 3]);
    expect(pickupTotals(pickup)).toEqual({ reservations: 5, roomNights: 12, cancelledRoomNights: 6, net: 6 });
  });
});

describe('daily cash report', () => {
  it('sums payments and refunds per method per day, every day listed, unknown days and methods left out', () => {
    const report = cashReport(
      ['2026-05-01', '2026-05-02', '2026-05-03'],
      ['CASH', 'CARD', 'BANK_TRANSFER'],
      [
        { date: '2026-05-01', method: 'CARD', kind: 'PAYMENT', amountCents: 20_000 },
        { date: '2026-05-01', method: 'CASH', kind: 'PAYMENT', amountCents: 5_000 },
        { date: '2026-05-01', method: 'CASH', kind: 'REFUND', amountCents: 1_000 },
        { date: '2026-05-02', method: 'CARD', kind: 'PAYMENT', amountCents: 3_000 },
        { date: '2026-05-04', method: 'CASH', kind: 'PAYMENT', amountCents: 999 },
        { date: '2026-05-02', method: 'BITCOIN', kind: 'PAYMENT', amountCents: 1 },
      ],
    );
    expect(report.days).toEqual([
      {
        date: '2026-05-01',
        methods: [
          { method: 'CASH', paymentsCents: 5_000, refundsCents: 1_000, netCents: 4_000 },
          { method: 'CARD', paymentsCents: 20_000, refundsCents: 0, netCents: 20_000 },
        ],
        total: { paymentsCents: 25_000, refundsCents: 1_000, netCents: 24_000 },
      },
      {
        date: '2026-05-02',
        methods: [{ method: 'CARD', paymentsCents: 3_000, refundsCents: 0, netCents: 3_000 }],
        total: { paymentsCents: 3_000, refundsCents: 0, netCents: 3_000 },
      },
      { date: '2026-05-03', methods: [], total: { paymentsCents: 0, refundsCents: 0, netCents: 0 } },
    ]);
    expect(report.methods).toEqual([
      { method: 'CASH', paymentsCents: 5_000, refundsCents: 1_000, netCents: 4_000 },
      { method: 'CARD', paymentsCents: 23_000, refundsCents: 0, netCents: 23_000 },
    ]);
    expect(report.total).toEqual({ paymentsCents: 28_000, refundsCents: 1_000, netCents: 27_000 });
  });
});

/**
 * Revenue figures of a hotel (FOLIO-3, decision 060): occupancy, ADR, RevPAR and pickup over a
 * period, against a comparison period, and the daily cash report's sums. Pure; money is integer
 * cents, rates are percents to two decimals.
 *
 * - **Room nights available** of a day: the hotel's enabled rooms minus those out of order that
 *   night (housekeeping, decision 048: an out-of-order room cannot be sold, so it is not supply).
 * - **Room nights sold**: the nights of reservation rooms that stand (CONFIRMED, EARLY_CHECKOUT);
 *   cancelled and no-show rooms sold nothing (their penalties are not room revenue).
 * - **Room revenue**: the nightly amounts the engine stored for those nights (the folio's
 *   ACCOMMODATION lines), **VAT included** as the guest pays them; extras, city tax and penalties
 *   are not room revenue. Every figure below uses the same gross amounts, so they compare.
 * - Occupancy = sold / available; ADR = revenue / sold; RevPAR = revenue / available (= ADR ×
 *   occupancy). A zero denominator gives 0, never NaN.
 * - **Pickup** of a booking day: the reservations made that day (hotel-local day) and the room
 *   nights they booked, all of them for stay dates from that day on; cancellations made that day
 *   take their room nights back (net pickup).
 * - **Changes**: a percentage (occupancy) changes in percentage POINTS ("+4.2 pt"); money and
 *   counts change in percent of the comparison (BOLIM-8: two decimals, 100 against zero).
 */
import { percentChange, round2 } from './statistics.ts';

/** One day of the hotel's supply and sales. */
export type RevenueDay = {
  date: string;
  roomsAvailable: number;
  roomNightsSold: number;
  roomRevenueCents: number;
};

/** The figures of a day or a period. */
export type RevenueFigures = {
  roomNightsAvailable: number;
  roomNightsSold: number;
  roomRevenueCents: number;
  /** Percent, two decimals. */
  occupancy: number;
  /** Average daily rate, integer cents (half up). */
  adrCents: number;
  /** Revenue per available room, integer cents (half up). */
  revparCents: number;
};

/** Integer cents of a ratio, half away from zero (0 when nothing to divide by). */
function centsRatio(cents: number, over: number): number {
  if (over === 0) return 0;
  return Math.sign(cents) * Math.round(Math.abs(cents) / over);
}

/** Occupancy in percent, two decimals (0 when nothing was available). */
export function occupancyPercent(sold: number, available: number): number {
  return available === 0 ? 0 : round2((sold * 100) / available);
}

/**
 * The figures of days summed up: the ratios of the sums (never the average of daily ratios, which
 * would weigh a quiet day like a full one).
 */
export function revenueFigures(days: readonly RevenueDay[]): RevenueFigures {
  let available = 0;
  let sold = 0;
  let revenue = 0;
  for (const day of days) {
    available += Math.max(0, day.roomsAvailable);
    sold += day.roomNightsSold;
    revenue += day.roomRevenueCents;
  }
  return {
    roomNightsAvailable: available,
    roomNightsSold: sold,
    roomRevenueCents: revenue,
    occupancy: occupancyPercent(sold, available),
    adrCents: centsRatio(revenue, sold),
    revparCents: centsRatio(revenue, available),
  };
}

/** A booking day's pickup. */
export type PickupDay = {
  date: string;
  /** Reservations made that day (cancelled later or not: they were made). */
  reservations: number;
  /** Room nights those reservations booked. */
  roomNights: number;
  /** Room nights of reservations cancelled that day. */
  cancelledRoomNights: number;
};

/** Net room nights picked up on a day: booked minus cancelled. */
export function netPickup(day: PickupDay): number {
  return day.roomNights - day.cancelledRoomNights;
}

export type PickupTotals = {
  reservations: number;
  roomNights: number;
  cancelledRoomNights: number;
  net: number;
};

export function pickupTotals(days: readonly PickupDay[]): PickupTotals {
  const totals = { reservations: 0, roomNights: 0, cancelledRoomNights: 0, net: 0 };
  for (const day of days) {
    totals.reservations += day.reservations;
    totals.roomNights += day.roomNights;
    totals.cancelledRoomNights += day.cancelledRoomNights;
    totals.net += netPickup(day);
  }
  return totals;
}

/** The change of a percentage in percentage points, one decimal (62.5 % vs 58.3 % → 4.2). */
export function pointsChange(value: number, comparison: number): number {
  return Math.sign(value - comparison) * (Math.round(Math.abs(value - comparison) * 10 + 1e-9) / 10);
}

/** How each figure changed against the comparison period. */
export type RevenueChanges = {
  /** Percentage points. */
  occupancyPoints: number;
  /** Percent (BOLIM). */
  adrPercent: number;
  revparPercent: number;
  roomRevenuePercent: number;
  roomNightsSoldPercent: number;
  pickupPercent: number;
};

export function revenueChanges(
  current: { figures: RevenueFigures; pickup: PickupTotals },
  comparison: { figures: RevenueFigures; pickup: PickupTotals },
): RevenueChanges {
  return {
    occupancyPoints: pointsChange(current.figures.occupancy, comparison.figures.occupancy),
    adrPercent: percentChange(current.figures.adrCents, comparison.figures.adrCents),
    revparPercent: percentChange(current.figures.revparCents, comparison.figures.revparCents),
    roomRevenuePercent: percentChange(current.figures.roomRevenueCents, comparison.figures.roomRevenueCents),
    roomNightsSoldPercent: percentChange(current.figures.roomNightsSold, comparison.figures.roomNightsSold),
    pickupPercent: percentChange(current.pickup.net, comparison.pickup.net),
  };
}

/**
 * The comparison's daily values lined up with the current period's days by position. A day past
 * the end of the shorter comparison has no value (null: a gap in the chart, never a 0).
 */
export function alignedComparison<T>(
  current: readonly unknown[],
  comparison: readonly T[],
  value: (item: T) => number | null,
): (number | null)[] {
  return current.map((_, i) => {
    const item = comparison[i];
    return item === undefined ? null : value(item);
  });
}

/** The money that moved on a day by one method. */
export type CashMovement = {
  date: string;
  method: string;
  kind: 'PAYMENT' | 'REFUND';
  amountCents: number;
};

export type CashSums = { paymentsCents: number; refundsCents: number; netCents: number };

export type CashDay = {
  date: string;
  /** Per method, in `methods` order; methods with nothing that day are left out. */
  methods: Array<{ method: string } & CashSums>;
  total: CashSums;
};

const emptySums = (): CashSums => ({ paymentsCents: 0, refundsCents: 0, netCents: 0 });

function add(sums: CashSums, movement: CashMovement): void {
  if (movement.kind === 'PAYMENT') sums.paymentsCents += movement.amountCents;
  else sums.refundsCents += movement.amountCents;
  sums.netCents = sums.paymentsCents - sums.refundsCents;
}

/**
 * The daily cash report: per day of `dates` (every day listed, an empty one too: a closed drawer
 * with nothing in it is a fact), per method, payments − refunds = net; and the totals per method
 * and overall over the range.
 */
export function cashReport(
  dates: readonly string[],
  methods: readonly string[],
  movements: readonly CashMovement[],
): {
  days: CashDay[];
  methods: Array<{ method: string } & CashSums>;
  total: CashSums;
} {
  const byDay = new Map(dates.map((date) => [date, new Map<string, CashSums>()]));
  const byMethod = new Map(methods.map((method) => [method, emptySums()]));
  const total = emptySums();
  for (const movement of movements) {
    const day = byDay.get(movement.date);
    const methodSums = byMethod.get(movement.method);
    if (!day || !methodSums) continue;
    const sums = day.get(movement.method) ?? emptySums();
    add(sums, movement);
    day.set(movement.method, sums);
    add(methodSums, movement);
    add(total, movement);
  }
  const order = (list: Map<string, CashSums>) =>
    methods.flatMap((method) => {
      const sums = list.get(method);
      return sums ? [{ method, ...sums }] : [];
    });
  return {
    days: dates.map((date) => {
      const day = byDay.get(date) ?? new Map<string, CashSums>();
      const dayTotal = emptySums();
      for (const sums of day.values()) {
        dayTotal.paymentsCents += sums.paymentsCents;
        dayTotal.refundsCents += sums.refundsCents;
      }
      dayTotal.netCents = dayTotal.paymentsCents - dayTotal.refundsCents;
      return { date, methods: order(day), total: dayTotal };
    }),
    methods: order(byMethod).filter((m) => m.paymentsCents > 0 || m.refundsCents > 0),
    total,
  };
}

/** Longest daily cash report: a month and a day (a drawer is closed daily; a month is printed at most). */
export const MAX_CASH_REPORT_DAYS = 31;
/** Longest revenue period: a year of days (as the statistics charts). */
export const MAX_REVENUE_DAYS = 366;

/**
 * Revenue figures and the daily cash report of a hotel (FOLIO-3, decision 060):
 *
 *   GET /api/rs/secure/hotels/{hotelId}/revenue?from&to(&compareFrom&compareTo)
 *       → RevenueResponse: occupancy, ADR, RevPAR and pickup, per day and over the period, and
 *         the same over the comparison period with the changes (occupancy in points).
 *   GET /api/rs/secure/hotels/{hotelId}/cash-report?from&to
 *       → CashReportResponse: payments and refunds per method per day, with the movements.
 *
 * Periods: days, end on or after start; at most a year of days (figures) or 31 days (cash report).
 */
import { PAYMENT_METHODS } from '../../domain/folio.ts';
import { MAX_CASH_REPORT_DAYS, MAX_REVENUE_DAYS } from '../../domain/revenue.ts';
import { periodCount } from '../../domain/statistics.ts';
import { typeError } from '../fields.ts';
import { z } from '../zod.ts';
import { dateField } from './common.ts';

type RangeIssues = { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void };

function checkRange(from: string, to: string, max: number, field: string, ctx: RangeIssues) {
  if (to < from) ctx.addIssue({ code: 'custom', path: [field], message: 'error.date.end.before.start' });
  else if (periodCount(from, to, 'DAYS') > max)
    ctx.addIssue({ code: 'custom', path: [field], message: 'error.field.max' });
}

export const revenueQuery = z
  .object(
    {
      from: dateField(),
      to: dateField(),
      compareFrom: dateField().optional(),
      compareTo: dateField().optional(),
    },
    { error: typeError },
  )
  .superRefine((query, ctx) => {
    checkRange(query.from, query.to, MAX_REVENUE_DAYS, 'to', ctx);
    if ((query.compareFrom === undefined) !== (query.compareTo === undefined)) {
      const path = query.compareFrom === undefined ? 'compareFrom' : 'compareTo';
      ctx.addIssue({ code: 'custom', path: [path], message: 'error.required' });
    } else if (query.compareFrom !== undefined && query.compareTo !== undefined) {
      checkRange(query.compareFrom, query.compareTo, MAX_REVENUE_DAYS, 'compareTo', ctx);
    }
  });
export type RevenueQuery = z.output<typeof revenueQuery>;

const revenueDay = z.strictObject({
  date: z.string(),
  roomsAvailable: z.number().int(),
  roomNightsSold: z.number().int(),
  roomRevenueCents: z.number().int(),
});

const pickupDay = z.strictObject({
  date: z.string(),
  reservations: z.number().int(),
  roomNights: z.number().int(),
  cancelledRoomNights: z.number().int(),
});

const revenueFigures = z.strictObject({
  roomNightsAvailable: z.number().int(),
  roomNightsSold: z.number().int(),
  roomRevenueCents: z.number().int(),
  occupancy: z.number(),
  adrCents: z.number().int(),
  revparCents: z.number().int(),
});

const pickupTotals = z.strictObject({
  reservations: z.number().int(),
  roomNights: z.number().int(),
  cancelledRoomNights: z.number().int(),
  net: z.number().int(),
});

const revenuePeriod = z.strictObject({
  from: z.string(),
  to: z.string(),
  days: z.array(revenueDay),
  pickup: z.array(pickupDay),
  figures: revenueFigures,
  pickupTotals,
});

export const revenueResponse = z.strictObject({
  currency: z.string(),
  current: revenuePeriod,
  compare: revenuePeriod.nullable(),
  changes: z
    .strictObject({
      occupancyPoints: z.number(),
      adrPercent: z.number(),
      revparPercent: z.number(),
      roomRevenuePercent: z.number(),
      roomNightsSoldPercent: z.number(),
      pickupPercent: z.number(),
    })
    .nullable(),
});
export type RevenueResponse = z.output<typeof revenueResponse>;

export const cashReportQuery = z
  .object({ from: dateField(), to: dateField() }, { error: typeError })
  .superRefine((query, ctx) => checkRange(query.from, query.to, MAX_CASH_REPORT_DAYS, 'to', ctx));
export type CashReportQuery = z.output<typeof cashReportQuery>;

const cashSums = z.strictObject({
  paymentsCents: z.number().int(),
  refundsCents: z.number().int(),
  netCents: z.number().int(),
});
const methodSums = cashSums.extend({ method: z.enum(PAYMENT_METHODS) });

export const cashReportResponse = z.strictObject({
  currency: z.string(),
  from: z.string(),
  to: z.string(),
  days: z.array(
    z.strictObject({
      date: z.string(),
      methods: z.array(methodSums),
      total: cashSums,
      movements: z.array(
        z.strictObject({
          kind: z.enum(['PAYMENT', 'REFUND']),
          method: z.enum(PAYMENT_METHODS),
          amountCents: z.number().int(),
          code: z.string(),
          guest: z.string(),
          reference: z.string().nullable(),
          by: z.string().nullable(),
          createdDate: z.string(),
        }),
      ),
    }),
  ),
  methods: z.array(methodSums),
  total: cashSums,
});
export type CashReportResponse = z.output<typeof cashReportResponse>;

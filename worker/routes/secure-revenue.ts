/**
 * Revenue figures and the daily cash report of a hotel (FOLIO-3, decision 060), under
 * /api/rs/secure (mounted by secure-local.ts); schemas in src/contracts/secure/revenue.ts, SQL in
 * worker/data/revenue.ts, rules in src/domain/revenue.ts:
 *
 *   GET /hotels/{hotelId}/revenue?from&to(&compareFrom&compareTo)   statistics.read
 *   GET /hotels/{hotelId}/cash-report?from&to                        folio.read (the desk closes its drawer)
 *
 * Mounted under the hotel guard (worker/security/hotel-access.ts): 401, 400, 403 come from there.
 * `npm run bench:statistics` times a year of figures on 50,000 reservations.
 */
import { Hono } from 'hono';
import { hotelParams } from '../../src/contracts/secure/common.ts';
import {
  type CashReportResponse,
  cashReportQuery,
  type RevenueResponse,
  revenueQuery,
} from '../../src/contracts/secure/revenue.ts';
import { PAYMENT_METHODS } from '../../src/domain/folio.ts';
import { cashReport, pickupTotals, revenueChanges, revenueFigures } from '../../src/domain/revenue.ts';
import { periodKeys } from '../../src/domain/statistics.ts';
import { hotelMoneySettings, loadCashMovements, loadRevenueDays } from '../data/revenue.ts';
import type { AppEnv } from '../env.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { requirePermission } from '../security/hotel-access.ts';
import { validate } from '../validation.ts';

async function periodFigures(db: D1Database, hotelId: number, from: string, to: string, timeZone: string) {
  const rows = await loadRevenueDays(db, hotelId, { from, to }, timeZone);
  return {
    from,
    to,
    days: rows.days,
    pickup: rows.pickup,
    figures: revenueFigures(rows.days),
    pickupTotals: pickupTotals(rows.pickup),
  };
}

export const secureRevenueRoutes = new Hono<AppEnv>()
  .get(
    '/revenue',
    failureMessage('Error getting the revenue figures'),
    requirePermission('statistics.read'),
    validate('param', hotelParams),
    validate('query', revenueQuery),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const query = c.req.valid('query');
      const settings = await hotelMoneySettings(c.env.DB, hotelId);
      const [current, compare] = await Promise.all([
        periodFigures(c.env.DB, hotelId, query.from, query.to, settings.timeZone),
        query.compareFrom && query.compareTo
          ? periodFigures(c.env.DB, hotelId, query.compareFrom, query.compareTo, settings.timeZone)
          : null,
      ]);
      return c.json<RevenueResponse>(
        {
          currency: settings.currency,
          current,
          compare,
          changes: compare
            ? revenueChanges(
                { figures: current.figures, pickup: current.pickupTotals },
                { figures: compare.figures, pickup: compare.pickupTotals },
              )
            : null,
        },
        200,
        { 'Cache-Control': 'no-store' },
      );
    },
  )
  .get(
    '/cash-report',
    failureMessage('Error getting the cash report'),
    requirePermission('folio.read'),
    validate('param', hotelParams),
    validate('query', cashReportQuery),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const { from, to } = c.req.valid('query');
      const [settings, movements] = await Promise.all([
        hotelMoneySettings(c.env.DB, hotelId),
        loadCashMovements(c.env.DB, hotelId, { from, to }),
      ]);
      const report = cashReport(periodKeys(from, to, 'DAYS'), PAYMENT_METHODS, movements);
      const byDay = new Map<string, typeof movements>();
      for (const movement of movements)
        byDay.set(movement.date, [...(byDay.get(movement.date) ?? []), movement]);
      return c.json<CashReportResponse>(
        {
          currency: settings.currency,
          from,
          to,
          days: report.days.map((day) => ({
            ...day,
            methods: day.methods as CashReportResponse['methods'],
            movements: (byDay.get(day.date) ?? []).map((m) => ({
              kind: m.kind,
              method: m.method as CashReportResponse['methods'][number]['method'],
              amountCents: m.amountCents,
              code: m.code,
              guest: m.guest,
              reference: m.reference,
              by: m.by,
              createdDate: m.createdDate,
            })),
          })),
          methods: report.methods as CashReportResponse['methods'],
          total: report.total,
        },
        200,
        { 'Cache-Control': 'no-store' },
      );
    },
  );

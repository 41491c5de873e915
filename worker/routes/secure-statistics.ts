/**
 * Statistics of a hotel (INSIGHT-2, BODATA), under /api/rs/secure (mounted by secure-local.ts);
 * schema in src/contracts/secure/statistics.ts, SQL in worker/data/statistics.ts:
 *
 *   GET /hotels/{hotelId}/statistics?chart&from&to&xType(&compareFrom&compareTo)
 *
 * - Mounted under the hotel guard (worker/security/hotel-access.ts): 401, 400, 403 come from there.
 * - Every figure comes from GROUP BY queries (one row per period), never from the reservations
 *   loaded into the worker; `npm run bench:statistics` times a year of each chart on 50,000.
 */
import { Hono } from 'hono';
import { hotelParams } from '../../src/contracts/secure/common.ts';
import { type StatisticsResponse, statisticsQuery } from '../../src/contracts/secure/statistics.ts';
import { hotelCurrency, loadStatistics } from '../data/statistics.ts';
import type { AppEnv } from '../env.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { requirePermission } from '../security/hotel-access.ts';
import { validate } from '../validation.ts';

export const secureStatisticsRoutes = new Hono<AppEnv>().get(
  '/statistics',
  failureMessage('Error getting the statistics'),
  requirePermission('statistics.read'),
  validate('param', hotelParams),
  validate('query', statisticsQuery),
  async (c) => {
    const { hotelId } = c.req.valid('param');
    const query = c.req.valid('query');
    const period = { from: query.from, to: query.to };
    const comparePeriod =
      query.compareFrom && query.compareTo ? { from: query.compareFrom, to: query.compareTo } : null;
    const [currency, datasets, compare] = await Promise.all([
      hotelCurrency(c.env.DB, hotelId),
      loadStatistics(c.env.DB, hotelId, query.chart, period, query.xType),
      comparePeriod ? loadStatistics(c.env.DB, hotelId, query.chart, comparePeriod, query.xType) : null,
    ]);
    return c.json<StatisticsResponse>(
      {
        chart: query.chart,
        xType: query.xType,
        currency,
        period,
        datasets,
        compare: comparePeriod && compare ? { period: comparePeriod, datasets: compare } : null,
      },
      200,
      { 'Cache-Control': 'no-store' },
    );
  },
);

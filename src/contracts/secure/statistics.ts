/**
 * Statistics of a hotel (INSIGHT-2, BODATA-13 Statistics dataset and Chart types):
 *
 *   GET /api/rs/secure/hotels/{hotelId}/statistics?chart&from&to&xType(&compareFrom&compareTo)
 *       → StatisticsResponse: the chart's datasets over the period and, when asked, over the
 *         comparison period (datasets matched by title).
 *
 * A period is at most a year of days, ten years of months or twenty years (MAX_PERIODS); the
 * comparison needs both of its ends.
 */
import { MAX_PERIODS, periodCount, STATISTICS_CHARTS, X_TYPES, Y_TYPES } from '../../domain/statistics.ts';
import { typeError } from '../fields.ts';
import { z } from '../zod.ts';
import { dateField } from './common.ts';

const invalid = () => 'error.field.generic.invalid';

export const statisticsQuery = z
  .object(
    {
      chart: z.enum(STATISTICS_CHARTS, { error: invalid }),
      from: dateField(),
      to: dateField(),
      xType: z.enum(X_TYPES, { error: invalid }).default('DAYS'),
      compareFrom: dateField().optional(),
      compareTo: dateField().optional(),
    },
    { error: typeError },
  )
  .superRefine((query, ctx) => {
    const check = (from: string, to: string, field: 'to' | 'compareTo') => {
      if (to < from) ctx.addIssue({ code: 'custom', path: [field], message: 'error.date.end.before.start' });
      else if (periodCount(from, to, query.xType) > MAX_PERIODS[query.xType]) {
        ctx.addIssue({ code: 'custom', path: [field], message: 'error.field.max' });
      }
    };
    check(query.from, query.to, 'to');
    if ((query.compareFrom === undefined) !== (query.compareTo === undefined)) {
      const path = query.compareFrom === undefined ? 'compareFrom' : 'compareTo';
      ctx.addIssue({ code: 'custom', path: [path], message: 'error.required' });
    } else if (query.compareFrom !== undefined && query.compareTo !== undefined) {
      check(query.compareFrom, query.compareTo, 'compareTo');
    }
  });
export type StatisticsQuery = z.output<typeof statisticsQuery>;

export const statisticsDataset = z.strictObject({
  title: z.string(),
  xType: z.enum(X_TYPES),
  yType: z.enum(Y_TYPES),
  entries: z.record(z.string(), z.number()),
});

const period = z.strictObject({ from: z.string(), to: z.string() });

export const statisticsResponse = z.strictObject({
  chart: z.enum(STATISTICS_CHARTS),
  xType: z.enum(X_TYPES),
  currency: z.string(),
  period,
  datasets: z.array(statisticsDataset),
  compare: z.strictObject({ period, datasets: z.array(statisticsDataset) }).nullable(),
});
export type StatisticsResponse = z.output<typeof statisticsResponse>;

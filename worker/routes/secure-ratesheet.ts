/**
 * The ratesheet's API (BOSCREENS, BODATA, BOFLOW, BOCHECK, RATES), under /api/rs/secure (mounted by secure-local.ts):
 *
 *   GET  /hotels/{hotelId}/ratesheet?from&to[&language] → RatesheetResponse
 *   POST /hotels/{hotelId}/ratesheet/cells  CellsRequest      → RatesheetChange
 *   POST /hotels/{hotelId}/ratesheet/days   DayClosingRequest → RatesheetChange
 *   POST /hotels/{hotelId}/ratesheet/bulk   BulkEditRequest   → BulkEditResult
 *
 * - Mounted under the hotel guard (worker/security/hotel-access.ts); 404 for a room type or rate
 *   plan that is not the hotel's; 400 with the field and the message key for bounds
 *   (src/domain/ratesheet.ts, through the zod schemas); 409 (src/contracts/secure/ratesheet.ts
 *   RATESHEET_CONFLICTS) for a past date, a hotel-closed date, a derived plan, a plan not sold
 *   for the room type, a cell changed since it was read, a bulk edit based on an old version.
 * - Every write is ONE D1 batch (worker/data/ratesheet-cells.ts, ratesheet-bulk.ts) with its audit rows and the hotel's
 *   rates version bump, so the public calendar and search never serve a stale cached answer.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { hotelParams } from '../../src/contracts/secure/common.ts';
import {
  type BulkEditResult,
  bulkEditRequest,
  cellsRequest,
  dayClosingRequest,
  type RatesheetChange,
  type RatesheetConflict,
  type RatesheetResponse,
  ratesheetQuery,
} from '../../src/contracts/secure/ratesheet.ts';
import { todayIn } from '../../src/domain/booking/dates.ts';
import {
  addDays,
  applyRateChanges,
  bulkPeriodIssues,
  daysBetween,
  RATESHEET_MAX_DAYS,
  type RateValues,
} from '../../src/domain/ratesheet.ts';
import { unlessUnreadSince } from '../data/notifications.ts';
import { readRatesVersion } from '../data/rates-version.ts';
import { loadRatesheetRows, planSoldFor } from '../data/ratesheet.ts';
import { applyBulkEdit, loadBulkWriteState, periodDates } from '../data/ratesheet-bulk.ts';
import {
  applyCellWrites,
  applyDayClosing,
  type CellWrite,
  loadCellWriteState,
} from '../data/ratesheet-cells.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, badRequest } from '../errors.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { notifyHotel } from '../notifications/notify.ts';
import { toRatesheetResponse } from '../ratesheet/sheet.ts';
import { requirePermission, signedInUser } from '../security/hotel-access.ts';
import { validate } from '../validation.ts';

type Ctx = Context<AppEnv>;

/** The English messages of the 409 answers (the screen shows its own translation of the code). */
export const RATESHEET_CONFLICT_MESSAGES: Record<RatesheetConflict, string> = {
  'error.ratesheet.changed': 'The rate was changed meanwhile: the sheet has been reloaded, try again.',
  'error.ratesheet.version': 'The ratesheet was changed meanwhile: reload it and try again.',
  'error.ratesheet.date.past': 'That day is already past: it cannot be changed.',
  'error.ratesheet.hotel.closed': 'The hotel is closed that day.',
  'error.ratesheet.plan.derived': 'A derived rate plan follows its parent: change the parent plan.',
  'error.ratesheet.plan.unknown': 'That rate plan is not sold for that room type.',
};

function conflict(code: RatesheetConflict, field: string): ApiError {
  return new ApiError(409, RATESHEET_CONFLICT_MESSAGES[code], [{ field, code }]);
}

function notFound(what: string, field: string): ApiError {
  return new ApiError(404, `${what} not found`, [{ field, code: 'error.element.not.found' }]);
}

/** The sheet of one hotel and span. */
async function ratesheet(
  c: Ctx,
  query: { hotelId: number; from: string; to: string; language: string },
): Promise<RatesheetResponse> {
  const rows = await loadRatesheetRows(c.env.DB, query);
  if (!rows) throw notFound('Hotel', 'hotelId');
  const today = todayIn(rows.hotel.time_zone, Date.now());
  return toRatesheetResponse(rows, {
    from: query.from,
    to: query.to,
    today,
    language: query.language,
  });
}

/** The language of a write's re-read names: `?language=it`, else English. */
function writeLanguage(c: Ctx): string {
  return c.req.query('language') === 'it' ? 'it' : 'en';
}

function changeAnswer(c: Ctx, changed: RatesheetResponse): Response {
  return c.json<RatesheetChange>({ changed }, 200, { 'Cache-Control': 'no-store' });
}

/** A span of at most RATESHEET_MAX_DAYS days from the first of `dates` (the re-read of a write). */
function spanOf(dates: ReadonlyArray<string>): { from: string; to: string } {
  const sorted = [...dates].sort();
  const from = sorted[0] ?? '';
  const last = sorted[sorted.length - 1] ?? from;
  const to = daysBetween(from, last) >= RATESHEET_MAX_DAYS ? addDays(from, RATESHEET_MAX_DAYS - 1) : last;
  return { from, to };
}

/** How long a run of price edits by one person makes one unread notice (decision 056). */
const PRICE_NOTICE_WINDOW_MS = 60 * 60 * 1000;

/** Tells the others who read the ratesheet that `c`'s user changed prices (after the change won). */
async function notifyPriceChange(c: Ctx, hotelId: number, span: { from: string; to: string }) {
  const user = signedInUser(c);
  const now = new Date();
  await notifyHotel(
    c.env.DB,
    hotelId,
    {
      event: 'ratesheet.changed',
      params: { by: `${user.name} ${user.surname}`.trim() || user.email, from: span.from, to: span.to },
      actorId: user.id,
    },
    {
      siteUrl: c.env.SITE_URL,
      now,
      when: unlessUnreadSince('ratesheet.changed', new Date(now.getTime() - PRICE_NOTICE_WINDOW_MS)),
    },
  );
}

export const secureRatesheetRoutes = new Hono<AppEnv>()
  .get(
    '/ratesheet',
    failureMessage('Error getting the ratesheet'),
    requirePermission('ratesheet.read'),
    validate('param', hotelParams),
    validate('query', ratesheetQuery),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const { from, to, language } = c.req.valid('query');
      const body = await ratesheet(c, { hotelId, from, to, language: language ?? 'en' });
      return c.json<RatesheetResponse>(body, 200, { 'Cache-Control': 'no-store' });
    },
  )
  .post(
    '/ratesheet/cells',
    failureMessage('Error saving the rate'),
    requirePermission('ratesheet.write'),
    validate('param', hotelParams),
    validate('json', cellsRequest),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const { cells } = c.req.valid('json');
      const db = c.env.DB;
      const managerId = signedInUser(c).id;
      const seen = new Set<string>();
      cells.forEach((cell, index) => {
        const key = `${cell.roomTypeId}:${cell.ratePlanId}:${cell.date}`;
        if (seen.has(key))
          throw badRequest('The same cell is named twice', [
            { field: `cells.${index}`, code: 'error.field.duplicate' },
          ]);
        seen.add(key);
      });
      const state = await loadCellWriteState(db, {
        hotelId,
        roomTypeIds: cells.map((cell) => cell.roomTypeId),
        ratePlanIds: cells.map((cell) => cell.ratePlanId),
        dates: cells.map((cell) => cell.date),
      });
      const today = todayIn(state.timeZone ?? 'UTC', Date.now());
      const writes: CellWrite[] = cells.map((cell, index) => {
        const at = (field: string) => `cells.${index}.${field}`;
        if (!state.roomTypes.has(cell.roomTypeId)) throw notFound('Room type', at('roomTypeId'));
        const plan = state.plans.get(cell.ratePlanId);
        if (!plan) throw notFound('Rate plan', at('ratePlanId'));
        if (!planSoldFor(plan, cell.roomTypeId))
          throw conflict('error.ratesheet.plan.unknown', at('ratePlanId'));
        if (plan.parent_rate_plan_id !== null)
          throw conflict('error.ratesheet.plan.derived', at('ratePlanId'));
        if (cell.date < today) throw conflict('error.ratesheet.date.past', at('date'));
        if (state.hotelClosings.has(cell.date)) throw conflict('error.ratesheet.hotel.closed', at('date'));
        const changes = Object.fromEntries(
          Object.entries(cell.changes).filter(([, value]) => value !== undefined),
        ) as Partial<RateValues>;
        return {
          roomTypeId: cell.roomTypeId,
          ratePlanId: cell.ratePlanId,
          date: cell.date,
          expected: cell.expected,
          next: applyRateChanges(cell.expected, changes),
        };
      });
      const applied = await applyCellWrites(db, { hotelId, managerId, now: new Date(), cells: writes });
      if (!applied) throw conflict('error.ratesheet.changed', 'cells');
      const span = spanOf(cells.map((cell) => cell.date));
      await notifyPriceChange(c, hotelId, span);
      return changeAnswer(c, await ratesheet(c, { hotelId, ...span, language: writeLanguage(c) }));
    },
  )
  .post(
    '/ratesheet/days',
    failureMessage('Error closing or opening the rooms'),
    requirePermission('ratesheet.write'),
    validate('param', hotelParams),
    validate('json', dayClosingRequest),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const { date, closed, roomTypeId } = c.req.valid('json');
      const language = writeLanguage(c);
      const before = await ratesheet(c, { hotelId, from: date, to: date, language });
      const targets = before.roomTypes.filter((roomType) =>
        roomTypeId === undefined ? roomType.enabled : roomType.id === roomTypeId,
      );
      const field = roomTypeId === undefined ? 'date' : 'roomTypeId';
      if (roomTypeId !== undefined && targets.length === 0) throw notFound('Room type', 'roomTypeId');
      if (date < before.today) throw conflict('error.ratesheet.date.past', 'date');
      if (before.days[0]?.hotelClosed) throw conflict('error.ratesheet.hotel.closed', field);
      if (targets.length > 0) {
        await applyDayClosing(c.env.DB, {
          hotelId,
          managerId: signedInUser(c).id,
          date,
          closed,
          roomTypeIds: targets.map((roomType) => roomType.id),
          now: new Date(),
        });
      }
      return changeAnswer(c, await ratesheet(c, { hotelId, from: date, to: date, language }));
    },
  )
  .post(
    '/ratesheet/bulk',
    failureMessage('Error saving the bulk edit'),
    requirePermission('ratesheet.write'),
    validate('param', hotelParams),
    validate('json', bulkEditRequest),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const form = c.req.valid('json');
      const db = c.env.DB;
      const managerId = signedInUser(c).id;
      const state = await loadBulkWriteState(db, {
        hotelId,
        roomTypeIds: form.roomTypes,
        ratePlanIds: form.ratePlans,
        channels: form.channels,
      });
      const today = todayIn(state.timeZone ?? 'UTC', Date.now());
      const period = bulkPeriodIssues(form.startDate, form.endDate, today);
      if (period.length > 0) throw badRequest('The period is not valid', period);
      form.roomTypes.forEach((id, index) => {
        if (!state.roomTypeIds.has(id)) throw notFound('Room type', `roomTypes.${index}`);
      });
      form.ratePlans.forEach((id, index) => {
        const plan = state.plans.get(id);
        if (!plan) throw notFound('Rate plan', `ratePlans.${index}`);
        if (plan.parent_rate_plan_id !== null)
          throw conflict('error.ratesheet.plan.derived', `ratePlans.${index}`);
      });
      form.channels.forEach((channel, index) => {
        if (!state.channels.has(channel))
          throw badRequest('Unknown channel', [
            { field: `channels.${index}`, code: 'error.element.not.found' },
          ]);
      });
      if (state.pairs === 0) throw conflict('error.ratesheet.plan.unknown', 'ratePlans');
      const cells = await applyBulkEdit(db, {
        hotelId,
        managerId,
        startDate: form.startDate,
        endDate: form.endDate,
        weekdays: form.weekdays,
        roomTypeIds: form.roomTypes,
        ratePlanIds: form.ratePlans,
        channels: form.channels,
        target: form.targetRate,
        ratesVersion: form.ratesVersion,
        now: new Date(),
      });
      if (cells === null) throw conflict('error.ratesheet.version', 'ratesVersion');
      await notifyPriceChange(c, hotelId, { from: form.startDate, to: form.endDate });
      return c.json<BulkEditResult>(
        {
          cells,
          dates: periodDates(form.startDate, form.endDate, form.weekdays),
          ratesVersion: (await readRatesVersion(db, hotelId)) ?? 0,
        },
        200,
        { 'Cache-Control': 'no-store' },
      );
    },
  );

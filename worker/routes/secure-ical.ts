/**
 * Calendar sync with the channels (CHANNEL-1, decision 050), under /api/rs/secure (mounted by
 * secure-local.ts behind the hotel guard); schemas in src/contracts/secure/ical.ts:
 *
 *   GET    /hotels/{hotelId}/ical                              the feeds and the imports with their log
 *   POST   /hotels/{hotelId}/ical/exports/regenerate           a new URL for a room or type (old: 404)
 *   POST   /hotels/{hotelId}/ical/imports                      adds a channel's feed (SSRF-checked)
 *   DELETE /hotels/{hotelId}/ical/imports/{importId}           removes it (its stays are kept)
 *   POST   /hotels/{hotelId}/ical/imports/{importId}/sync      syncs it now, synchronously
 *   GET    /hotels/{hotelId}/ical/conflicts                    channel stays to resolve (planning banner)
 */
import { Hono } from 'hono';
import { hotelParams } from '../../src/contracts/secure/common.ts';
import {
  type IcalConflicts,
  IcalErrorCode,
  type IcalExport,
  type IcalOverview,
  type IcalRun,
  type IcalSyncResult,
  icalExportTarget,
  icalImportCreate,
  icalImportParams,
} from '../../src/contracts/secure/ical.ts';
import { todayIn } from '../../src/domain/booking/dates.ts';
import { checkFeedUrl, feedUrlRules } from '../../src/domain/feed-url.ts';
import { ICAL_CHANNELS, MAX_IMPORTS_PER_HOTEL } from '../../src/domain/ical.ts';
import {
  deleteImport,
  findImport,
  findImportTarget,
  hotelTimeZone,
  insertImport,
  listConflicts,
  listImports,
  type RunRow,
} from '../data/ical.ts';
import {
  type ExportListRow,
  insertExports,
  listExports,
  replaceExportToken,
  targetsWithoutExport,
} from '../data/ical-feeds.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, badRequest } from '../errors.ts';
import { syncImport } from '../ical/sync.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { requirePermission } from '../security/hotel-access.ts';
import { randomToken } from '../security/tokens.ts';
import { validate } from '../validation.ts';

/** 192 random bits, URL-safe: the secret of a feed's address. */
const newFeedToken = () => randomToken(24);

export const IMPORT_NOT_FOUND = 'Calendar import not found';
const noStore = { 'Cache-Control': 'no-store' };

const feedUrl = (siteUrl: string, token: string) => `${siteUrl.replace(/\/$/, '')}/ical/${token}.ics`;

function toExport(row: ExportListRow, siteUrl: string): IcalExport {
  const target = row.room_id !== null ? { roomId: row.room_id } : { roomTypeId: row.room_type_id ?? 0 };
  const typeNames = JSON.parse(row.name_json || '{}') as Record<string, string>;
  const name = row.room_name !== null ? { en: row.room_name } : { en: row.name_key, ...typeNames };
  return { ...target, name, url: feedUrl(siteUrl, row.token) };
}

const toRun = (row: RunRow): IcalRun => ({
  at: row.started_date,
  startedBy: row.started_by,
  outcome: row.outcome,
  httpStatus: row.http_status,
  error: row.error,
  durationMs: row.duration_ms,
  eventsRead: row.events_read,
  created: row.created,
  updated: row.updated,
  cancelled: row.cancelled,
  conflicts: row.conflicts,
  skipped: row.skipped,
});

async function overview(db: D1Database, hotelId: number, siteUrl: string): Promise<IcalOverview> {
  // Rooms and room types added since the last visit get their feed now.
  const missing = await targetsWithoutExport(db, hotelId);
  await insertExports(
    db,
    hotelId,
    missing.map((target) => ({ target, token: newFeedToken() })),
    new Date(),
  );
  const [exports, { imports, runs }] = await Promise.all([
    listExports(db, hotelId),
    listImports(db, hotelId),
  ]);
  return {
    exports: exports.map((row) => toExport(row, siteUrl)),
    imports: imports.map((row) => {
      const own = runs.filter((run) => run.import_id === row.id).map(toRun);
      return {
        id: row.id,
        ...(row.room_id !== null ? { roomId: row.room_id } : {}),
        roomTypeId: row.room_type_id,
        channel: row.channel,
        url: row.url,
        lastSync: own[0] ?? null,
        lastError: own.find((run) => run.outcome === 'ERROR') ?? null,
        runs: own,
      };
    }),
    channels: [...ICAL_CHANNELS],
  };
}

export const secureIcalRoutes = new Hono<AppEnv>()
  .get(
    '/ical',
    failureMessage('Error getting the calendar sync'),
    requirePermission('channels.read'),
    validate('param', hotelParams),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      return c.json<IcalOverview>(await overview(c.env.DB, hotelId, c.env.SITE_URL), 200, noStore);
    },
  )
  .get(
    '/ical/conflicts',
    failureMessage('Error getting the channel conflicts'),
    // Shown on the planning, to whoever reads it.
    requirePermission('planning.read'),
    validate('param', hotelParams),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const timeZone = await hotelTimeZone(c.env.DB, hotelId);
      const rows = await listConflicts(c.env.DB, hotelId, todayIn(timeZone, Date.now()));
      return c.json<IcalConflicts>(
        {
          conflicts: rows.map((row) => ({
            code: row.code,
            checkin: row.checkin,
            checkout: row.checkout,
            channel: row.source,
            roomTypeId: row.room_type_id,
            roomId: row.room_id,
          })),
        },
        200,
        noStore,
      );
    },
  )
  .post(
    '/ical/exports/regenerate',
    failureMessage('Error regenerating the calendar address'),
    requirePermission('channels.write'),
    validate('param', hotelParams),
    validate('json', icalExportTarget),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const body = c.req.valid('json');
      const target =
        body.roomId !== undefined ? { roomId: body.roomId } : { roomTypeId: body.roomTypeId ?? 0 };
      const field = 'roomId' in target ? 'roomId' : 'roomTypeId';
      const token = newFeedToken();
      let replaced = await replaceExportToken(c.env.DB, hotelId, target, token);
      if (!replaced) {
        // Never listed yet: it gets its first address (if it is the hotel's).
        await insertExports(c.env.DB, hotelId, [{ target, token }], new Date());
        replaced = (await listExports(c.env.DB, hotelId)).some((row) => row.token === token);
      }
      if (!replaced) throw badRequest(`Invalid body: ${field}`, [{ field, code: 'error.element.not.found' }]);
      const row = (await listExports(c.env.DB, hotelId)).find((r) => r.token === token);
      if (!row) throw new ApiError(409, 'The address was regenerated again meanwhile', []);
      return c.json<IcalExport>(toExport(row, c.env.SITE_URL), 200, noStore);
    },
  )
  .post(
    '/ical/imports',
    failureMessage('Error adding the calendar'),
    requirePermission('channels.write'),
    validate('param', hotelParams),
    validate('json', icalImportCreate),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const body = c.req.valid('json');
      const checked = checkFeedUrl(body.url, feedUrlRules(c.env.ENVIRONMENT));
      if (!checked.ok)
        throw badRequest(`Invalid body: url (${checked.code})`, [{ field: 'url', code: checked.code }]);
      const target = await findImportTarget(c.env.DB, hotelId, body);
      const field = body.roomId !== undefined ? 'roomId' : 'roomTypeId';
      if (!target) throw badRequest(`Invalid body: ${field}`, [{ field, code: 'error.element.not.found' }]);
      const id = await insertImport(
        c.env.DB,
        {
          hotelId,
          roomTypeId: target.room_type_id,
          roomId: target.room_id,
          channel: body.channel,
          url: checked.url,
          now: new Date(),
        },
        MAX_IMPORTS_PER_HOTEL,
      );
      if (id === null) {
        throw new ApiError(409, `A hotel imports at most ${MAX_IMPORTS_PER_HOTEL} calendars`, [
          { field: 'url', code: IcalErrorCode.tooMany },
        ]);
      }
      return c.json({ id }, 201, noStore);
    },
  )
  .delete(
    '/ical/imports/:importId',
    failureMessage('Error removing the calendar'),
    requirePermission('channels.write'),
    validate('param', icalImportParams),
    async (c) => {
      const { hotelId, importId } = c.req.valid('param');
      if (!(await deleteImport(c.env.DB, hotelId, importId))) throw new ApiError(404, IMPORT_NOT_FOUND, []);
      return c.body(null, 204);
    },
  )
  .post(
    '/ical/imports/:importId/sync',
    failureMessage('Error syncing the calendar'),
    requirePermission('channels.write'),
    validate('param', icalImportParams),
    async (c) => {
      const { hotelId, importId } = c.req.valid('param');
      if (!(await findImport(c.env.DB, importId, hotelId))) throw new ApiError(404, IMPORT_NOT_FOUND, []);
      const result = await syncImport(c.env, importId, { startedBy: 'MANUAL' });
      if (!result) throw new ApiError(404, IMPORT_NOT_FOUND, []);
      const { outcome, httpStatus, error, eventsRead, created, updated, cancelled, conflicts, skipped } =
        result;
      return c.json<IcalSyncResult>(
        { outcome, httpStatus, error, eventsRead, created, updated, cancelled, conflicts, skipped },
        200,
        noStore,
      );
    },
  );

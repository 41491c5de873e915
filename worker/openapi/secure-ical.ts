/**
 * Calendar sync with the channels (worker/routes/secure-ical.ts, CHANNEL-1) for the OpenAPI
 * document; appended to `secureOperations` in secure.ts. The feeds themselves
 * (GET /ical/{token}.ics) are served outside /api, as text/calendar (docs/api.md).
 */
import { hotelParams } from '../../src/contracts/secure/common.ts';
import {
  type IcalOverview,
  icalConflicts,
  icalExport,
  icalExportTarget,
  icalImportCreate,
  icalImportCreated,
  icalImportParams,
  icalOverview,
  icalSyncResult,
} from '../../src/contracts/secure/ical.ts';
import type { OperationSpec } from './registry.ts';

const S = '/api/rs/secure';
const TAGS = ['Back office: promotions and channels'];
const HOTEL = { hotelId: '1' };
const IMPORT = { hotelId: '1', importId: '3' };
const NO_STORE = 'no-store';

const RUN = {
  at: '2026-11-29T06:35:00.000Z',
  startedBy: 'SCHEDULED' as const,
  outcome: 'OK' as const,
  httpStatus: 200,
  error: null,
  durationMs: 412,
  eventsRead: 6,
  created: 1,
  updated: 0,
  cancelled: 0,
  conflicts: 0,
  skipped: 0,
};

const OVERVIEW_EXAMPLE: IcalOverview = {
  exports: [
    {
      roomTypeId: 101,
      name: { en: 'Double room', it: 'Camera doppia' },
      url: 'https://itaca.example/ical/Vx3…Q.ics',
    },
    { roomId: 1001, name: { en: '101' }, url: 'https://itaca.example/ical/p9L…c.ics' },
  ],
  imports: [
    {
      id: 3,
      roomTypeId: 101,
      channel: 'AIRBNB',
      url: 'https://www.airbnb.com/calendar/ical/123456.ics?s=…',
      lastSync: RUN,
      lastError: null,
      runs: [RUN],
    },
  ],
  channels: ['AIRBNB', 'BOOKING', 'EXPEDIA', 'VRBO', 'AGODA', 'OTHER'],
};

export const icalOperations: OperationSpec[] = [
  {
    method: 'get',
    path: `${S}/hotels/{hotelId}/ical`,
    operationId: 'getCalendarSync',
    summary:
      "The hotel's calendar feeds (one per room and room type) and the channels' feeds it imports, with their log",
    description:
      'Each room and room type has a secret feed URL (`/ical/{token}.ics`, text/calendar, ETag and 304) that an OTA polls: the nights taken or closed, as all-day "Reserved" or "Closed" events, the next 365 days (`?days=730` for two years). Add `?channel=AIRBNB` to the URL given to Airbnb: the stays imported from Airbnb are left out of it. Each import lists its newest 50 runs.',
    tags: TAGS,
    access: 'session',
    params: hotelParams,
    pathExamples: HOTEL,
    success: {
      status: 200,
      description: 'Feeds and imports',
      schema: icalOverview,
      cacheControl: NO_STORE,
      example: OVERVIEW_EXAMPLE,
    },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'get',
    path: `${S}/hotels/{hotelId}/ical/conflicts`,
    operationId: 'listCalendarConflicts',
    summary: 'Stays imported from channels that found no free room or fall on overbooked or closed nights',
    description:
      'What the planning shows in its banner until each is given a room, or cancelled (at most 50).',
    tags: TAGS,
    access: 'session',
    params: hotelParams,
    pathExamples: HOTEL,
    success: { status: 200, description: 'The conflicts', schema: icalConflicts, cacheControl: NO_STORE },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'post',
    path: `${S}/hotels/{hotelId}/ical/exports/regenerate`,
    operationId: 'regenerateCalendarFeed',
    summary: 'A new secret URL for the feed of a room or room type; the old URL answers 404 at once',
    tags: TAGS,
    access: 'session-xsrf',
    params: hotelParams,
    body: icalExportTarget,
    pathExamples: HOTEL,
    bodyExample: { roomTypeId: 101 },
    success: {
      status: 200,
      description: 'The feed with its new URL',
      schema: icalExport,
      cacheControl: NO_STORE,
    },
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
  {
    method: 'post',
    path: `${S}/hotels/{hotelId}/ical/imports`,
    operationId: 'addCalendarImport',
    summary: "Imports a channel's calendar feed into a room or a room type",
    description:
      'Exactly one of `roomId` and `roomTypeId`. In production only `https` URLs of public hosts: loopback, private, link-local and shared addresses (and names such as localhost) answer 400 on `url` (`bo.ical.url.error.host`, `bo.ical.url.error.https`). The feed is synced every 5 minutes; `…/sync` syncs it at once.',
    tags: TAGS,
    access: 'session-xsrf',
    params: hotelParams,
    body: icalImportCreate,
    pathExamples: HOTEL,
    bodyExample: {
      roomTypeId: 101,
      channel: 'AIRBNB',
      url: 'https://www.airbnb.com/calendar/ical/123456.ics?s=abc',
    },
    success: { status: 201, description: 'The import', schema: icalImportCreated, cacheControl: NO_STORE },
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
  {
    method: 'delete',
    path: `${S}/hotels/{hotelId}/ical/imports/{importId}`,
    operationId: 'removeCalendarImport',
    summary: 'Stops importing a feed; the reservations it created stay on the planning',
    tags: TAGS,
    access: 'session-xsrf',
    params: icalImportParams,
    pathExamples: IMPORT,
    success: { status: 204, description: 'Removed' },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'post',
    path: `${S}/hotels/{hotelId}/ical/imports/{importId}/sync`,
    operationId: 'syncCalendarImport',
    summary: 'Syncs an imported feed now and answers what it did',
    description:
      'Each new event becomes a reservation of the channel (priced at nothing) on the room or a free room of the type; a changed event moves its stay; an event gone cancels its stay without penalty ("removed from the channel\'s calendar"). A stay that finds no room is an overbooking (`conflicts`), e-mailed to the managers. A malformed or unreachable feed changes nothing: `outcome` ERROR with the channel\'s `httpStatus`.',
    tags: TAGS,
    access: 'session-xsrf',
    params: icalImportParams,
    pathExamples: IMPORT,
    success: {
      status: 200,
      description: 'What the sync did',
      schema: icalSyncResult,
      cacheControl: NO_STORE,
      example: {
        outcome: 'OK',
        httpStatus: 200,
        error: null,
        eventsRead: 6,
        created: 1,
        updated: 1,
        cancelled: 0,
        conflicts: 0,
        skipped: 0,
      },
    },
    errors: [400, 401, 403, 404],
  },
];

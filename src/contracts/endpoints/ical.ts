/**
 * The secure API's ical endpoints: method, path and the zod schemas of each (decision 062).
 * The worker validates with these schemas; worker/openapi/ adds the prose; the back office calls
 * them through `secureApi`.
 */
import { endpoint } from '../endpoint.ts';
import { hotelParams } from '../secure/common.ts';
import {
  icalConflicts,
  icalExport,
  icalExportTarget,
  icalImportCreate,
  icalImportCreated,
  icalImportParams,
  icalOverview,
  icalSyncResult,
} from '../secure/ical.ts';

export const icalEndpoints = {
  getCalendarSync: endpoint({
    method: 'get',
    path: '/api/rs/secure/hotels/{hotelId}/ical',
    operationId: 'getCalendarSync',
    params: hotelParams,
    response: icalOverview,
  }),
  listCalendarConflicts: endpoint({
    method: 'get',
    path: '/api/rs/secure/hotels/{hotelId}/ical/conflicts',
    operationId: 'listCalendarConflicts',
    params: hotelParams,
    response: icalConflicts,
  }),
  regenerateCalendarFeed: endpoint({
    method: 'post',
    path: '/api/rs/secure/hotels/{hotelId}/ical/exports/regenerate',
    operationId: 'regenerateCalendarFeed',
    params: hotelParams,
    body: icalExportTarget,
    response: icalExport,
  }),
  addCalendarImport: endpoint({
    method: 'post',
    path: '/api/rs/secure/hotels/{hotelId}/ical/imports',
    operationId: 'addCalendarImport',
    params: hotelParams,
    body: icalImportCreate,
    response: icalImportCreated,
  }),
  removeCalendarImport: endpoint({
    method: 'delete',
    path: '/api/rs/secure/hotels/{hotelId}/ical/imports/{importId}',
    operationId: 'removeCalendarImport',
    params: icalImportParams,
  }),
  syncCalendarImport: endpoint({
    method: 'post',
    path: '/api/rs/secure/hotels/{hotelId}/ical/imports/{importId}/sync',
    operationId: 'syncCalendarImport',
    params: icalImportParams,
    response: icalSyncResult,
  }),
};

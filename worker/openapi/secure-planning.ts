/**
 * The planning grid of the back office for the OpenAPI document: the grid's read, a room's
 * closing and a reservation room moved to another room, with the schemas the routes validate with.
 */
import { hotelParams } from '../../src/contracts/secure/common.ts';
import {
  closingRequest,
  moveRequest,
  planningChange,
  planningQuery,
  planningResponse,
} from '../../src/contracts/secure/planning.ts';
import type { OperationSpec } from './registry.ts';

const S = '/api/rs/secure';
const NO_STORE = 'no-store';
const HOTEL = { hotelId: '1' };

export const planningOperations: OperationSpec[] = [
  {
    method: 'get',
    path: `${S}/hotels/{hotelId}/planning`,
    operationId: 'getPlanning',
    summary: 'Rooms × dates of a hotel (BODATA-3 planning entries)',
    description: '`to` is inclusive; at most 62 days.',
    tags: ['Back office: planning'],
    access: 'session',
    params: hotelParams,
    query: planningQuery,
    pathExamples: HOTEL,
    success: { status: 200, description: 'The planning', schema: planningResponse, cacheControl: NO_STORE },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'post',
    path: `${S}/hotels/{hotelId}/planning/closings`,
    operationId: 'setRoomClosing',
    summary: 'Close or open a room (or every room) on a date',
    description:
      'With `roomId` one room (a cell), without it every room that can be (the day header). Closing changes what the booking engine can sell at once. Past days and occupied rooms are refused.',
    tags: ['Back office: planning'],
    access: 'session-xsrf',
    params: hotelParams,
    body: closingRequest,
    pathExamples: HOTEL,
    success: {
      status: 200,
      description: 'The dates it changed, re-read',
      schema: planningChange,
      cacheControl: NO_STORE,
    },
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
  {
    method: 'post',
    path: `${S}/hotels/{hotelId}/planning/moves`,
    operationId: 'moveReservationRoom',
    summary: 'Move a reservation room to another physical room of its type',
    description:
      "`version` is the reservation's version the screen saw: a stale one, or a room taken meanwhile, answers 409 and changes nothing.",
    tags: ['Back office: planning'],
    access: 'session-xsrf',
    params: hotelParams,
    body: moveRequest,
    pathExamples: HOTEL,
    success: {
      status: 200,
      description: 'The dates it changed, re-read',
      schema: planningChange,
      cacheControl: NO_STORE,
    },
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
];

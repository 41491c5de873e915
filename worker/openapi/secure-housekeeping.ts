/**
 * Housekeeping (worker/routes/secure-housekeeping.ts) for the OpenAPI document; appended to
 * `secureOperations` in secure.ts.
 */
import { hotelParams } from '../../src/contracts/secure/common.ts';
import {
  type HousekeepingResponse,
  type HousekeepingRoomView,
  housekeepingQuery,
  housekeepingResponse,
  housekeepingRoomParams,
  housekeepingRoomQuery,
  housekeepingRoomView,
  housekeepingSettings,
  housekeepingSettingsUpdate,
  outOfOrderEndQuery,
  outOfOrderRequest,
  roomStatusUpdate,
} from '../../src/contracts/secure/housekeeping.ts';
import type { OperationSpec } from './registry.ts';

const TAGS = ['Back office: housekeeping'] as const;
const ROOM = { hotelId: '1', roomId: '12' };
const BASE = '/api/rs/secure/hotels/{hotelId}/housekeeping';

const ROOM_EXAMPLE: HousekeepingRoomView = {
  id: 12,
  number: '104',
  floor: 1,
  roomType: 'Double room',
  status: 'DIRTY',
  task: 'clean',
  note: 'Extra towels',
  arrivalToday: true,
  departureToday: true,
  stayOver: false,
  outOfOrder: null,
  changedDate: '2027-03-09T10:12:00.000Z',
  changedBy: { name: 'Anna', surname: 'Rossi' },
  version: 4,
};

const LIST_EXAMPLE: HousekeepingResponse = {
  date: '2027-03-10',
  today: '2027-03-10',
  stayOverEvery: 1,
  rooms: [
    ROOM_EXAMPLE,
    {
      ...ROOM_EXAMPLE,
      id: 15,
      number: '107',
      status: 'OUT_OF_ORDER',
      task: null,
      note: null,
      arrivalToday: false,
      departureToday: false,
      outOfOrder: { from: '2027-03-09', to: '2027-03-12', reason: 'Leak in the bathroom' },
      version: 2,
    },
  ],
};

const ROOM_ANSWER = {
  status: 200 as const,
  description: 'The room as today’s list shows it',
  schema: housekeepingRoomView,
  cacheControl: 'no-store',
  example: ROOM_EXAMPLE,
};

export const housekeepingOperations: OperationSpec[] = [
  {
    method: 'get',
    path: BASE,
    operationId: 'getHousekeeping',
    summary: "Every room's housekeeping status on a date, the rooms to do first",
    description:
      "`date` defaults to the hotel's today. A status is computed from the room's last recorded state and its stays (decision 048): a room a stay left since is DIRTY, a stay-over is DIRTY on its service days (every `stayOverEvery` days from its arrival), a room in an out-of-order period is OUT_OF_ORDER. `task` says what housekeeping has to do (`clean`, or `inspect` a clean room before an arrival). Order: rooms with a task, then the others, out-of-order last; inside each, today's arrivals, stay-overs to service, the rest; then by number.",
    tags: TAGS,
    access: 'session',
    params: hotelParams,
    query: housekeepingQuery,
    pathExamples: { hotelId: '1' },
    success: {
      status: 200,
      description: 'The rooms',
      schema: housekeepingResponse,
      cacheControl: 'no-store',
      example: LIST_EXAMPLE,
    },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'put',
    path: `${BASE}/rooms/{roomId}`,
    operationId: 'setRoomHousekeepingStatus',
    summary: 'Records a room CLEAN, DIRTY or INSPECTED now, with its note',
    description:
      '`version` is the room’s version the list showed (1 for a room never recorded): a stale one answers 409. `note` left out keeps the note, null or blank removes it. 409 for an out-of-order room (`error.housekeeping.out.of.order`: put it back in service first) and for inspecting a dirty room (`error.housekeeping.not.clean`).',
    tags: TAGS,
    access: 'session-xsrf',
    params: housekeepingRoomParams,
    query: housekeepingRoomQuery,
    body: roomStatusUpdate,
    pathExamples: ROOM,
    bodyExample: { status: 'CLEAN', note: 'Extra towels', version: 4 },
    success: ROOM_ANSWER,
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
  {
    method: 'put',
    path: `${BASE}/rooms/{roomId}/out-of-order`,
    operationId: 'putRoomOutOfOrder',
    summary: 'Puts a room out of order for nights `from`..`to` (both included), closing it for sale',
    description:
      'The nights are closed through the planning’s room closings, so the booking engine, the public calendar and the planning stop selling the room at once (nights closed already stay as they are). 400 for a `from` before the hotel’s today or more than 90 nights; 409 when the room has stays on those nights (`error.housekeeping.room.occupied`, the message names them), when the last free room of its type is sold a night (`error.housekeeping.room.sold`), when it is out of order already, or on a stale `version`.',
    tags: TAGS,
    access: 'session-xsrf',
    params: housekeepingRoomParams,
    query: housekeepingRoomQuery,
    body: outOfOrderRequest,
    pathExamples: ROOM,
    bodyExample: { from: '2027-03-10', to: '2027-03-12', reason: 'Leak in the bathroom', version: 4 },
    success: ROOM_ANSWER,
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
  {
    method: 'delete',
    path: `${BASE}/rooms/{roomId}/out-of-order`,
    operationId: 'endRoomOutOfOrder',
    summary: 'Puts a room back in service: its out-of-order nights from today on open again',
    description:
      'A period that had started leaves the room DIRTY (repairs leave dust); a planned one is just removed. Only the closings the period wrote are opened. 409 for a room that is not out of order or a stale `version`.',
    tags: TAGS,
    access: 'session-xsrf',
    params: housekeepingRoomParams,
    query: outOfOrderEndQuery,
    pathExamples: ROOM,
    success: ROOM_ANSWER,
    errors: [400, 401, 403, 404, 409],
  },
  {
    method: 'get',
    path: `${BASE}/settings`,
    operationId: 'getHousekeepingSettings',
    summary: 'How often stay-overs are serviced',
    tags: TAGS,
    access: 'session',
    params: hotelParams,
    pathExamples: { hotelId: '1' },
    success: {
      status: 200,
      description: 'The settings',
      schema: housekeepingSettings,
      cacheControl: 'no-store',
      example: { stayOverEvery: 1, version: 1 },
    },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'put',
    path: `${BASE}/settings`,
    operationId: 'setHousekeepingSettings',
    summary: 'Sets how often stay-overs are serviced: every 1 (daily) to 14 days from their arrival',
    description: '`version` is the one read (1 when never saved): a stale one answers 409.',
    tags: TAGS,
    access: 'session-xsrf',
    params: hotelParams,
    body: housekeepingSettingsUpdate,
    pathExamples: { hotelId: '1' },
    bodyExample: { stayOverEvery: 2, version: 1 },
    success: {
      status: 200,
      description: 'The settings saved',
      schema: housekeepingSettings,
      cacheControl: 'no-store',
      example: { stayOverEvery: 2, version: 2 },
    },
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
];

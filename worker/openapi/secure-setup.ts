/**
 * The room types and rooms a hotel sets up (worker/routes/secure-room-types.ts, secure-rooms.ts)
 * for the OpenAPI document; appended to `secureOperations` in secure.ts.
 */
import { hotelParams } from '../../src/contracts/secure/common.ts';
import {
  roomTypeIdParams,
  roomTypeInput,
  roomTypesResponse,
  roomTypeUpdate,
  roomTypeView,
  setupDeleteQuery,
} from '../../src/contracts/secure/room-types.ts';
import {
  roomIdParams,
  roomInput,
  roomRangeInput,
  roomsResponse,
  roomUpdate,
  roomView,
} from '../../src/contracts/secure/rooms.ts';
import type { OperationSpec } from './registry.ts';

const H = '/api/rs/secure/hotels/{hotelId}';
const HOTEL = { hotelId: '1' };
const ONE = { hotelId: '1', id: '101' };
const TAGS = ['Back office: room types and rooms'] as const;
const NO_STORE = 'no-store';
const WRITE_ERRORS = [400, 401, 403, 404, 409, 413, 415] as const;
const noStore = <T>(status: 200 | 201, description: string, schema: T) => ({
  status,
  description,
  schema,
  cacheControl: NO_STORE,
});

const ROOM_TYPE_EXAMPLE = {
  name: { en: 'Double with a view', it: 'Doppia vista lago' },
  description: { en: 'Balcony over the lake.', it: 'Balcone sul lago.' },
  category: 'DOUBLE',
  occupancy: { adults: 2, boys: 0, children: 1, kids: 1, total: 3 },
  baseOccupancy: 2,
  sizeSqm: 22,
  amenities: ['AIR_CONDITIONING', 'PRIVATE_BATHROOM', 'WIFI', 'LAKE_VIEW'],
  enabled: true,
};

export const setupOperations: OperationSpec[] = [
  {
    method: 'get',
    path: `${H}/room-types`,
    operationId: 'listRoomTypes',
    summary: "The hotel's room types, enabled or not, with their rooms' count",
    tags: TAGS,
    access: 'session',
    params: hotelParams,
    pathExamples: HOTEL,
    success: noStore(200, 'The room types', roomTypesResponse),
    errors: [400, 401, 403],
  },
  {
    method: 'post',
    path: `${H}/room-types`,
    operationId: 'createRoomType',
    summary: 'Create a room type (it sells once it has rooms and rates)',
    description:
      'Occupancy per age band (adults 18+, boys 13-17, children 3-12, kids 0-2) and in all: the total is at least the adults and at most the bands added up. `baseOccupancy` (guests the rate covers when priced by occupancy) defaults to the adults, at most the total. The new type is linked to every channel of the hotel.',
    tags: TAGS,
    access: 'session-xsrf',
    params: hotelParams,
    body: roomTypeInput,
    pathExamples: HOTEL,
    bodyExample: ROOM_TYPE_EXAMPLE,
    success: noStore(201, 'The room type', roomTypeView),
    errors: [400, 401, 403, 413, 415],
  },
  {
    method: 'put',
    path: `${H}/room-types/{id}`,
    operationId: 'updateRoomType',
    summary: 'Edit a room type',
    description:
      '`version` is the one the screen read: a stale one answers 409. Disabling it while stays from today on are booked on it, or lowering its occupancy below one of their parties, answers 409 with how many and which reservations; nothing is written.',
    tags: TAGS,
    access: 'session-xsrf',
    params: roomTypeIdParams,
    body: roomTypeUpdate,
    pathExamples: ONE,
    bodyExample: { ...ROOM_TYPE_EXAMPLE, version: 1 },
    success: noStore(200, 'The room type', roomTypeView),
    errors: WRITE_ERRORS,
  },
  {
    method: 'delete',
    path: `${H}/room-types/{id}`,
    operationId: 'deleteRoomType',
    summary: 'Remove a room type with no rooms and no stays',
    description:
      '`version` (query) is the one the screen read. 409 with the count when rooms belong to it (move or remove them first), when stays from today on are booked on it (with their codes), or when past stays keep it (disable it instead).',
    tags: TAGS,
    access: 'session-xsrf',
    params: roomTypeIdParams,
    query: setupDeleteQuery,
    pathExamples: ONE,
    success: { status: 204, description: 'Removed' },
    errors: [400, 401, 403, 404, 409],
  },
  {
    method: 'get',
    path: `${H}/rooms`,
    operationId: 'listRooms',
    summary: "The hotel's physical rooms",
    tags: TAGS,
    access: 'session',
    params: hotelParams,
    pathExamples: HOTEL,
    success: noStore(200, 'The rooms', roomsResponse),
    errors: [400, 401, 403],
  },
  {
    method: 'post',
    path: `${H}/rooms`,
    operationId: 'createRoom',
    summary: 'Add a room to a room type: the public search sells it at once',
    description:
      "The number (or name) is unique in the hotel whatever its case: a taken one answers 400 on `number`. The room counts in its type's inventory from the hotel's today on, in the same write.",
    tags: TAGS,
    access: 'session-xsrf',
    params: hotelParams,
    body: roomInput,
    pathExamples: HOTEL,
    bodyExample: { roomTypeId: 101, number: '301', floor: 3, notes: 'Connecting door to 302' },
    success: noStore(201, 'The room', roomView),
    errors: [400, 401, 403, 409, 413, 415],
  },
  {
    method: 'post',
    path: `${H}/rooms/range`,
    operationId: 'createRoomRange',
    summary: 'Add the rooms of a range of numbers (101–120, A1–A9) to a room type',
    description:
      'The same text around a run of digits that counts up (zero padding kept), at most 200 rooms. When any number already exists nothing is created: 400 on `from`, naming them.',
    tags: TAGS,
    access: 'session-xsrf',
    params: hotelParams,
    body: roomRangeInput,
    pathExamples: HOTEL,
    bodyExample: { roomTypeId: 101, from: '101', to: '120', floor: 1 },
    success: noStore(201, 'The rooms created', roomsResponse),
    errors: [400, 401, 403, 409, 413, 415],
  },
  {
    method: 'put',
    path: `${H}/rooms/{id}`,
    operationId: 'updateRoom',
    summary: 'Edit a room, move it to another room type, or take it out of service',
    description:
      '`version` is the one the screen read: a stale one answers 409. Moving it or disabling it (`enabled` false: its type sells one room fewer) while stays from today on are assigned to it answers 409 with how many and which reservations (move them in the planning first), as does a night when every room of its type is sold.',
    tags: TAGS,
    access: 'session-xsrf',
    params: roomIdParams,
    body: roomUpdate,
    pathExamples: ONE,
    bodyExample: { roomTypeId: 102, number: '301', floor: 3, notes: null, enabled: true, version: 1 },
    success: noStore(200, 'The room', roomView),
    errors: WRITE_ERRORS,
  },
  {
    method: 'delete',
    path: `${H}/rooms/{id}`,
    operationId: 'deleteRoom',
    summary: 'Remove a room',
    description:
      '`version` (query) is the one the screen read. 409 with the reservations when stays from today on are assigned to it, or with the nights when every room of its type is sold; its type sells one room fewer from today on.',
    tags: TAGS,
    access: 'session-xsrf',
    params: roomIdParams,
    query: setupDeleteQuery,
    pathExamples: ONE,
    success: { status: 204, description: 'Removed' },
    errors: [400, 401, 403, 404, 409],
  },
];

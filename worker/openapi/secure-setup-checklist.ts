/**
 * The setup checklist (worker/routes/secure-setup-checklist.ts) for the OpenAPI document;
 * appended to `secureOperations` in secure.ts.
 */
import { hotelParams } from '../../src/contracts/secure/common.ts';
import {
  type SetupChecklistResponse,
  setupChecklistResponse,
} from '../../src/contracts/secure/setup-checklist.ts';
import type { OperationSpec } from './registry.ts';

/** A hotel half-way: info, photos, one room type with two rooms; no plan, taxes, prices or site yet. */
export const SETUP_CHECKLIST_EXAMPLE: SetupChecklistResponse = {
  steps: [
    { key: 'hotel', done: true, count: null },
    { key: 'photos', done: true, count: 4 },
    { key: 'room-types', done: true, count: 1 },
    { key: 'rooms', done: true, count: 2 },
    { key: 'rate-plans', done: false, count: 0 },
    { key: 'taxes', done: false, count: null },
    { key: 'prices', done: false, count: null },
    { key: 'widget', done: false, count: 0 },
  ],
  open: false,
};

export const setupChecklistOperations: OperationSpec[] = [
  {
    method: 'get',
    path: '/api/rs/secure/hotels/{hotelId}/setup',
    operationId: 'getSetupChecklist',
    summary: "The hotel's setup checklist: eight steps to its first night sold, each done or not",
    description:
      "In order: `hotel` (the address; registration gives the name and type), `photos` (the gallery), `room-types` and `rooms` (enabled ones), `rate-plans` (an enabled primary plan selling an enabled room type, with a cancellation policy), `taxes` (the taxes screen saved once), `prices` (a night from the hotel's today on priced on a primary plan), `widget` (a site added for the widget). Each is read from the data, never ticked by hand; `count` is what the step counts, null where it counts nothing. The back office lands on its screen until every step is done.",
    tags: ['Back office: hotels'],
    access: 'session',
    params: hotelParams,
    pathExamples: { hotelId: '1' },
    success: {
      status: 200,
      description: 'The steps',
      schema: setupChecklistResponse,
      cacheControl: 'no-store',
      example: SETUP_CHECKLIST_EXAMPLE,
    },
    errors: [400, 401, 403, 404],
  },
  {
    method: 'post',
    path: '/api/rs/secure/hotels/{hotelId}/setup/open',
    operationId: 'openHotelForBookings',
    summary: 'Opens a registered hotel for bookings once it has what a guest books',
    description:
      'A registered hotel is closed to guests (no page, search or widget bookings) until it opens. Opening needs the steps `room-types`, `rooms`, `rate-plans`, `taxes` and `prices` done: before, 409 with `error.setup.not.ready` and the steps still to do. The change is audited and takes effect at once (the rates version moves). Opening an open hotel changes nothing. Answers the checklist with `open: true`.',
    tags: ['Back office: hotels'],
    access: 'session',
    params: hotelParams,
    pathExamples: { hotelId: '1' },
    success: {
      status: 200,
      description: 'The checklist of the hotel, now open',
      schema: setupChecklistResponse,
      cacheControl: 'no-store',
      example: {
        ...SETUP_CHECKLIST_EXAMPLE,
        steps: SETUP_CHECKLIST_EXAMPLE.steps.map((step) => ({ ...step, done: true })),
        open: true,
      },
    },
    errors: [400, 401, 403, 404, 409],
  },
  {
    method: 'delete',
    path: '/api/rs/secure/hotels/{hotelId}/setup/open',
    operationId: 'closeHotelForBookings',
    summary: 'Closes a hotel for bookings (a season, a renovation); stays already booked are kept',
    description:
      'Its page, the public lists, the search and the widget stop selling it at once (audited; the rates version moves). Closing a closed hotel changes nothing. Answers the checklist with `open: false`.',
    tags: ['Back office: hotels'],
    access: 'session',
    params: hotelParams,
    pathExamples: { hotelId: '1' },
    success: {
      status: 200,
      description: 'The checklist of the hotel, now closed',
      schema: setupChecklistResponse,
      cacheControl: 'no-store',
      example: { ...SETUP_CHECKLIST_EXAMPLE, open: false },
    },
    errors: [400, 401, 403, 404],
  },
];

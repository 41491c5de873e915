/**
 * The rate plans a hotel sets up (worker/routes/secure-rate-plans.ts) for the OpenAPI document;
 * appended to `secureOperations` in secure.ts.
 */
import { hotelParams } from '../../src/contracts/secure/common.ts';
import {
  ratePlanIdParams,
  ratePlanInput,
  ratePlansResponse,
  ratePlanUpdate,
  ratePlanView,
  setupDeleteQuery,
} from '../../src/contracts/secure/rate-plans.ts';
import type { OperationSpec } from './registry.ts';

const H = '/api/rs/secure/hotels/{hotelId}';
const HOTEL = { hotelId: '1' };
const ONE = { hotelId: '1', id: '11' };
const TAGS = ['Back office: rate plans'] as const;
const NO_STORE = 'no-store';
const noStore = <T>(status: 200 | 201, description: string, schema: T) => ({
  status,
  description,
  schema,
  cacheControl: NO_STORE,
});

/** A derived plan: 10 % below plan 11, breakfast included, for two room types and the hotel's own site. */
const RATE_PLAN_EXAMPLE = {
  name: { en: 'Bed and breakfast', it: 'Camera e colazione' },
  type: 'STANDARD',
  derivation: { parentId: 11, kind: 'PERCENTAGE', value: -10 },
  includedMealPlans: ['BREAKFAST'],
  roomTypeIds: [101, 102],
  channels: ['WEBSITE', 'BOOKING'],
  pricingModel: 'PER_ROOM',
  occupantsForBaseRate: null,
  cancellationPolicyId: null,
  noShowPolicyId: null,
  minStay: 2,
  maxStay: 14,
  enabled: true,
};

export const ratePlanOperations: OperationSpec[] = [
  {
    method: 'get',
    path: `${H}/rate-plans`,
    operationId: 'listRatePlans',
    summary: "The hotel's rate plans, and the room types, channels and policies they choose from",
    description:
      'Policies come in the booking engine\u2019s shape (deadline, penalties, deposit), which the screen says in words as a guest reads them.',
    tags: TAGS,
    access: 'session',
    params: hotelParams,
    pathExamples: HOTEL,
    success: noStore(200, 'The rate plans', ratePlansResponse),
    errors: [400, 401, 403],
  },
  {
    method: 'post',
    path: `${H}/rate-plans`,
    operationId: 'createRatePlan',
    summary: 'Create a rate plan (a primary one sells once the ratesheet has its prices)',
    description:
      'At least `{ "name": { "en": "…" }, "type": "STANDARD" }`. A derived plan (`derivation`) follows a primary plan of the same hotel by a signed percentage or amount in cents a night (no chains): 400 on `derivation.parentId` otherwise. `roomTypeIds` and `channels` null or left out mean all of them. With no `cancellationPolicyId` the hotel\u2019s first cancellation policy applies; a hotel with none gets one, free until 1 day before arrival then the first night, in the same write.',
    tags: TAGS,
    access: 'session-xsrf',
    params: hotelParams,
    body: ratePlanInput,
    pathExamples: HOTEL,
    bodyExample: RATE_PLAN_EXAMPLE,
    success: noStore(201, 'The rate plan', ratePlanView),
    errors: [400, 401, 403, 409, 413, 415],
  },
  {
    method: 'put',
    path: `${H}/rate-plans/{id}`,
    operationId: 'updateRatePlan',
    summary: 'Edit a rate plan, or take it off sale',
    description:
      '`version` is the one the screen read: a stale one answers 409. Disabling it (or making it derived) when it is the hotel\u2019s only enabled primary plan answers 409; disabling it while stays from today on are booked on it answers 409 with how many and which reservations; nothing is written.',
    tags: TAGS,
    access: 'session-xsrf',
    params: ratePlanIdParams,
    body: ratePlanUpdate,
    pathExamples: ONE,
    bodyExample: { ...RATE_PLAN_EXAMPLE, version: 1 },
    success: noStore(200, 'The rate plan', ratePlanView),
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
  {
    method: 'delete',
    path: `${H}/rate-plans/{id}`,
    operationId: 'deleteRatePlan',
    summary: 'Remove a rate plan never booked',
    description:
      '`version` (query) is the one the screen read. 409 when it is the hotel\u2019s only enabled primary plan, when derived plans follow it (with their names), when stays from today on are booked on it (with their codes), or when past stays keep it (disable it instead).',
    tags: TAGS,
    access: 'session-xsrf',
    params: ratePlanIdParams,
    query: setupDeleteQuery,
    pathExamples: ONE,
    success: { status: 204, description: 'Removed' },
    errors: [400, 401, 403, 404, 409],
  },
];

/**
 * A hotel's policies and taxes (worker/routes/secure-policies.ts) for the OpenAPI document;
 * appended to `secureOperations` in secure.ts.
 */
import { hotelParams } from '../../src/contracts/secure/common.ts';
import { policiesInput, policiesView } from '../../src/contracts/secure/policies.ts';
import { taxesInput, taxesView } from '../../src/contracts/secure/taxes.ts';
import type { OperationSpec } from './registry.ts';

const H = '/api/rs/secure/hotels/{hotelId}';
const HOTEL = { hotelId: '1' };
const TAGS = ['Back office: policies and taxes'] as const;
const noStore = <T>(description: string, schema: T) => ({
  status: 200 as const,
  description,
  schema,
  cacheControl: 'no-store',
});

const POLICIES_EXAMPLE = {
  cancellationPolicies: [
    {
      id: 1,
      name: 'Flexible',
      freeUntil: { count: 2, unit: 'DAYS' },
      penalty: { type: 'FIRST_NIGHT', percentage: null },
      deposit: false,
      earlyCheckout: null,
    },
    {
      id: 2,
      name: 'Non-refundable',
      freeUntil: null,
      penalty: { type: 'WHOLE_STAY', percentage: null },
      deposit: true,
      earlyCheckout: { nights: 2, percentage: 100 },
    },
    {
      name: 'Half after 7 days',
      freeUntil: { count: 7, unit: 'DAYS' },
      penalty: { type: 'PERCENTAGE', percentage: 50 },
      deposit: false,
    },
  ],
  noShowPolicies: [{ id: 1, name: 'First night', charge: { type: 'FIRST_NIGHT', percentage: null } }],
  deposit: { kind: 'PERCENTAGE', value: 30, dueDaysBeforeArrival: null },
  version: 1,
};

const TAXES_EXAMPLE = {
  vat: { accommodation: 10, extras: 22 },
  cityTax: { amountCents: 350, payingBands: ['adults', 'boys'], maxNights: 7 },
  version: 1,
};

export const policyOperations: OperationSpec[] = [
  {
    method: 'get',
    path: `${H}/policies`,
    operationId: 'getPolicies',
    summary: "The hotel's cancellation and no-show policies and its deposit",
    description:
      "Each policy in the manager's terms (free until N days or hours before arrival, then the first night, a percentage of the stay or the whole stay) with the rate plans that use it. A stored policy whose terms the form cannot say (a fee before the deadline, several nights…) reads as `CUSTOM`.",
    tags: TAGS,
    access: 'session',
    params: hotelParams,
    pathExamples: HOTEL,
    success: noStore('The policies', policiesView),
    errors: [400, 401, 403, 404],
  },
  {
    method: 'put',
    path: `${H}/policies`,
    operationId: 'updatePolicies',
    summary: "Save the hotel's policies and deposit (the whole document)",
    description:
      "`version` is the one the screen read: a stale one answers 409. A policy with an `id` is edited in place (rate plans keep pointing at it), one without is added, one left out is removed; removing a policy a rate plan uses answers 409 naming the plans, and nothing is written. `CUSTOM` keeps a stored policy's terms as they are (refused for a new one). The widget shows the new terms at once.",
    tags: TAGS,
    access: 'session-xsrf',
    params: hotelParams,
    body: policiesInput,
    pathExamples: HOTEL,
    bodyExample: POLICIES_EXAMPLE,
    success: noStore('The saved policies', policiesView),
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
  {
    method: 'get',
    path: `${H}/taxes`,
    operationId: 'getTaxes',
    summary: "The hotel's VAT rates and city tax",
    tags: TAGS,
    access: 'session',
    params: hotelParams,
    pathExamples: HOTEL,
    success: noStore('The taxes', taxesView),
    errors: [400, 401, 403, 404],
  },
  {
    method: 'put',
    path: `${H}/taxes`,
    operationId: 'updateTaxes',
    summary: "Save the hotel's VAT rates and city tax",
    description:
      'VAT is included in the prices guests see: the nights at `vat.accommodation`, extra beds and bookable services at `vat.extras`. City tax (`amountCents` per guest per night, for `payingBands`, at most `maxNights` nights; null: every night) is added to the total (the widget shows prices with it included) and paid at the hotel. `version` is the one the screen read: a stale one answers 409.',
    tags: TAGS,
    access: 'session-xsrf',
    params: hotelParams,
    body: taxesInput,
    pathExamples: HOTEL,
    bodyExample: TAXES_EXAMPLE,
    success: noStore('The saved taxes', taxesView),
    errors: [400, 401, 403, 404, 409, 413, 415],
  },
];

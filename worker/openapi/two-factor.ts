/**
 * Two-factor sign-in (decision 061) for the OpenAPI document: the sign-in's second step (public),
 * My account's two-factor routes and the hotel's requirement (secure). Appended to
 * `publicOperations` (public.ts) and `secureOperations` (secure.ts).
 */

import { meResponse } from '../../src/contracts/public-responses.ts';
import { hotelParams } from '../../src/contracts/secure/common.ts';
import {
  hotelTwoFactorSetting,
  recoveryCodes,
  twoFactorCodeInput,
  twoFactorDisableInput,
  twoFactorEnrolment,
  twoFactorLoginInput,
  twoFactorPasswordInput,
  twoFactorStatus,
} from '../../src/contracts/two-factor.ts';
import { JSON_WRITE, type OperationSpec } from './registry.ts';

const A = '/api/rs/secure/account/two-factor';
const ACCOUNT_TAGS = ['Back office: my account'] as const;
const NO_STORE = 'no-store';
const noStore = <T>(description: string, schema: T) => ({
  status: 200 as const,
  description,
  schema,
  cacheControl: NO_STORE,
});

export const twoFactorPublicOperations: OperationSpec[] = [
  {
    method: 'post',
    path: '/api/rs/public/session/two-factor',
    operationId: 'loginTwoFactor',
    summary: "Complete a sign-in with the authenticator's code or a recovery code",
    description:
      'After `POST session` answered `{ "twoFactor": true }` and set the pending sign-in cookie `__Host-itaca_two_factor` (HttpOnly, 5 minutes, not a session: the secure API refuses it). Send `code` (6 digits; a code works once) or `recoveryCode` (each works once). Wrong codes answer 400 (`error.two.factor.code` / `error.two.factor.recovery`) and count in the login throttle (429 with `Retry-After`); after 5 the pending sign-in is gone and the answer is 401 `error.two.factor.expired`. Success sets the session cookies as `POST session` does.',
    tags: ['Session'],
    access: 'anyone',
    body: twoFactorLoginInput,
    bodyExample: { code: '123456' },
    success: { status: 200, description: 'The manager, signed in', schema: meResponse },
    errors: [...JSON_WRITE, 401, 429],
  },
];

export const twoFactorSecureOperations: OperationSpec[] = [
  {
    method: 'get',
    path: A,
    operationId: 'getTwoFactor',
    summary: 'Whether two-factor sign-in is on, and the recovery codes left',
    tags: ACCOUNT_TAGS,
    access: 'session',
    success: noStore('The state of two-factor sign-in', twoFactorStatus),
    errors: [401],
  },
  {
    method: 'post',
    path: `${A}/enrolment`,
    operationId: 'startTwoFactorEnrolment',
    summary: 'A new authenticator secret to scan (two-factor is on only once a first code confirms it)',
    description:
      'Starts again over an enrolment not confirmed yet; 409 `error.two.factor.state` when two-factor is on already. 503 `error.two.factor.unavailable` when the server has no TWO_FACTOR_KEY.',
    tags: ACCOUNT_TAGS,
    access: 'session-xsrf',
    success: noStore('The secret (base32) and its otpauth:// URI', twoFactorEnrolment),
    errors: [401, 403, 409, 413, 415, 503],
  },
  {
    method: 'post',
    path: `${A}/confirmation`,
    operationId: 'confirmTwoFactor',
    summary: 'Turn two-factor on with the first code; answers the ten recovery codes, once',
    tags: ACCOUNT_TAGS,
    access: 'session-xsrf',
    body: twoFactorCodeInput,
    success: noStore('Two-factor is on; the recovery codes are shown this once', recoveryCodes),
    errors: [400, 401, 403, 409, 413, 415, 503],
  },
  {
    method: 'post',
    path: `${A}/recovery-codes`,
    operationId: 'regenerateRecoveryCodes',
    summary: 'Ten new recovery codes (the current password required); the old ones stop working',
    tags: ACCOUNT_TAGS,
    access: 'session-xsrf',
    body: twoFactorPasswordInput,
    success: noStore('The new recovery codes, shown this once', recoveryCodes),
    errors: [400, 401, 403, 409, 413, 415],
  },
  {
    method: 'post',
    path: `${A}/disable`,
    operationId: 'disableTwoFactor',
    summary: 'Turn two-factor off (the current password and a code required)',
    description: 'Wrong codes count in the login throttle (429 with `Retry-After`).',
    tags: ACCOUNT_TAGS,
    access: 'session-xsrf',
    body: twoFactorDisableInput,
    success: noStore('Two-factor is off', twoFactorStatus),
    errors: [400, 401, 403, 409, 413, 415, 429, 503],
  },
  {
    method: 'get',
    path: '/api/rs/secure/hotels/{hotelId}/staff/two-factor',
    operationId: 'getHotelTwoFactor',
    summary: 'Whether the hotel requires two-factor sign-in of its owners and managers',
    tags: ['Back office: staff'],
    access: 'session',
    params: hotelParams,
    pathExamples: { hotelId: '1' },
    success: noStore('The setting', hotelTwoFactorSetting),
    errors: [400, 401, 403],
  },
  {
    method: 'put',
    path: '/api/rs/secure/hotels/{hotelId}/staff/two-factor',
    operationId: 'setHotelTwoFactor',
    summary: 'Require two-factor sign-in of owners and managers, or not (owners only)',
    description:
      'When on, every hotel route answers 403 `error.two.factor.required` to an owner or manager without two-factor. Only an owner changes it (403 `error.two.factor.owner.only`), and turns it on only with their own two-factor on (409 `error.two.factor.enrol.first`).',
    tags: ['Back office: staff'],
    access: 'session-xsrf',
    params: hotelParams,
    pathExamples: { hotelId: '1' },
    body: hotelTwoFactorSetting,
    bodyExample: { required: true },
    success: noStore('The setting', hotelTwoFactorSetting),
    errors: [400, 401, 403, 409, 413, 415],
  },
];

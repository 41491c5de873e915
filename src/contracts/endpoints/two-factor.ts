/**
 * The secure API's two factor endpoints: method, path and the zod schemas of each (decision 062).
 * The worker validates with these schemas; worker/openapi/ adds the prose; the back office calls
 * them through `secureApi`.
 */
import { endpoint } from '../endpoint.ts';
import { hotelParams } from '../secure/common.ts';
import {
  hotelTwoFactorSetting,
  recoveryCodes,
  twoFactorCodeInput,
  twoFactorDisableInput,
  twoFactorEnrolment,
  twoFactorPasswordInput,
  twoFactorStatus,
} from '../two-factor.ts';

export const twoFactorEndpoints = {
  getTwoFactor: endpoint({
    method: 'get',
    path: '/api/rs/secure/account/two-factor',
    operationId: 'getTwoFactor',
    response: twoFactorStatus,
  }),
  startTwoFactorEnrolment: endpoint({
    method: 'post',
    path: '/api/rs/secure/account/two-factor/enrolment',
    operationId: 'startTwoFactorEnrolment',
    response: twoFactorEnrolment,
  }),
  confirmTwoFactor: endpoint({
    method: 'post',
    path: '/api/rs/secure/account/two-factor/confirmation',
    operationId: 'confirmTwoFactor',
    body: twoFactorCodeInput,
    response: recoveryCodes,
  }),
  regenerateRecoveryCodes: endpoint({
    method: 'post',
    path: '/api/rs/secure/account/two-factor/recovery-codes',
    operationId: 'regenerateRecoveryCodes',
    body: twoFactorPasswordInput,
    response: recoveryCodes,
  }),
  disableTwoFactor: endpoint({
    method: 'post',
    path: '/api/rs/secure/account/two-factor/disable',
    operationId: 'disableTwoFactor',
    body: twoFactorDisableInput,
    response: twoFactorStatus,
  }),
  getHotelTwoFactor: endpoint({
    method: 'get',
    path: '/api/rs/secure/hotels/{hotelId}/staff/two-factor',
    operationId: 'getHotelTwoFactor',
    params: hotelParams,
    response: hotelTwoFactorSetting,
  }),
  setHotelTwoFactor: endpoint({
    method: 'put',
    path: '/api/rs/secure/hotels/{hotelId}/staff/two-factor',
    operationId: 'setHotelTwoFactor',
    params: hotelParams,
    body: hotelTwoFactorSetting,
    response: hotelTwoFactorSetting,
  }),
};

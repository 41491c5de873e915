/**
 * The secure API's payment settings endpoints: method, path and the zod schemas of each (decision 062).
 * The worker validates with these schemas; worker/openapi/ adds the prose; the back office calls
 * them through `secureApi`.
 */
import { endpoint } from '../endpoint.ts';
import { hotelParams } from '../secure/common.ts';
import { paymentSettingsUpdate, paymentSettingsView } from '../secure/payment-settings.ts';

export const paymentSettingsEndpoints = {
  getPaymentSettings: endpoint({
    method: 'get',
    path: '/api/rs/secure/hotels/{hotelId}/payment-settings',
    operationId: 'getPaymentSettings',
    params: hotelParams,
    response: paymentSettingsView,
  }),
  savePaymentSettings: endpoint({
    method: 'put',
    path: '/api/rs/secure/hotels/{hotelId}/payment-settings',
    operationId: 'savePaymentSettings',
    params: hotelParams,
    body: paymentSettingsUpdate,
    response: paymentSettingsView,
  }),
};

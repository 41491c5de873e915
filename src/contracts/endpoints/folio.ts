/**
 * The secure API's folio endpoints: method, path and the zod schemas of each (decision 062).
 * The worker validates with these schemas; worker/openapi/ adds the prose; the back office calls
 * them through `secureApi`.
 */
import { staffReservationParams } from '../booking.ts';
import { endpoint } from '../endpoint.ts';
import {
  folioChargeInput,
  folioPaymentInput,
  folioRefundInput,
  folioView,
  folioWaiverInput,
  receiptNumberView,
  receiptVoidInput,
  receiptVoidParams,
} from '../secure/folio.ts';

export const folioEndpoints = {
  getFolio: endpoint({
    method: 'get',
    path: '/api/rs/secure/hotels/{hotelId}/reservations/{code}/folio',
    operationId: 'getFolio',
    params: staffReservationParams,
    response: folioView,
  }),
  addFolioCharge: endpoint({
    method: 'post',
    path: '/api/rs/secure/hotels/{hotelId}/reservations/{code}/folio/charges',
    operationId: 'addFolioCharge',
    params: staffReservationParams,
    body: folioChargeInput,
    response: folioView,
  }),
  recordFolioPayment: endpoint({
    method: 'post',
    path: '/api/rs/secure/hotels/{hotelId}/reservations/{code}/folio/payments',
    operationId: 'recordFolioPayment',
    params: staffReservationParams,
    body: folioPaymentInput,
    response: folioView,
  }),
  recordFolioRefund: endpoint({
    method: 'post',
    path: '/api/rs/secure/hotels/{hotelId}/reservations/{code}/folio/refunds',
    operationId: 'recordFolioRefund',
    params: staffReservationParams,
    body: folioRefundInput,
    response: folioView,
  }),
  waiveFolioPenalty: endpoint({
    method: 'post',
    path: '/api/rs/secure/hotels/{hotelId}/reservations/{code}/folio/waivers',
    operationId: 'waiveFolioPenalty',
    params: staffReservationParams,
    body: folioWaiverInput,
    response: folioView,
  }),
  issueReceiptNumber: endpoint({
    method: 'post',
    path: '/api/rs/secure/hotels/{hotelId}/reservations/{code}/folio/receipts',
    operationId: 'issueReceiptNumber',
    params: staffReservationParams,
    response: receiptNumberView,
  }),
  voidReceiptNumber: endpoint({
    method: 'post',
    path: '/api/rs/secure/hotels/{hotelId}/reservations/{code}/folio/receipts/{year}/{number}/void',
    operationId: 'voidReceiptNumber',
    params: receiptVoidParams,
    body: receiptVoidInput,
  }),
};

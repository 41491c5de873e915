/**
 * The secure API's reservations endpoints: method, path and the zod schemas of each (decision 062).
 * The worker validates with these schemas; worker/openapi/ adds the prose; the back office calls
 * them through `secureApi`.
 */
import { staffActionSchema, staffReservationParams } from '../booking.ts';
import { reservationActionResultResponse } from '../booking-answers.ts';
import { endpoint } from '../endpoint.ts';
import { staffReservationResponse } from '../reservation-view.ts';
import { hotelParams } from '../secure/common.ts';
import {
  downloadedFile,
  reservationExportQuery,
  reservationListPage,
  reservationListQuery,
} from '../secure/reservations.ts';

export const reservationsEndpoints = {
  listReservations: endpoint({
    method: 'get',
    path: '/api/rs/secure/hotels/{hotelId}/reservations',
    operationId: 'listReservations',
    params: hotelParams,
    query: reservationListQuery,
    response: reservationListPage,
  }),
  exportReservations: endpoint({
    method: 'get',
    path: '/api/rs/secure/hotels/{hotelId}/reservations/export',
    operationId: 'exportReservations',
    params: hotelParams,
    query: reservationExportQuery,
    response: downloadedFile,
  }),
  getStaffReservation: endpoint({
    method: 'get',
    path: '/api/rs/secure/hotels/{hotelId}/reservations/{code}',
    operationId: 'getStaffReservation',
    params: staffReservationParams,
    response: staffReservationResponse,
  }),
  cancelStaffReservation: endpoint({
    method: 'post',
    path: '/api/rs/secure/hotels/{hotelId}/reservations/{code}/cancel',
    operationId: 'cancelStaffReservation',
    params: staffReservationParams,
    body: staffActionSchema,
    response: reservationActionResultResponse,
  }),
  recordNoShow: endpoint({
    method: 'post',
    path: '/api/rs/secure/hotels/{hotelId}/reservations/{code}/no-show',
    operationId: 'recordNoShow',
    params: staffReservationParams,
    body: staffActionSchema,
    response: reservationActionResultResponse,
  }),
  earlyCheckout: endpoint({
    method: 'post',
    path: '/api/rs/secure/hotels/{hotelId}/reservations/{code}/early-checkout',
    operationId: 'earlyCheckout',
    params: staffReservationParams,
    body: staffActionSchema,
    response: reservationActionResultResponse,
  }),
  getReceipt: endpoint({
    method: 'get',
    path: '/api/rs/secure/hotels/{hotelId}/reservations/{code}/receipt',
    operationId: 'getReceipt',
    params: staffReservationParams,
  }),
};

/**
 * The secure API's front desk endpoints: method, path and the zod schemas of each (decision 062).
 * The worker validates with these schemas; worker/openapi/ adds the prose; the back office calls
 * them through `secureApi`.
 */
import { staffReservationParams } from '../booking.ts';
import { endpoint } from '../endpoint.ts';
import { hotelParams } from '../secure/common.ts';
import {
  checkInOptions,
  checkInRequest,
  checkOutRequest,
  checkOutResult,
  frontDeskQuery,
  frontDeskResponse,
  stayView,
  stayWriteRequest,
} from '../secure/front-desk.ts';

export const frontDeskEndpoints = {
  getFrontDesk: endpoint({
    method: 'get',
    path: '/api/rs/secure/hotels/{hotelId}/front-desk',
    operationId: 'getFrontDesk',
    params: hotelParams,
    query: frontDeskQuery,
    response: frontDeskResponse,
  }),
  getCheckInRooms: endpoint({
    method: 'get',
    path: '/api/rs/secure/hotels/{hotelId}/reservations/{code}/check-in',
    operationId: 'getCheckInRooms',
    params: staffReservationParams,
    response: checkInOptions,
  }),
  checkIn: endpoint({
    method: 'post',
    path: '/api/rs/secure/hotels/{hotelId}/reservations/{code}/check-in',
    operationId: 'checkIn',
    params: staffReservationParams,
    body: checkInRequest,
    response: stayView,
  }),
  undoCheckIn: endpoint({
    method: 'post',
    path: '/api/rs/secure/hotels/{hotelId}/reservations/{code}/check-in/undo',
    operationId: 'undoCheckIn',
    params: staffReservationParams,
    body: stayWriteRequest,
    response: stayView,
  }),
  checkOut: endpoint({
    method: 'post',
    path: '/api/rs/secure/hotels/{hotelId}/reservations/{code}/check-out',
    operationId: 'checkOut',
    params: staffReservationParams,
    body: checkOutRequest,
    response: checkOutResult,
  }),
};

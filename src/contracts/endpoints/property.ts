/**
 * The secure API's property endpoints: method, path and the zod schemas of each (decision 062).
 * The worker validates with these schemas; worker/openapi/ adds the prose; the back office calls
 * them through `secureApi`.
 */
import { endpoint } from '../endpoint.ts';
import { hotelParams } from '../secure/common.ts';
import {
  bedsUpdate,
  contactsUpdate,
  contactsView,
  hotelInfoUpdate,
  hotelInfoView,
  propertyResponse,
  roomTypeBedsView,
  roomTypeParams,
  serviceCreate,
  serviceParams,
  serviceUpdate,
  serviceView,
  versionQuery,
} from '../secure/property.ts';

export const propertyEndpoints = {
  getProperty: endpoint({
    method: 'get',
    path: '/api/rs/secure/hotels/{hotelId}/property',
    operationId: 'getProperty',
    params: hotelParams,
    response: propertyResponse,
  }),
  saveHotelInfo: endpoint({
    method: 'put',
    path: '/api/rs/secure/hotels/{hotelId}/property/info',
    operationId: 'saveHotelInfo',
    params: hotelParams,
    body: hotelInfoUpdate,
    response: hotelInfoView,
  }),
  saveHotelContacts: endpoint({
    method: 'put',
    path: '/api/rs/secure/hotels/{hotelId}/property/contacts',
    operationId: 'saveHotelContacts',
    params: hotelParams,
    body: contactsUpdate,
    response: contactsView,
  }),
  createHotelService: endpoint({
    method: 'post',
    path: '/api/rs/secure/hotels/{hotelId}/property/services',
    operationId: 'createHotelService',
    params: hotelParams,
    body: serviceCreate,
    response: serviceView,
  }),
  saveHotelService: endpoint({
    method: 'put',
    path: '/api/rs/secure/hotels/{hotelId}/property/services/{id}',
    operationId: 'saveHotelService',
    params: serviceParams,
    body: serviceUpdate,
    response: serviceView,
  }),
  removeHotelService: endpoint({
    method: 'delete',
    path: '/api/rs/secure/hotels/{hotelId}/property/services/{id}',
    operationId: 'removeHotelService',
    params: serviceParams,
    query: versionQuery,
  }),
  saveRoomTypeBeds: endpoint({
    method: 'put',
    path: '/api/rs/secure/hotels/{hotelId}/property/room-types/{roomTypeId}/beds',
    operationId: 'saveRoomTypeBeds',
    params: roomTypeParams,
    body: bedsUpdate,
    response: roomTypeBedsView,
  }),
};

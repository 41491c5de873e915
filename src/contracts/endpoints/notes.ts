/**
 * The secure API's notes endpoints: method, path and the zod schemas of each (decision 062).
 * The worker validates with these schemas; worker/openapi/ adds the prose; the back office calls
 * them through `secureApi`.
 */
import { staffReservationParams } from '../booking.ts';
import { endpoint } from '../endpoint.ts';
import { hotelParams } from '../secure/common.ts';
import {
  noteCreate,
  noteDeleteQuery,
  noteParams,
  notesResponse,
  noteUpdate,
  noteView,
} from '../secure/notes.ts';
import { hotelNoteParams } from '../secure/property.ts';

export const notesEndpoints = {
  listNotes: endpoint({
    method: 'get',
    path: '/api/rs/secure/hotels/{hotelId}/reservations/{code}/notes',
    operationId: 'listNotes',
    params: staffReservationParams,
    response: notesResponse,
  }),
  addNote: endpoint({
    method: 'post',
    path: '/api/rs/secure/hotels/{hotelId}/reservations/{code}/notes',
    operationId: 'addNote',
    params: staffReservationParams,
    body: noteCreate,
    response: noteView,
  }),
  editNote: endpoint({
    method: 'put',
    path: '/api/rs/secure/hotels/{hotelId}/reservations/{code}/notes/{id}',
    operationId: 'editNote',
    params: noteParams,
    body: noteUpdate,
    response: noteView,
  }),
  removeNote: endpoint({
    method: 'delete',
    path: '/api/rs/secure/hotels/{hotelId}/reservations/{code}/notes/{id}',
    operationId: 'removeNote',
    params: noteParams,
    query: noteDeleteQuery,
  }),
  listHotelNotes: endpoint({
    method: 'get',
    path: '/api/rs/secure/hotels/{hotelId}/property/notes',
    operationId: 'listHotelNotes',
    params: hotelParams,
    response: notesResponse,
  }),
  addHotelNote: endpoint({
    method: 'post',
    path: '/api/rs/secure/hotels/{hotelId}/property/notes',
    operationId: 'addHotelNote',
    params: hotelParams,
    body: noteCreate,
    response: noteView,
  }),
  editHotelNote: endpoint({
    method: 'put',
    path: '/api/rs/secure/hotels/{hotelId}/property/notes/{id}',
    operationId: 'editHotelNote',
    params: hotelNoteParams,
    body: noteUpdate,
    response: noteView,
  }),
  removeHotelNote: endpoint({
    method: 'delete',
    path: '/api/rs/secure/hotels/{hotelId}/property/notes/{id}',
    operationId: 'removeHotelNote',
    params: hotelNoteParams,
    query: noteDeleteQuery,
  }),
};

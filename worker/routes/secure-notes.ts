/**
 * Staff notes, on a reservation and on the hotel, under /api/rs/secure/hotels/{hotelId}:
 *
 *   GET/POST   /reservations/{code}/notes, PUT/DELETE …/notes/{id}?version=  (permission notes.*)
 *   GET/POST   /property/notes,            PUT/DELETE …/notes/{id}?version=  (permission property.*)
 *
 * Each route validates, names its permission (the hotel guard has run), calls the notes use case
 * (worker/notes/notes.ts) and answers: 404 for a code that is not a reservation of the hotel or a
 * note that is not the owner's; 409 when another manager changed the note first (nothing is
 * written). The hotel's notes are a section of the property screen, so their 409 is the property
 * screen's own (the screen says so and keeps the typed text).
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { staffReservationParams } from '../../src/contracts/booking.ts';
import { hotelParams, VERSION_CONFLICT } from '../../src/contracts/secure/common.ts';
import {
  type NoteView,
  noteCreate,
  noteDeleteQuery,
  noteParams,
  noteUpdate,
} from '../../src/contracts/secure/notes.ts';
import { hotelNoteParams } from '../../src/contracts/secure/property.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, notFound, propertyChanged } from '../errors.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import {
  addNote,
  editNote,
  listNotes,
  type NoteAdded,
  type NoteEdited,
  type NoteOwner,
  type NoteRemoved,
  type NotesListed,
  removeNote,
} from '../notes/notes.ts';
import { requirePermission, signedInUser } from '../security/hotel-access.ts';
import { validate } from '../validation.ts';

const RESERVATION_NOTES = '/reservations/:code/notes';
const HOTEL_NOTES = '/property/notes';

export const NOTE_CHANGED = 'The note was changed meanwhile: reload the notes and try again';
export const NOTE_NOT_FOUND = 'Note not found';

type Ctx = Context<AppEnv>;
/** The 409 each owner's screen expects. */
type Conflict = () => ApiError;

const noteChanged: Conflict = () =>
  new ApiError(409, NOTE_CHANGED, [{ field: 'version', code: VERSION_CONFLICT }]);

const noStore = { 'Cache-Control': 'no-store' };

const reservation = (params: { hotelId: number; code: string }): NoteOwner => ({
  kind: 'reservation',
  hotelId: params.hotelId,
  code: params.code,
});
const hotel = (params: { hotelId: number }): NoteOwner => ({ kind: 'hotel', hotelId: params.hotelId });

function ownerNotFound(owner: NoteOwner): never {
  throw notFound(owner.kind === 'reservation' ? 'Reservation not found' : 'Hotel not found');
}

function listed(c: Ctx, owner: NoteOwner, result: NotesListed) {
  if (result.kind === 'owner-not-found') ownerNotFound(owner);
  return c.json<NoteView[]>(result.notes, 200, noStore);
}

function added(c: Ctx, owner: NoteOwner, result: NoteAdded) {
  if (result.kind === 'owner-not-found') ownerNotFound(owner);
  return c.json<NoteView>(result.note, 201, noStore);
}

function edited(c: Ctx, owner: NoteOwner, result: NoteEdited, conflict: Conflict) {
  if (result.kind === 'owner-not-found') ownerNotFound(owner);
  if (result.kind === 'not-found') throw notFound(NOTE_NOT_FOUND);
  if (result.kind === 'conflict') throw conflict();
  return c.json<NoteView>(result.note, 200, noStore);
}

function removed(c: Ctx, owner: NoteOwner, result: NoteRemoved, conflict: Conflict) {
  if (result.kind === 'owner-not-found') ownerNotFound(owner);
  if (result.kind === 'not-found') throw notFound(NOTE_NOT_FOUND);
  if (result.kind === 'conflict') throw conflict();
  return c.body(null, 204);
}

export const secureNoteRoutes = new Hono<AppEnv>()
  // A reservation's notes
  .get(
    RESERVATION_NOTES,
    failureMessage('Error getting the notes'),
    requirePermission('notes.read'),
    validate('param', staffReservationParams),
    async (c) => {
      const owner = reservation(c.req.valid('param'));
      return listed(c, owner, await listNotes(c.env.DB, owner));
    },
  )
  .post(
    RESERVATION_NOTES,
    failureMessage('Error saving the note'),
    requirePermission('notes.write'),
    validate('param', staffReservationParams),
    validate('json', noteCreate),
    async (c) => {
      const owner = reservation(c.req.valid('param'));
      const result = await addNote(c.env.DB, owner, c.req.valid('json'), signedInUser(c), new Date());
      return added(c, owner, result);
    },
  )
  .put(
    `${RESERVATION_NOTES}/:id`,
    failureMessage('Error saving the note'),
    requirePermission('notes.write'),
    validate('param', noteParams),
    validate('json', noteUpdate),
    async (c) => {
      const params = c.req.valid('param');
      const owner = reservation(params);
      const input = c.req.valid('json');
      const result = await editNote(c.env.DB, owner, params.id, input, signedInUser(c), new Date());
      return edited(c, owner, result, noteChanged);
    },
  )
  .delete(
    `${RESERVATION_NOTES}/:id`,
    failureMessage('Error removing the note'),
    requirePermission('notes.write'),
    validate('param', noteParams),
    validate('query', noteDeleteQuery),
    async (c) => {
      const params = c.req.valid('param');
      const owner = reservation(params);
      const { version } = c.req.valid('query');
      const result = await removeNote(c.env.DB, owner, params.id, version, signedInUser(c), new Date());
      return removed(c, owner, result, noteChanged);
    },
  )
  // The hotel's notes (a section of the property screen)
  .get(
    HOTEL_NOTES,
    failureMessage('Error getting the notes'),
    requirePermission('property.read'),
    validate('param', hotelParams),
    async (c) => {
      const owner = hotel(c.req.valid('param'));
      return listed(c, owner, await listNotes(c.env.DB, owner));
    },
  )
  .post(
    HOTEL_NOTES,
    failureMessage('Error saving the note'),
    requirePermission('property.write'),
    validate('param', hotelParams),
    validate('json', noteCreate),
    async (c) => {
      const owner = hotel(c.req.valid('param'));
      const result = await addNote(c.env.DB, owner, c.req.valid('json'), signedInUser(c), new Date());
      return added(c, owner, result);
    },
  )
  .put(
    `${HOTEL_NOTES}/:id`,
    failureMessage('Error saving the note'),
    requirePermission('property.write'),
    validate('param', hotelNoteParams),
    validate('json', noteUpdate),
    async (c) => {
      const params = c.req.valid('param');
      const owner = hotel(params);
      const input = c.req.valid('json');
      const result = await editNote(c.env.DB, owner, params.id, input, signedInUser(c), new Date());
      return edited(c, owner, result, propertyChanged);
    },
  )
  .delete(
    `${HOTEL_NOTES}/:id`,
    failureMessage('Error removing the note'),
    requirePermission('property.write'),
    validate('param', hotelNoteParams),
    validate('query', noteDeleteQuery),
    async (c) => {
      const params = c.req.valid('param');
      const owner = hotel(params);
      const { version } = c.req.valid('query');
      const result = await removeNote(c.env.DB, owner, params.id, version, signedInUser(c), new Date());
      return removed(c, owner, result, propertyChanged);
    },
  );

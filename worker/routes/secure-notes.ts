/**
 * Staff notes of a reservation (spec 001 §3 Note, §4, §5):
 * GET/POST /api/rs/secure/hotels/{hotelId}/reservations/{code}/notes and
 * PUT/DELETE …/notes/{id} (DELETE takes `?version=`).
 *
 * - Mounted under the hotel guard (worker/security/hotel-access.ts); 404 when the code is not a
 *   reservation of that hotel, or the note is not one of its notes.
 * - The author and the last editor are the signed-in manager (name and surname).
 * - Edits and deletions carry the note's version: when another manager changed or removed it
 *   meanwhile, nothing is written and the answer is 409 (the list reloads).
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { staffReservationParams } from '../../src/contracts/booking.ts';
import { VERSION_CONFLICT } from '../../src/contracts/secure/common.ts';
import {
  type NoteView,
  noteCreate,
  noteDeleteQuery,
  noteParams,
  noteUpdate,
} from '../../src/contracts/secure/notes.ts';
import { deleteNote, findNote, findReservationId, insertNote, listNotes, updateNote } from '../data/notes.ts';
import { staffActorOf } from '../data/reservation-events.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, notFound } from '../errors.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { requirePermission, signedInUser } from '../security/hotel-access.ts';
import { validate } from '../validation.ts';

const LIST = '/reservations/:code/notes';
const ONE = `${LIST}/:id`;

export const NOTE_CHANGED = 'The note was changed meanwhile: reload the notes and try again';
export const NOTE_NOT_FOUND = 'Note not found';

type Ctx = Context<AppEnv>;

async function reservationOf(c: Ctx, params: { hotelId: number; code: string }) {
  const reservationId = await findReservationId(c.env.DB, params);
  if (reservationId === null) throw notFound('Reservation not found');
  const user = signedInUser(c);
  return { user, reservationId, author: { name: user.name, surname: user.surname } };
}

/** 404 when the note is gone, else 409: it exists at another version. */
async function conflict(c: Ctx, reservationId: number, id: number): Promise<never> {
  if (!(await findNote(c.env.DB, reservationId, id))) throw notFound(NOTE_NOT_FOUND);
  throw new ApiError(409, NOTE_CHANGED, [{ field: 'version', code: VERSION_CONFLICT }]);
}

const noStore = { 'Cache-Control': 'no-store' };

export const secureNoteRoutes = new Hono<AppEnv>()
  .get(
    LIST,
    failureMessage('Error getting the notes'),
    requirePermission('notes.read'),
    validate('param', staffReservationParams),
    async (c) => {
      const { reservationId } = await reservationOf(c, c.req.valid('param'));
      return c.json<NoteView[]>(await listNotes(c.env.DB, reservationId), 200, noStore);
    },
  )
  .post(
    LIST,
    failureMessage('Error saving the note'),
    requirePermission('notes.write'),
    validate('param', staffReservationParams),
    validate('json', noteCreate),
    async (c) => {
      const { user, reservationId, author } = await reservationOf(c, c.req.valid('param'));
      const note = await insertNote(c.env.DB, {
        reservationId,
        text: c.req.valid('json').text,
        managerId: user.id,
        author,
        date: new Date().toISOString(),
      });
      return c.json<NoteView>(note, 201, noStore);
    },
  )
  .put(
    ONE,
    failureMessage('Error saving the note'),
    requirePermission('notes.write'),
    validate('param', noteParams),
    validate('json', noteUpdate),
    async (c) => {
      const params = c.req.valid('param');
      const { user, reservationId, author } = await reservationOf(c, params);
      const { text, version } = c.req.valid('json');
      const note = await updateNote(c.env.DB, {
        reservationId,
        id: params.id,
        version,
        text,
        managerId: user.id,
        author,
        date: new Date().toISOString(),
      });
      if (!note) return conflict(c, reservationId, params.id);
      return c.json<NoteView>(note, 200, noStore);
    },
  )
  .delete(
    ONE,
    failureMessage('Error removing the note'),
    requirePermission('notes.write'),
    validate('param', noteParams),
    validate('query', noteDeleteQuery),
    async (c) => {
      const params = c.req.valid('param');
      const { reservationId } = await reservationOf(c, params);
      const removed = await deleteNote(c.env.DB, {
        reservationId,
        id: params.id,
        version: c.req.valid('query').version,
        actor: staffActorOf(c.get('user')),
        now: new Date(),
      });
      if (!removed) return conflict(c, reservationId, params.id);
      return c.body(null, 204);
    },
  );

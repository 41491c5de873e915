/**
 * GET/PUT /api/rs/secure/hotels/{hotelId}/reservations/{code}/guest-documents: the reservation's
 * guest identity documents (PROPDATA, PROPFLOW, PROPCHECK), one per guest.
 *
 * - Mounted under the hotel guard (worker/security/hotel-access.ts); 404 when the code is not a
 *   reservation of that hotel.
 * - Both answers hold exactly one document per guest (BOCHECK-9 total guests rule: trimmed or
 *   padded, src/domain/guest-documents.ts), each with maxDate = the check-in and the status the
 *   rules give it (COMPLETE or PARTIAL; the client's status is ignored).
 * - The PUT carries the version it was based on (0 before the first save); a stale one writes
 *   nothing and answers 409, so two managers never overwrite each other's documents unknowingly.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { staffReservationParams } from '../../src/contracts/booking.ts';
import { VERSION_CONFLICT } from '../../src/contracts/secure/common.ts';
import {
  type GuestDocumentsResponse,
  guestDocumentsUpdate,
} from '../../src/contracts/secure/guest-documents.ts';
import { findMunicipality } from '../../src/domain/data/municipalities.ts';
import { documentsForGuests, type GuestDocument, guestSlots } from '../../src/domain/guest-documents.ts';
import {
  findReservationDocuments,
  type ReservationForStaff,
  type StoredDocuments,
  saveDocuments,
} from '../data/guest-documents.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, notFound } from '../errors.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { requirePermission, signedInUser } from '../security/hotel-access.ts';
import { validate } from '../validation.ts';

const PATH = '/reservations/:code/guest-documents';

export const DOCUMENTS_CHANGED = 'The guest documents were changed meanwhile: reload them and try again';

type Ctx = Context<AppEnv>;

async function load(c: Ctx, params: { hotelId: number; code: string }) {
  const found = await findReservationDocuments(c.env.DB, params);
  if (!found.reservation) throw notFound('Reservation not found');
  return { user: signedInUser(c), reservation: found.reservation, stored: found.stored };
}

/** The documents as they must be (src/domain/guest-documents.ts `documentsForGuests`). */
function normalized(reservation: ReservationForStaff, documents: readonly GuestDocument[]): GuestDocument[] {
  return documentsForGuests(reservation, documents, findMunicipality);
}

function view(
  reservation: ReservationForStaff,
  documents: GuestDocument[],
  stored: Pick<StoredDocuments, 'version' | 'updatedBy' | 'updatedDate'> | null,
): GuestDocumentsResponse {
  const rooms = new Map<number, string>();
  for (const room of reservation.rooms) {
    if (room.roomId !== null) rooms.set(room.roomId, room.roomName ?? String(room.roomId));
  }
  return {
    version: stored?.version ?? 0,
    guestCount: guestSlots(reservation.rooms).length,
    rooms: [...rooms].map(([id, name]) => ({ id, name })),
    documents,
    updatedBy: stored?.updatedBy ?? null,
    updatedDate: stored?.updatedDate ?? null,
  };
}

export const secureGuestDocumentRoutes = new Hono<AppEnv>()
  .get(
    PATH,
    failureMessage('Error getting the guest documents'),
    requirePermission('guests.read'),
    validate('param', staffReservationParams),
    async (c) => {
      const { reservation, stored } = await load(c, c.req.valid('param'));
      const documents = normalized(reservation, stored?.documents ?? []);
      return c.json<GuestDocumentsResponse>(view(reservation, documents, stored), 200, {
        'Cache-Control': 'no-store',
      });
    },
  )
  .put(
    PATH,
    failureMessage('Error saving the guest documents'),
    requirePermission('guests.write'),
    validate('param', staffReservationParams),
    validate('json', guestDocumentsUpdate),
    async (c) => {
      const { user, reservation } = await load(c, c.req.valid('param'));
      const body = c.req.valid('json');
      const roomIds = new Set(reservation.rooms.map((r) => r.roomId));
      const unknownRoom = body.documents.findIndex((doc) => doc.roomId !== null && !roomIds.has(doc.roomId));
      if (unknownRoom >= 0) {
        throw new ApiError(400, `Invalid body: documents.${unknownRoom}.roomId`, [
          { field: `documents.${unknownRoom}.roomId`, code: 'error.element.not.found' },
        ]);
      }
      const documents = normalized(
        reservation,
        body.documents.map((doc) => ({
          ...doc,
          maxDate: reservation.checkin,
          province: null,
          status: 'PARTIAL',
        })),
      );
      const date = new Date().toISOString();
      const author = { name: user.name, surname: user.surname };
      const version = await saveDocuments(c.env.DB, {
        reservationId: reservation.id,
        version: body.version,
        documents,
        managerId: user.id,
        author,
        date,
      });
      if (version === null) {
        throw new ApiError(409, DOCUMENTS_CHANGED, [{ field: 'version', code: VERSION_CONFLICT }]);
      }
      return c.json<GuestDocumentsResponse>(
        view(reservation, documents, { version, updatedBy: author, updatedDate: date }),
        200,
        { 'Cache-Control': 'no-store' },
      );
    },
  );

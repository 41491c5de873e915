/**
 * The guest's online check-in (decision 058): what the manage page shows of the stay's identity
 * documents, and saving one guest's document. The documents are the back office's
 * (worker/data/guest-documents.ts, the same rules of src/domain/guest-documents.ts), so the front
 * desk's "documents complete" and the police report count an online submission like any other.
 * Nothing typed is ever answered back: a guest's row says only received, complete or not.
 */
import type { OnlineCheckInView } from '../../src/contracts/online-check-in.ts';
import { OnlineCheckInError } from '../../src/contracts/online-check-in.ts';
import { VERSION_CONFLICT } from '../../src/contracts/secure/common.ts';
import type { GuestDocumentInput } from '../../src/contracts/secure/guest-documents.ts';
import { todayIn } from '../../src/domain/booking/dates.ts';
import { findMunicipality } from '../../src/domain/data/municipalities.ts';
import { documentsForGuests, type GuestDocument, isBlankDocument } from '../../src/domain/guest-documents.ts';
import { onlineCheckInClosure } from '../../src/domain/online-check-in.ts';
import { findStay } from '../data/front-desk.ts';
import { findReservationDocuments, saveDocuments } from '../data/guest-documents.ts';
import type { StoredReservation } from '../data/stored-reservation.ts';
import { storedGuest } from '../data/stored-reservation.ts';
import { ApiError } from '../errors.ts';

export const ONLINE_CHECK_IN_CLOSED_MESSAGE = {
  NOT_CONFIRMED: 'The reservation is not confirmed: online check-in is closed',
  CHECKED_IN: 'The guests are already checked in: the front desk has the documents',
  ARRIVAL_PASSED: 'The arrival day has passed: online check-in is closed',
} as const;

const DOCUMENTS_CHANGED = 'The documents were changed meanwhile: reload the page and try again';

async function load(db: D1Database, stored: StoredReservation, now: number) {
  const { row } = stored;
  const [found, stay] = await Promise.all([
    findReservationDocuments(db, { hotelId: row.hotel_id, code: row.code }),
    findStay(db, row.id),
  ]);
  // The manage token matched this row a moment ago: the reservation exists.
  const reservation = found.reservation ?? { id: row.id, checkin: row.checkin, rooms: [] };
  const documents = documentsForGuests(reservation, found.stored?.documents ?? [], findMunicipality);
  const closed = onlineCheckInClosure({
    status: row.status,
    checkin: row.checkin,
    checkedIn: stay !== null,
    today: todayIn(row.hotel_time_zone, now),
  });
  return { reservation, documents, version: found.stored?.version ?? 0, closed };
}

function view(
  stored: StoredReservation,
  state: { documents: GuestDocument[]; version: number; closed: OnlineCheckInView['closed'] },
): OnlineCheckInView {
  const booker = storedGuest(stored);
  return {
    code: stored.row.code,
    checkin: stored.row.checkin,
    closed: state.closed,
    version: state.version,
    // The booker's country as an ISO code (`nationality` is the name they typed), as the desk's check-in reads it.
    booker: { name: booker.name, surname: booker.surname, nationality: booker.countryIso ?? null },
    guests: state.documents.map((doc) => ({
      uuid: doc.uuid,
      roomId: doc.roomId,
      guestType: doc.guestType,
      status: isBlankDocument(doc) ? null : doc.status,
    })),
  };
}

/** The stay's guests as the manage page shows them. */
export async function onlineCheckInOf(
  db: D1Database,
  stored: StoredReservation,
  now: number,
): Promise<OnlineCheckInView> {
  return view(stored, await load(db, stored, now));
}

/**
 * Saves one guest's document into the stay's list, over the version the page read: 409 when the
 * check-in is closed or someone (the desk, another tab) saved meanwhile; 400 for a guest not of
 * this stay. The status is the rules' (a partial document is kept, and counts as incomplete).
 */
export async function saveOnlineDocument(
  db: D1Database,
  stored: StoredReservation,
  save: { version: number; document: GuestDocumentInput },
  now: number,
): Promise<OnlineCheckInView> {
  const state = await load(db, stored, now);
  if (state.closed) {
    throw new ApiError(409, ONLINE_CHECK_IN_CLOSED_MESSAGE[state.closed], [
      { field: 'code', code: OnlineCheckInError[state.closed] },
    ]);
  }
  const slot = state.documents.find((doc) => doc.uuid === save.document.uuid);
  if (!slot) {
    throw new ApiError(400, 'Invalid body: document.uuid', [
      { field: 'document.uuid', code: 'error.element.not.found' },
    ]);
  }
  // The guest's room is the slot's: a guest never moves documents between rooms.
  const typed: GuestDocument = {
    ...save.document,
    roomId: slot.roomId,
    maxDate: state.reservation.checkin,
    province: null,
    status: 'PARTIAL',
  };
  const documents = documentsForGuests(
    state.reservation,
    state.documents.map((doc) => (doc.uuid === slot.uuid ? typed : doc)),
    findMunicipality,
  );
  const booker = storedGuest(stored);
  const version = await saveDocuments(db, {
    reservationId: stored.row.id,
    version: save.version,
    documents,
    managerId: null,
    author: { name: booker.name, surname: booker.surname },
    date: new Date(now).toISOString(),
  });
  if (version === null) {
    throw new ApiError(409, DOCUMENTS_CHANGED, [{ field: 'version', code: VERSION_CONFLICT }]);
  }
  return view(stored, { documents, version, closed: null });
}

/**
 * The property screen's API (spec 001 §3–§5; issue 12), under /api/rs/secure (mounted by
 * secure-local.ts); schemas in src/contracts/secure/property.ts:
 *
 *   GET    /hotels/{hotelId}/property                       → info, contacts, services, room types' beds
 *   PUT    /hotels/{hotelId}/property/info                  → the saved hotel info
 *   PUT    /hotels/{hotelId}/property/contacts              → the saved contact list
 *   POST   /hotels/{hotelId}/property/services              → 201 a catalogue service with the defaults
 *   PUT    /hotels/{hotelId}/property/services/{id}         → the saved service
 *   DELETE /hotels/{hotelId}/property/services/{id}?version= → 204 (the service is switched off)
 *   PUT    /hotels/{hotelId}/property/room-types/{roomTypeId}/beds → the room type's saved beds
 *   GET/POST /hotels/{hotelId}/property/notes, PUT/DELETE …/notes/{id}?version= (notes on the hotel)
 *
 * - Mounted under the hotel guard (worker/security/hotel-access.ts); 404 for a service, room
 *   type or note that is not the hotel's; 409 when another manager saved first (nothing is
 *   written); 400 with the field and the spec's message key for bad input.
 * - Services and beds are the rows the booking engine sells: each of their writes bumps the
 *   hotel's rates version in the same batch, so the public calendar and search price the change.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { hotelParams } from '../../src/contracts/secure/common.ts';
import { type NoteView, noteCreate, noteDeleteQuery, noteUpdate } from '../../src/contracts/secure/notes.ts';
import {
  bedsUpdate,
  type ContactsView,
  contactsUpdate,
  type HotelInfoView,
  hotelInfoUpdate,
  hotelNoteParams,
  type PropertyResponse,
  type RoomTypeBedsView,
  roomTypeParams,
  type ServiceView,
  serviceCreate,
  serviceParams,
  serviceUpdate,
  versionQuery,
} from '../../src/contracts/secure/property.ts';
import { normaliseHotelInfo, normaliseService, serviceNameKey } from '../../src/domain/property.ts';
import { translate } from '../../src/i18n/dictionary.ts';
import {
  deleteHotelNote,
  findHotelNote,
  findService,
  hasService,
  insertHotelNote,
  insertService,
  listHotelNotes,
  loadProperty,
  removeService,
  roomTypeExists,
  roomTypeIdsOf,
  saveBeds,
  saveContacts,
  updateHotelInfo,
  updateHotelNote,
  updateService,
} from '../data/property.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, notFound } from '../errors.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { requirePermission, signedInUser } from '../security/hotel-access.ts';
import { validate } from '../validation.ts';

type Ctx = Context<AppEnv>;

const BASE = '/property';

/** The message key every 409 of this screen carries (the screen says so and keeps the typed values). */
export const PROPERTY_CHANGED = 'bo.property.changed';
const CHANGED_TEXT = 'Another manager changed this meanwhile: reload and try again';

const noStore = { 'Cache-Control': 'no-store' };

/** The signed-in manager and the author their writes carry. */
function managerOf(c: Ctx) {
  const user = signedInUser(c);
  return { user, author: { name: user.name, surname: user.surname } };
}

function changed(): never {
  throw new ApiError(409, CHANGED_TEXT, [{ field: 'version', code: PROPERTY_CHANGED }]);
}

export const securePropertyRoutes = new Hono<AppEnv>()
  .get(
    BASE,
    failureMessage('Error getting the property'),
    requirePermission('property.read'),
    validate('param', hotelParams),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const property = await loadProperty(c.env.DB, hotelId);
      if (!property) throw notFound('Hotel not found');
      return c.json<PropertyResponse>(property, 200, noStore);
    },
  )
  .put(
    `${BASE}/info`,
    failureMessage('Error saving the hotel info'),
    requirePermission('property.write'),
    validate('param', hotelParams),
    validate('json', hotelInfoUpdate),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const { version, ...info } = c.req.valid('json');
      const saved = await updateHotelInfo(c.env.DB, {
        hotelId,
        version,
        info: normaliseHotelInfo(info),
        date: new Date().toISOString(),
      });
      if (!saved) changed();
      return c.json<HotelInfoView>(saved, 200, noStore);
    },
  )
  .put(
    `${BASE}/contacts`,
    failureMessage('Error saving the contacts'),
    requirePermission('property.write'),
    validate('param', hotelParams),
    validate('json', contactsUpdate),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const { user } = managerOf(c);
      const { version, contacts } = c.req.valid('json');
      const saved = await saveContacts(c.env.DB, {
        hotelId,
        version,
        contacts,
        managerId: user.id,
        date: new Date().toISOString(),
      });
      if (!saved) changed();
      return c.json<ContactsView>(saved, 200, noStore);
    },
  )
  .post(
    `${BASE}/services`,
    failureMessage('Error saving the service'),
    requirePermission('property.write'),
    validate('param', hotelParams),
    validate('json', serviceCreate),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const { type } = c.req.valid('json');
      const nameKey = serviceNameKey(type);
      // Another manager switched it on first: the screen reloads and shows it on.
      if (await hasService(c.env.DB, hotelId, nameKey)) changed();
      const key = `bo.property.service.type.${type}`;
      const service = await insertService(c.env.DB, {
        hotelId,
        nameKey,
        name: { en: translate('en', key), it: translate('it', key) },
      });
      return c.json<ServiceView>(service, 201, noStore);
    },
  )
  .put(
    `${BASE}/services/:id`,
    failureMessage('Error saving the service'),
    requirePermission('property.write'),
    validate('param', serviceParams),
    validate('json', serviceUpdate),
    async (c) => {
      const { hotelId, id } = c.req.valid('param');
      const { version, advanced: _advanced, ...form } = c.req.valid('json');
      const known = await roomTypeIdsOf(c.env.DB, hotelId);
      const unknown = form.roomTypeIds.flatMap((rt, index) =>
        known.has(rt) ? [] : [{ field: `roomTypeIds.${index}`, code: 'error.element.not.found' }],
      );
      if (unknown.length > 0) throw new ApiError(400, 'Invalid body: roomTypeIds', unknown);
      const service = normaliseService(form);
      const saved = await updateService(c.env.DB, { hotelId, id, version, service });
      if (!saved) {
        if (!(await findService(c.env.DB, hotelId, id))) throw notFound('Service not found');
        changed();
      }
      return c.json<ServiceView>(saved, 200, noStore);
    },
  )
  .delete(
    `${BASE}/services/:id`,
    failureMessage('Error removing the service'),
    requirePermission('property.write'),
    validate('param', serviceParams),
    validate('query', versionQuery),
    async (c) => {
      const { hotelId, id } = c.req.valid('param');
      const removed = await removeService(c.env.DB, { hotelId, id, version: c.req.valid('query').version });
      if (!removed) {
        if (!(await findService(c.env.DB, hotelId, id))) throw notFound('Service not found');
        changed();
      }
      return c.body(null, 204);
    },
  )
  .put(
    `${BASE}/room-types/:roomTypeId/beds`,
    failureMessage('Error saving the beds'),
    requirePermission('property.write'),
    validate('param', roomTypeParams),
    validate('json', bedsUpdate),
    async (c) => {
      const { hotelId, roomTypeId } = c.req.valid('param');
      const { version, beds } = c.req.valid('json');
      const saved = await saveBeds(c.env.DB, { hotelId, roomTypeId, version, beds });
      if (!saved) {
        if (!(await roomTypeExists(c.env.DB, hotelId, roomTypeId))) throw notFound('Room type not found');
        changed();
      }
      return c.json<RoomTypeBedsView>(saved, 200, noStore);
    },
  )
  .get(
    `${BASE}/notes`,
    failureMessage('Error getting the notes'),
    requirePermission('property.read'),
    validate('param', hotelParams),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      return c.json<NoteView[]>(await listHotelNotes(c.env.DB, hotelId), 200, noStore);
    },
  )
  .post(
    `${BASE}/notes`,
    failureMessage('Error saving the note'),
    requirePermission('property.write'),
    validate('param', hotelParams),
    validate('json', noteCreate),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const { user, author } = managerOf(c);
      const note = await insertHotelNote(c.env.DB, {
        hotelId,
        text: c.req.valid('json').text,
        managerId: user.id,
        author,
        date: new Date().toISOString(),
      });
      return c.json<NoteView>(note, 201, noStore);
    },
  )
  .put(
    `${BASE}/notes/:id`,
    failureMessage('Error saving the note'),
    requirePermission('property.write'),
    validate('param', hotelNoteParams),
    validate('json', noteUpdate),
    async (c) => {
      const { hotelId, id } = c.req.valid('param');
      const { user, author } = managerOf(c);
      const { text, version } = c.req.valid('json');
      const note = await updateHotelNote(c.env.DB, {
        hotelId,
        id,
        version,
        text,
        managerId: user.id,
        author,
        date: new Date().toISOString(),
      });
      if (!note) {
        if (!(await findHotelNote(c.env.DB, hotelId, id))) throw notFound('Note not found');
        changed();
      }
      return c.json<NoteView>(note, 200, noStore);
    },
  )
  .delete(
    `${BASE}/notes/:id`,
    failureMessage('Error removing the note'),
    requirePermission('property.write'),
    validate('param', hotelNoteParams),
    validate('query', noteDeleteQuery),
    async (c) => {
      const { hotelId, id } = c.req.valid('param');
      const removed = await deleteHotelNote(c.env.DB, { hotelId, id, version: c.req.valid('query').version });
      if (!removed) {
        if (!(await findHotelNote(c.env.DB, hotelId, id))) throw notFound('Note not found');
        changed();
      }
      return c.body(null, 204);
    },
  );

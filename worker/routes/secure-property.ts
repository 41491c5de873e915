/**
 * The property screen's API (PROPDATA, PROPFLOW, PROPCHECK; PROPERTY), under /api/rs/secure (mounted by
 * secure-local.ts); schemas in src/contracts/secure/property.ts:
 *
 *   GET    /hotels/{hotelId}/property                       → info, contacts, services, room types' beds
 *   PUT    /hotels/{hotelId}/property/info                  → the saved hotel info
 *   PUT    /hotels/{hotelId}/property/contacts              → the saved contact list
 *   POST   /hotels/{hotelId}/property/services              → 201 a catalogue service with the defaults
 *   PUT    /hotels/{hotelId}/property/services/{id}         → the saved service
 *   DELETE /hotels/{hotelId}/property/services/{id}?version= → 204 (the service is switched off)
 *   PUT    /hotels/{hotelId}/property/room-types/{roomTypeId}/beds → the room type's saved beds
 *
 * The notes on the hotel (…/property/notes) are served by secure-notes.ts, with a reservation's.
 *
 * - Mounted under the hotel guard (worker/security/hotel-access.ts); 404 for a service or room
 *   type that is not the hotel's; 409 when another manager saved first (nothing is
 *   written); 400 with the field and the message key for bad input.
 * - Services and beds are the rows the booking engine sells: each of their writes bumps the
 *   hotel's rates version in the same batch, so the public calendar and search price the change.
 */
import { Hono } from 'hono';
import { hotelParams } from '../../src/contracts/secure/common.ts';
import {
  bedsUpdate,
  type ContactsView,
  contactsUpdate,
  type HotelInfoView,
  hotelInfoUpdate,
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
  findService,
  hasService,
  insertService,
  loadProperty,
  removeService,
  roomTypeExists,
  roomTypeIdsOf,
  saveBeds,
  saveContacts,
  updateHotelInfo,
  updateService,
} from '../data/property.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, notFound, propertyChanged } from '../errors.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import {
  contactsView,
  hotelInfoView,
  propertyView,
  roomTypeBedsView,
  serviceView,
} from '../property/views.ts';
import { requirePermission, signedInUser } from '../security/hotel-access.ts';
import { validate } from '../validation.ts';

const BASE = '/property';

const noStore = { 'Cache-Control': 'no-store' };

function changed(): never {
  throw propertyChanged();
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
      return c.json<PropertyResponse>(propertyView(property), 200, noStore);
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
      return c.json<HotelInfoView>(hotelInfoView(saved), 200, noStore);
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
      const user = signedInUser(c);
      const { version, contacts } = c.req.valid('json');
      const saved = await saveContacts(c.env.DB, {
        hotelId,
        version,
        contacts,
        managerId: user.id,
        date: new Date().toISOString(),
      });
      if (!saved) changed();
      return c.json<ContactsView>(contactsView(saved), 200, noStore);
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
      return c.json<ServiceView>(serviceView(service), 201, noStore);
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
      return c.json<ServiceView>(serviceView(saved), 200, noStore);
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
      return c.json<RoomTypeBedsView>(roomTypeBedsView(saved), 200, noStore);
    },
  );

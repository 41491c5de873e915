/**
 * The back-office routes of the small widgets (BACKOFFICE-2, INSIGHT-4), under /api/rs/secure (mounted by
 * secure-local.ts):
 *
 *   GET /hotels/{hotelId}/checkin-times                      → the hotel's check-in and check-out times
 *   PUT /hotels/{hotelId}/checkin-times                      → the saved times (409 when another save came first)
 *   GET /hotels/{hotelId}/payment-settings                   → accepted cards, whether a guarantee card is asked
 *   PUT /hotels/{hotelId}/payment-settings                   → the saved settings (409 when another save came first)
 *   GET /hotels/{hotelId}/reservations/{code}/history        → the reservation's events, oldest first
 *
 * Mounted under the hotel guard (worker/security/hotel-access.ts); 404 for a reservation of
 * another hotel; 400 with the field and the message key for bad input.
 */
import { Hono } from 'hono';
import { staffReservationParams } from '../../src/contracts/booking.ts';
import { type CheckinTimesView, checkinTimesUpdate } from '../../src/contracts/secure/checkin-times.ts';
import { hotelParams } from '../../src/contracts/secure/common.ts';
import {
  PAYMENT_SETTINGS_CHANGED,
  type PaymentSettingsView,
  paymentSettingsUpdate,
} from '../../src/contracts/secure/payment-settings.ts';
import type { ReservationEventView } from '../../src/contracts/secure/reservation-history.ts';
import { type CheckinTimesRecord, loadCheckinTimes, saveCheckinTimes } from '../data/checkin-times.ts';
import {
  type CardSettingsRecord,
  loadPaymentSettings,
  savePaymentSettings,
} from '../data/payment-settings.ts';
import { listReservationEvents, type ReservationEventRecord } from '../data/reservation-events.ts';
import { findHotelReservation } from '../data/stored-reservation.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, notFound } from '../errors.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { requirePermission } from '../security/hotel-access.ts';
import { validate } from '../validation.ts';

/** The message key of a 409: the form says so and keeps the typed times. */
export const CHECKIN_TIMES_CHANGED = 'bo.checkin.changed';

const noStore = { 'Cache-Control': 'no-store' };

// The API's answers, field by field from the stored values.
const checkinTimesView = (times: CheckinTimesRecord): CheckinTimesView => ({
  checkinFrom: times.checkinFrom,
  checkinTo: times.checkinTo,
  checkoutTo: times.checkoutTo,
  preArrivalDays: times.preArrivalDays,
  version: times.version,
});

const paymentSettingsView = (settings: CardSettingsRecord): PaymentSettingsView => ({
  guaranteeCard: settings.guaranteeCard,
  creditCards: settings.creditCards,
  otherCards: settings.otherCards,
  version: settings.version,
});

const reservationEventView = (event: ReservationEventRecord): ReservationEventView => ({
  id: event.id,
  type: event.type,
  date: event.date,
  actor: event.actor && { kind: event.actor.kind, name: event.actor.name, surname: event.actor.surname },
  detail: event.detail,
});

export const secureWidgetRoutes = new Hono<AppEnv>()
  .get(
    '/checkin-times',
    failureMessage('Error getting the check-in times'),
    requirePermission('property.read'),
    validate('param', hotelParams),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const times = await loadCheckinTimes(c.env.DB, hotelId);
      if (!times) throw notFound('Hotel not found');
      return c.json<CheckinTimesView>(checkinTimesView(times), 200, noStore);
    },
  )
  .put(
    '/checkin-times',
    failureMessage('Error saving the check-in times'),
    requirePermission('property.write'),
    validate('param', hotelParams),
    validate('json', checkinTimesUpdate),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const { version, checkinFrom, checkinTo, checkoutTo, preArrivalDays } = c.req.valid('json');
      // checkinFrom is required by the schema's rule: never null here.
      const saved = await saveCheckinTimes(c.env.DB, {
        hotelId,
        version,
        checkinFrom: checkinFrom ?? '',
        checkinTo,
        checkoutTo,
        preArrivalDays,
      });
      if (!saved) {
        throw new ApiError(
          409,
          'Another manager changed the check-in times meanwhile: reload and try again',
          [{ field: 'version', code: CHECKIN_TIMES_CHANGED }],
        );
      }
      return c.json<CheckinTimesView>(checkinTimesView(saved), 200, noStore);
    },
  )
  .get(
    '/payment-settings',
    failureMessage('Error getting the payment settings'),
    requirePermission('property.read'),
    validate('param', hotelParams),
    async (c) => {
      const settings = await loadPaymentSettings(c.env.DB, c.req.valid('param').hotelId);
      if (!settings) throw notFound('Hotel not found');
      return c.json<PaymentSettingsView>(paymentSettingsView(settings), 200, noStore);
    },
  )
  .put(
    '/payment-settings',
    failureMessage('Error saving the payment settings'),
    requirePermission('property.write'),
    validate('param', hotelParams),
    validate('json', paymentSettingsUpdate),
    async (c) => {
      const { hotelId } = c.req.valid('param');
      const saved = await savePaymentSettings(c.env.DB, hotelId, c.req.valid('json'));
      if (!saved) {
        if (!(await loadPaymentSettings(c.env.DB, hotelId))) throw notFound('Hotel not found');
        throw new ApiError(
          409,
          'Another manager changed the payment settings meanwhile: reload and try again',
          [{ field: 'version', code: PAYMENT_SETTINGS_CHANGED }],
        );
      }
      return c.json<PaymentSettingsView>(paymentSettingsView(saved), 200, noStore);
    },
  )
  .get(
    '/reservations/:code/history',
    failureMessage('Error getting the reservation history'),
    requirePermission('reservations.read'),
    validate('param', staffReservationParams),
    async (c) => {
      const reservation = await findHotelReservation(c.env.DB, c.req.valid('param'));
      if (!reservation) throw notFound('Reservation not found');
      const events = await listReservationEvents(c.env.DB, reservation.row.id);
      return c.json<ReservationEventView[]>(events.map(reservationEventView), 200, noStore);
    },
  );

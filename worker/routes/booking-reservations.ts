/**
 * A guest's own reservation, by confirmation code and private manage token (README "Booking
 * engine API"): read it, preview the cancellation penalty, cancel it, change its dates (a
 * flexible rate before its deadline only, decision 059), and fill in the guests' identity
 * documents before arrival (online check-in, decision 058). The token is checked in
 * constant time against its stored SHA-256; a wrong token and an unknown code both answer 404.
 */

import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  cancelReservationSchema,
  reservationCodeParams,
  reservationTokenQuery,
} from '../../src/contracts/booking.ts';
import type { CancellationResult, ReservationView } from '../../src/contracts/booking-types.ts';
import { type OnlineCheckInView, onlineCheckInSave } from '../../src/contracts/online-check-in.ts';
import {
  type ChangeQuoteView,
  guestChangeInput,
  guestChangeParams,
} from '../../src/contracts/secure/booking-change.ts';
import { cancelByGuest } from '../booking/cancel-reservation.ts';
import { applyChange } from '../booking/change-apply.ts';
import { changeView } from '../booking/change-view.ts';
import { guestRefusal, quoteChange } from '../booking/reservation-change.ts';
import { reservationView } from '../booking/views.ts';
import { manageTokenHashes } from '../data/booking-find.ts';
import { hotelServiceNames } from '../data/reservation-list.ts';
import { findReservation, type StoredReservation } from '../data/stored-reservation.ts';
import type { AppEnv } from '../env.ts';
import { notFound } from '../errors.ts';
import { withFolioFigures } from '../folio/folio.ts';
import { onlineCheckInOf, saveOnlineDocument } from '../front-desk/online-check-in.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { type ActionRule, clientIp, countOutcome, limitRequest } from '../security/rate-limit.ts';
import { constantTimeEqualText, sha256Hex } from '../security/tokens.ts';
import { validate } from '../validation.ts';

export const RESERVATION_NOT_FOUND = 'Reservation not found';
/**
 * Per client address and 15 minutes (decision 016): a flood guard on reads and cancellations,
 * whatever their outcome, and a tighter limit on failed lookups (an unknown code or a wrong token:
 * the only sign of someone guessing), counted only when one fails. Once it is reached every lookup
 * from the address is refused until the window ends.
 */
export const RESERVATION_LOOKUPS_PER_IP_PER_15_MIN = 600;
export const FAILED_LOOKUPS_PER_IP_PER_15_MIN = 60;
const FIFTEEN_MINUTES = 900;

/** Compared against when the code is unknown, so both failures take the same time. */
const DUMMY_HASH = '0'.repeat(64);

type Ctx = Context<AppEnv>;

function failedLookupsRule(c: Ctx): ActionRule {
  return {
    action: 'booking-manage-failed',
    key: `ip:${clientIp(c)}`,
    limit: FAILED_LOOKUPS_PER_IP_PER_15_MIN,
    windowSeconds: FIFTEEN_MINUTES,
  };
}

/** One round trip: counts this lookup (flood guard) and checks the failed lookups of the address. */
async function limitLookups(c: Ctx, next: () => Promise<void>): Promise<void> {
  await limitRequest(c, {
    count: [
      {
        action: 'booking-manage',
        key: `ip:${clientIp(c)}`,
        limit: RESERVATION_LOOKUPS_PER_IP_PER_15_MIN,
        windowSeconds: FIFTEEN_MINUTES,
      },
    ],
    check: [failedLookupsRule(c)],
  });
  await next();
}

/** The reservation of a code whose manage token matches, or 404 (counted as a failed lookup). */
async function requireReservation(c: Ctx, code: string, token: string): Promise<StoredReservation> {
  const [stored, hash] = await Promise.all([findReservation(c.env.DB, code), sha256Hex(token)]);
  // Every kept link's hash is compared (no early exit), the dummy's when there is no reservation.
  const hashes = stored ? manageTokenHashes(stored.row.manage_token_hash) : [DUMMY_HASH];
  const matches = hashes.map((kept) => constantTimeEqualText(hash, kept)).includes(true);
  if (!stored || !matches) {
    await countOutcome(c, [failedLookupsRule(c)]);
    throw notFound(RESERVATION_NOT_FOUND);
  }
  return stored;
}

export const bookingReservationRoutes = new Hono<AppEnv>()
  .get(
    '/booking/reservations/:code',
    failureMessage('Error getting the reservation'),
    limitLookups,
    validate('param', reservationCodeParams),
    validate('query', reservationTokenQuery),
    async (c) => {
      const { code } = c.req.valid('param');
      const { token } = c.req.valid('query');
      const stored = await requireReservation(c, code, token);
      const services = await hotelServiceNames(c.env.DB, stored.row.hotel_id);
      const view = await withFolioFigures(
        c.env.DB,
        { hotelId: stored.row.hotel_id, code: stored.row.code },
        reservationView(stored, Date.now(), services),
      );
      return c.json<ReservationView>(view, 200, { 'Cache-Control': 'no-store' });
    },
  )
  .post(
    '/booking/reservations/:code/cancel',
    failureMessage('Error cancelling the reservation'),
    limitLookups,
    validate('param', reservationCodeParams),
    validate('json', cancelReservationSchema),
    async (c) => {
      const { code } = c.req.valid('param');
      const { token, preview } = c.req.valid('json');
      const stored = await requireReservation(c, code, token);
      const result = await cancelByGuest(
        { db: c.env.DB, siteUrl: c.env.SITE_URL, now: Date.now() },
        stored,
        preview,
      );
      return c.json<CancellationResult>(result, 200, { 'Cache-Control': 'no-store' });
    },
  )
  .get(
    '/booking/reservations/:code/online-check-in',
    failureMessage('Error getting the online check-in'),
    limitLookups,
    validate('param', reservationCodeParams),
    validate('query', reservationTokenQuery),
    async (c) => {
      const stored = await requireReservation(c, c.req.valid('param').code, c.req.valid('query').token);
      return c.json<OnlineCheckInView>(await onlineCheckInOf(c.env.DB, stored, Date.now()), 200, {
        'Cache-Control': 'no-store',
      });
    },
  )
  .put(
    '/booking/reservations/:code/online-check-in',
    failureMessage('Error saving the online check-in'),
    limitLookups,
    validate('param', reservationCodeParams),
    validate('json', onlineCheckInSave),
    async (c) => {
      const { token, version, document } = c.req.valid('json');
      const stored = await requireReservation(c, c.req.valid('param').code, token);
      const answer = await saveOnlineDocument(c.env.DB, stored, { version, document }, Date.now());
      return c.json<OnlineCheckInView>(answer, 200, { 'Cache-Control': 'no-store' });
    },
  )
  .post(
    '/booking/reservations/:code/change',
    failureMessage('Error changing the reservation'),
    limitLookups,
    validate('param', guestChangeParams),
    validate('json', guestChangeInput),
    async (c) => {
      const { code } = c.req.valid('param');
      const body = c.req.valid('json');
      const stored = await requireReservation(c, code, body.token);
      const now = Date.now();
      const refusal = guestRefusal(stored, now);
      if (refusal) throw refusal;
      // Priced by the engine with the widget's rules; the party, room and plan stay as booked.
      const change = await quoteChange(
        c.env.DB,
        stored,
        { checkin: body.checkin, checkout: body.checkout },
        { actor: 'GUEST', now },
      );
      if (body.preview || body.newTotalCents === undefined) {
        return c.json<ChangeQuoteView>(changeView(change, false, stored.row.version), 200, {
          'Cache-Control': 'no-store',
        });
      }
      const view = await applyChange(
        c.env.DB,
        change,
        {
          version: stored.row.version,
          newTotalCents: body.newTotalCents,
          penaltyCents: 0,
          allowOverbooking: false,
        },
        { actor: { kind: 'GUEST' }, now, siteUrl: c.env.SITE_URL },
      );
      return c.json<ChangeQuoteView>(view, 200, { 'Cache-Control': 'no-store' });
    },
  );

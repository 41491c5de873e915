/**
 * A guest's own reservation, by confirmation code and private manage token (README "Booking
 * engine API"): read it, preview the cancellation penalty, cancel it. The token is checked in
 * constant time against its stored SHA-256; a wrong token and an unknown code both answer 404.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import type {
  CancellationResult,
  PeopleCounts,
  PromotionView,
  ReservationRoomView,
  ReservationView,
} from '../../src/api/booking-types.ts';
import { cancelReservation } from '../../src/domain/booking/actions.ts';
import { nightsBetween, todayIn } from '../../src/domain/booking/dates.ts';
import type {
  AppliedPromotion,
  CancellationPolicy,
  NoShowPolicy,
  Reservation,
  ReservationBed,
  ReservationNight,
  ReservationService,
} from '../../src/domain/booking/types.ts';
import {
  cancelReservationSchema,
  reservationCodeParams,
  reservationTokenQuery,
} from '../../src/schemas/booking.ts';
import { reservationCancellationEmail } from '../booking/emails.ts';
import { appliedPromotionView, cancellationPolicyView, money, noShowPolicyView } from '../booking/views.ts';
import { type Localized, parseJson } from '../data/booking.ts';
import {
  applyActionStatements,
  type CardDocument,
  findReservation,
  type GuestDocument,
  type StoredReservation,
  toDomainReservation,
} from '../data/booking-write.ts';
import type { AppEnv } from '../env.ts';
import { ApiError, notFound } from '../errors.ts';
import { failureMessage } from '../middleware/failure-message.ts';
import { clientIp, enforceRateLimit } from '../security/rate-limit.ts';
import { constantTimeEqualText, sha256Hex } from '../security/tokens.ts';
import { validate } from '../validation.ts';

export const RESERVATION_NOT_FOUND = 'Reservation not found';
/** Per client address: reads and cancellations of reservations per 15 minutes. */
export const RESERVATION_LOOKUPS_PER_IP_PER_15_MIN = 60;

/** Compared against when the code is unknown, so both failures take the same time. */
const DUMMY_HASH = '0'.repeat(64);

type Ctx = Context<AppEnv>;

async function limitLookups(c: Ctx, next: () => Promise<void>): Promise<void> {
  await enforceRateLimit(c, 'booking-manage', [
    { key: `ip:${clientIp(c)}`, limit: RESERVATION_LOOKUPS_PER_IP_PER_15_MIN, windowSeconds: 900 },
  ]);
  await next();
}

/** The reservation of a code whose manage token matches, or 404. */
async function requireReservation(db: D1Database, code: string, token: string): Promise<StoredReservation> {
  const [stored, hash] = await Promise.all([findReservation(db, code), sha256Hex(token)]);
  const matches = constantTimeEqualText(hash, stored?.row.manage_token_hash ?? DUMMY_HASH);
  if (!stored || !matches) throw notFound(RESERVATION_NOT_FOUND);
  return stored;
}

function peopleOf(room: { adults: number; boys: number; children: number; kids: number }): PeopleCounts {
  return { adults: room.adults, boys: room.boys, children: room.children, kids: room.kids };
}

/** The cancellation a guest could make now: penalty, or null when no room can be cancelled. */
function cancellationPreview(
  reservation: Reservation,
  now: number,
): { after: Reservation; penalty: number } | null {
  if (reservation.status !== 'CONFIRMED') return null;
  const after = cancelReservation(reservation, now);
  const changed = after.rooms.some((room, i) => room.status !== reservation.rooms[i]?.status);
  return changed ? { after, penalty: after.cancelAmountCents } : null;
}

function reservationView(stored: StoredReservation, now: number): ReservationView {
  const { row } = stored;
  const guest = parseJson<GuestDocument>(row.guest_json, {
    email: '',
    name: '',
    surname: '',
    phone: { prefix: '', number: '' },
    nationality: '',
    countryIso: null,
    consents: { MARKETING: { value: false }, PROFILING: { value: false } },
    language: 'en',
  });
  const card = parseJson<CardDocument | null>(row.card_json, null);
  const preview = cancellationPreview(toDomainReservation(stored), now);
  const rooms = stored.rooms.map(
    (room): ReservationRoomView => ({
      id: room.id,
      roomType: {
        id: room.room_type_id,
        nameKey: room.room_type_name_key ?? '',
        name: parseJson<Localized>(room.room_type_name_json, {}),
      },
      ratePlan: {
        id: room.rate_plan_id,
        nameKey: room.rate_plan_name_key ?? '',
        name: parseJson<Localized>(room.rate_plan_name_json, {}),
      },
      rateType: room.rate_type,
      status: room.status,
      startDate: room.start_date,
      endDate: room.end_date,
      people: peopleOf(room),
      nightly: parseJson<ReservationNight[]>(room.daily_rates_json, []).map((n) => ({
        date: n.date,
        amount: money(n.amountCents),
      })),
      services: parseJson<ReservationService[]>(room.services_json, []).map((s) => ({
        id: Number(s.serviceId),
        bookability: s.bookability,
        frequency: s.frequency,
        unitAmount: money(s.unitCents),
        count: s.count,
      })),
      beds: parseJson<ReservationBed[]>(room.beds_json, []).map((b) => ({
        id: b.bedId,
        type: b.type,
        frequency: b.frequency,
        unitAmount: money(b.unitCents),
        people: b.people,
      })),
      promotions: parseJson<AppliedPromotion[]>(room.promotions_json, []).map(
        (p): PromotionView => appliedPromotionView(p),
      ),
      includedMealPlans: parseJson<string[]>(room.included_meal_plans_json, []),
      total: money(room.total_cents),
      cancelAmount: money(room.cancel_amount_cents),
      cancellationPolicy: cancellationPolicyView(
        parseJson<CancellationPolicy | null>(room.cancellation_policy_json, null),
      ),
      noShowPolicy: noShowPolicyView(parseJson<NoShowPolicy | null>(room.no_show_policy_json, null)),
    }),
  );
  return {
    code: row.code,
    status: row.status,
    statusText: row.status_text,
    hotel: {
      id: row.hotel_id,
      name: row.hotel_name,
      nameAlias: row.hotel_alias,
      addressInfo: parseJson(row.hotel_address_json, {}),
      policies: parseJson(row.hotel_policies_json, {}),
      timeZone: row.hotel_time_zone,
    },
    checkin: row.checkin,
    checkout: row.checkout,
    nights: nightsBetween(row.checkin, row.checkout),
    source: row.source,
    guest: {
      email: guest.email,
      name: guest.name,
      surname: guest.surname,
      phone: guest.phone,
      nationality: guest.nationality,
      countryIso: guest.countryIso,
      consents: guest.consents,
    },
    card,
    currency: row.currency,
    initialTotal: money(row.initial_total_cents),
    discount: money(row.discount_cents),
    total: money(row.total_cents),
    vat: money(row.vat_cents),
    cityTax: money(row.city_tax_cents),
    deposit: money(row.deposit_cents),
    grandTotal: money(row.grand_total_cents),
    cancelAmount: money(row.cancel_amount_cents),
    rooms,
    cancellation: preview ? { penalty: money(preview.penalty), free: preview.penalty <= 0 } : null,
    createdDate: row.created_date,
    cancelledDate: row.cancelled_date,
  };
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
      const stored = await requireReservation(c.env.DB, code, token);
      return c.json<ReservationView>(reservationView(stored, Date.now()), 200, {
        'Cache-Control': 'no-store',
      });
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
      const db = c.env.DB;
      const stored = await requireReservation(db, code, token);
      const { row } = stored;
      if (row.status !== 'CONFIRMED') {
        throw new ApiError(409, `The reservation is already ${row.status.toLowerCase().replace('_', ' ')}`, [
          { field: 'code', code: 'error.reservation.not.confirmed' },
        ]);
      }
      const now = Date.now();
      const before = toDomainReservation(stored);
      const cancellation = cancellationPreview(before, now);
      if (!cancellation) {
        throw new ApiError(409, 'The stay has ended: the reservation can no longer be cancelled', [
          { field: 'code', code: 'error.reservation.ended' },
        ]);
      }
      const { after } = cancellation;
      const result: CancellationResult = {
        code: row.code,
        preview,
        status: after.status,
        statusText: after.statusText ?? 'free',
        currency: row.currency,
        penalty: money(after.cancelAmountCents),
        rooms: after.rooms.map((room) => ({
          id: Number(room.id),
          status: room.status,
          cancelAmount: money(room.cancelAmountCents),
        })),
      };
      if (preview) return c.json(result, 200, { 'Cache-Control': 'no-store' });
      const guest = parseJson<Partial<GuestDocument>>(row.guest_json, {});
      const email = reservationCancellationEmail({
        to: guest.email ?? '',
        language: row.language,
        guestName: `${guest.name ?? ''} ${guest.surname ?? ''}`.trim(),
        hotelName: row.hotel_name,
        code: row.code,
        checkin: row.checkin,
        checkout: row.checkout,
        currency: row.currency,
        penalty: money(after.cancelAmountCents),
      });
      const results = await db.batch(
        applyActionStatements(db, before, after, {
          reservationId: row.id,
          version: row.version,
          releaseFrom: todayIn(row.hotel_time_zone, now),
          email: guest.email ? email : null,
          now: new Date(now),
        }),
      );
      if ((results.at(-1)?.meta.changes ?? 0) !== 1) {
        throw new ApiError(409, 'The reservation was changed meanwhile: reload it and try again', [
          { field: 'code', code: 'error.reservation.changed' },
        ]);
      }
      return c.json(result, 200, { 'Cache-Control': 'no-store' });
    },
  );

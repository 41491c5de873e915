/**
 * One sync of one imported feed (CHANNEL-1, decision 050), run by the queue's consumer (one
 * message per feed, sent by the cron every 5 minutes) or by 'Sync now':
 *
 * 1. fetch the feed (fetch-feed.ts: SSRF rules, conditional, timeout, 2 MB); a 304 changes
 *    nothing; an error or a malformed feed changes nothing either and is logged with its status;
 * 2. plan it against the stays it created before (src/domain/ical.ts `planSync`);
 * 3. each new event is a reservation of the channel on the room (or a free room of the type),
 *    priced at nothing, written by the booking engine's own batch (`createReservationStatements`
 *    with the 'channel' overbooking: a stay the channel sold is never refused); each changed event
 *    moves its stay, each event gone cancels its stay without penalty; every write is one batch
 *    guarded by the reservation's version, so two syncs at once never book a stay twice;
 * 4. a stay left without a room or on an overbooked or closed night is a conflict: on the
 *    planning's banner and in an e-mail to the hotel's managers (outbox);
 * 5. the run is logged (the newest 50 are kept) with the new validators of the feed.
 */

import { cancelReservation } from '../../src/domain/booking/actions.ts';
import { eachNight, todayIn } from '../../src/domain/booking/dates.ts';
import type { IsoDate, Reservation } from '../../src/domain/booking/types.ts';
import { feedUrlRules, hostKind } from '../../src/domain/feed-url.ts';
import { type KnownStay, planSync } from '../../src/domain/ical.ts';
import {
  createReservationStatements,
  isUniqueConflict,
  type NewReservation,
  newReservationCode,
} from '../data/booking-write.ts';
import {
  findImport,
  type ImportRow,
  importContext,
  knownStays,
  linkStayStatement,
  moveStayStatements,
  recordRun,
  saveValidatorsStatement,
  stayInConflict,
  unlinkStayStatement,
} from '../data/ical.ts';
import { afterHealthySync, whileReservationVersion } from '../data/notifications.ts';
import { creationEventStatements } from '../data/reservation-events.ts';
import { applyActionStatements } from '../data/reservation-release.ts';
import { findReservation, toDomainReservation } from '../data/stored-reservation.ts';
import { mailLine } from '../mail/text.ts';
import { notifyHotel, notifyHotelStatements } from '../notifications/notify.ts';
import { randomToken, sha256Hex } from '../security/tokens.ts';
import { feedResponse, feedToken } from './export.ts';
import { type FeedAnswer, type Fetcher, fetchFeed } from './fetch-feed.ts';
import { MalformedFeedError, parseFeed } from './parse-feed.ts';

export type SyncCounts = { created: number; updated: number; cancelled: number; conflicts: number };

export type SyncResult = SyncCounts & {
  outcome: 'OK' | 'NOT_MODIFIED' | 'ERROR';
  httpStatus: number | null;
  error: string | null;
  eventsRead: number;
  skipped: number;
};

export type SyncEnv = { DB: D1Database; ENVIRONMENT: string; SITE_URL: string };

export type SyncOptions = {
  startedBy: 'SCHEDULED' | 'MANUAL';
  /** The network (tests pass their own channel). */
  fetcher?: Fetcher;
  now?: number;
};

/** Why a stay is cancelled when its event leaves the feed (the reservation's history). */
export const REMOVED_FROM_CALENDAR = "removed from the channel's calendar";

/**
 * Outside production a feed of this very worker (a loopback /ical/{token}.ics URL, whatever its
 * port) is served in-process: the demo's hotels import each other's feeds offline, and a local
 * worker never waits on a request to itself.
 */
function localFetcher(env: SyncEnv, now: number, network: Fetcher): Fetcher {
  return async (request) => {
    const url = new URL(request.url);
    if (
      env.ENVIRONMENT !== 'production' &&
      hostKind(url.hostname) === 'loopback' &&
      feedToken(url.pathname)
    ) {
      return feedResponse(env.DB, request, {
        now,
        siteUrl: env.SITE_URL,
        channel: url.searchParams.get('channel') ?? '',
      });
    }
    return network(request);
  };
}

const zeroRates = (checkin: IsoDate, checkout: IsoDate) =>
  eachNight(checkin, checkout).map((date) => ({ date, amountCents: 0 }));

function importedReservation(
  row: ImportRow,
  context: { ratePlanId: number; rateType: 'STANDARD' | 'NOT_REFUNDABLE'; currency: string },
  stay: { uid: string; summary: string; checkin: IsoDate; checkout: IsoDate },
  code: string,
  manageTokenHash: string,
): NewReservation {
  return {
    hotelId: row.hotel_id,
    code,
    manageTokenHash,
    checkin: stay.checkin,
    checkout: stay.checkout,
    source: row.channel,
    language: 'en',
    // The channel's calendar names no guest: its summary stands for one until the front desk
    // completes the reservation.
    guest: {
      email: '',
      name: stay.summary || 'Reserved',
      surname: '',
      phone: { prefix: '', number: '' },
      nationality: '',
      countryIso: null,
      consents: { MARKETING: { value: false }, PROFILING: { value: false } },
      language: 'en',
    },
    card: null,
    promoCode: null,
    notes: `${row.channel} calendar, event ${stay.uid}`.slice(0, 400),
    currency: context.currency,
    initialTotalCents: 0,
    discountCents: 0,
    totalCents: 0,
    taxableCents: 0,
    vatCents: 0,
    cityTaxCents: 0,
    depositCents: 0,
    grandTotalCents: 0,
    idempotencyKeyHash: null,
    requestHash: null,
    rooms: [
      {
        roomTypeId: row.room_type_id,
        ratePlanId: context.ratePlanId,
        rateType: context.rateType,
        startDate: stay.checkin,
        endDate: stay.checkout,
        people: { adults: 1, boys: 0, children: 0, kids: 0 },
        dailyRates: zeroRates(stay.checkin, stay.checkout),
        beds: [],
        services: [],
        promotions: [],
        cancellationPolicy: null,
        noShowPolicy: null,
        includedMealPlans: [],
        initialTotalCents: 0,
        totalCents: 0,
        cityTaxCents: 0,
        depositCents: 0,
        preferRoomId: row.room_id,
      },
    ],
    overbook: 'channel',
  };
}

/** Cancelled without penalty: the channel took the stay off its calendar. */
function cancelledByChannel(before: Reservation, now: number): Reservation {
  const after = cancelReservation(before, now);
  return {
    ...after,
    rooms: after.rooms.map((room) => ({ ...room, cancelAmountCents: 0, penalty: false })),
    cancelAmountCents: 0,
    statusText: 'free',
  };
}

/** The values of a channel stay's notification: feeds carry no names, so the event's summary stands for the guest. */
function stayParams(
  row: ImportRow,
  code: string,
  stay: { checkin: IsoDate; checkout: IsoDate; summary?: string | null },
): Record<string, string> {
  const guest = mailLine(stay.summary ?? '', 80) || row.channel;
  return { code, guest, checkin: stay.checkin, checkout: stay.checkout, source: row.channel };
}

/** Tells who reads reservations of an overbooking: in the app, and by e-mail unless they chose otherwise (an ALERT). */
async function notifyOverbooking(
  env: SyncEnv,
  row: ImportRow,
  stay: { checkin: IsoDate; checkout: IsoDate; code: string },
  now: Date,
): Promise<void> {
  await notifyHotel(
    env.DB,
    row.hotel_id,
    {
      event: 'reservation.overbooked',
      params: { code: stay.code, channel: row.channel, checkin: stay.checkin, checkout: stay.checkout },
    },
    { siteUrl: env.SITE_URL, now },
  );
}

/** Applies a good feed; returns what was done. Each change is its own batch. */
async function applyFeed(
  env: SyncEnv,
  row: ImportRow,
  text: string,
  now: number,
): Promise<Omit<SyncResult, 'outcome' | 'httpStatus' | 'error'>> {
  const db = env.DB;
  const context = await importContext(db, row.hotel_id);
  if (!context) throw new MalformedFeedError('The hotel has no rate plan to book the stays on');
  const events = parseFeed(text, context.timeZone);
  const today = todayIn(context.timeZone, now);
  const known = await knownStays(db, row.id);
  const plan = planSync(
    events,
    known.map((stay): KnownStay => ({ uid: stay.uid, checkin: stay.checkin, checkout: stay.checkout })),
    today,
  );
  const nowDate = new Date(now);
  const counts = { created: 0, updated: 0, cancelled: 0, conflicts: 0 };

  for (const stay of plan.create) {
    const code = newReservationCode();
    const reservation = importedReservation(row, context, stay, code, await sha256Hex(randomToken(32)));
    try {
      await db.batch([
        ...createReservationStatements(db, reservation, null, null, nowDate),
        linkStayStatement(db, { importId: row.id, code, ...stay }),
        ...creationEventStatements(db, { code, source: row.channel, actor: null, email: null, now: nowDate }),
        ...notifyHotelStatements(
          db,
          row.hotel_id,
          { event: 'reservation.created', params: stayParams(row, code, stay) },
          { siteUrl: env.SITE_URL, now: nowDate },
        ),
      ]);
    } catch (error) {
      // Another sync of this feed created it first (ical_stays' key): nothing to do.
      if (isUniqueConflict(error)) continue;
      throw error;
    }
    counts.created += 1;
    if (await stayInConflict(db, code)) {
      counts.conflicts += 1;
      await notifyOverbooking(env, row, { ...stay, code }, nowDate);
    }
  }

  const byUid = new Map(known.map((stay) => [stay.uid, stay]));
  for (const stay of plan.move) {
    const current = byUid.get(stay.uid);
    if (!current) continue;
    const moved = moveStayStatements(db, {
      reservationId: current.reservation_id,
      version: current.version,
      roomTypeId: row.room_type_id,
      oldNights: eachNight(current.checkin, current.checkout),
      newNights: eachNight(stay.checkin, stay.checkout),
      checkin: stay.checkin,
      checkout: stay.checkout,
      dailyRatesJson: JSON.stringify(zeroRates(stay.checkin, stay.checkout)),
      importId: row.id,
      uid: stay.uid,
      summary: stay.summary,
      from: { checkin: current.checkin, checkout: current.checkout },
      now: nowDate,
    });
    const last = moved.pop();
    if (!last) continue;
    const results = await db.batch([
      ...moved,
      // Told only when this move wins the reservation's version (decision 056).
      ...notifyHotelStatements(
        db,
        row.hotel_id,
        { event: 'reservation.changed', params: stayParams(row, current.code, stay) },
        {
          siteUrl: env.SITE_URL,
          now: nowDate,
          when: whileReservationVersion(current.reservation_id, current.version),
        },
      ),
      last,
    ]);
    // Lost to a concurrent change of the reservation: the next sync sees the new state.
    if ((results.at(-1)?.meta.changes ?? 0) !== 1) continue;
    counts.updated += 1;
    if (await stayInConflict(db, current.code)) {
      counts.conflicts += 1;
      await notifyOverbooking(env, row, { ...stay, code: current.code }, nowDate);
    }
  }

  for (const uid of plan.cancel) {
    const current = byUid.get(uid);
    if (!current) continue;
    const stored = await findReservation(db, current.code);
    if (stored?.row.status !== 'CONFIRMED') continue;
    const before = toDomainReservation(stored);
    const after = cancelledByChannel(before, now);
    const guard = { id: stored.row.id, version: stored.row.version };
    const statements = applyActionStatements(db, before, after, {
      reservationId: guard.id,
      version: guard.version,
      releaseFrom: today,
      email: null,
      now: nowDate,
      events: [
        {
          type: 'CANCELLED',
          actor: null,
          detail: { amount: 0, currency: stored.row.currency, reason: REMOVED_FROM_CALENDAR },
        },
      ],
    });
    const last = statements.pop();
    if (!last) continue;
    const results = await db.batch([
      ...statements,
      unlinkStayStatement(db, { importId: row.id, uid, reservationId: guard.id, version: guard.version }),
      ...notifyHotelStatements(
        db,
        row.hotel_id,
        { event: 'reservation.cancelled', params: stayParams(row, current.code, current) },
        { siteUrl: env.SITE_URL, now: nowDate, when: whileReservationVersion(guard.id, guard.version) },
      ),
      last,
    ]);
    if ((results.at(-1)?.meta.changes ?? 0) === 1) counts.cancelled += 1;
  }
  return { ...counts, eventsRead: events.length, skipped: plan.skipped.length };
}

/**
 * Syncs import `importId` now and logs the run; null when no such import exists (removed
 * meanwhile). Never throws for a channel's fault: the error is in the result and the log.
 */
export async function syncImport(
  env: SyncEnv,
  importId: number,
  options: SyncOptions,
): Promise<SyncResult | null> {
  const row = await findImport(env.DB, importId);
  if (!row) return null;
  const started = Date.now();
  const now = options.now ?? started;
  const network: Fetcher = options.fetcher ?? ((request) => fetch(request));
  const answer: FeedAnswer = await fetchFeed(row.url, {
    rules: feedUrlRules(env.ENVIRONMENT),
    validators: { etag: row.etag, lastModified: row.last_modified },
    fetcher: localFetcher(env, now, network),
  });
  let result: SyncResult;
  const validators: D1PreparedStatement[] = [];
  if (answer.kind === 'not-modified') {
    result = {
      outcome: 'NOT_MODIFIED',
      httpStatus: 304,
      error: null,
      eventsRead: 0,
      skipped: 0,
      created: 0,
      updated: 0,
      cancelled: 0,
      conflicts: 0,
    };
  } else if (answer.kind === 'error') {
    result = {
      outcome: 'ERROR',
      httpStatus: answer.status,
      error: answer.message,
      eventsRead: 0,
      skipped: 0,
      created: 0,
      updated: 0,
      cancelled: 0,
      conflicts: 0,
    };
  } else {
    try {
      const applied = await applyFeed(env, row, answer.text, now);
      result = { outcome: 'OK', httpStatus: answer.status, error: null, ...applied };
      validators.push(
        saveValidatorsStatement(env.DB, row.id, { etag: answer.etag, lastModified: answer.lastModified }),
      );
    } catch (error) {
      if (!(error instanceof MalformedFeedError)) throw error;
      result = {
        outcome: 'ERROR',
        httpStatus: answer.status,
        error: error.message.slice(0, 500),
        eventsRead: 0,
        skipped: 0,
        created: 0,
        updated: 0,
        cancelled: 0,
        conflicts: 0,
      };
    }
  }
  if (result.outcome === 'ERROR') {
    // Told when the feed breaks, not at each failing run after (afterHealthySync; decision 056).
    validators.push(
      ...notifyHotelStatements(
        env.DB,
        row.hotel_id,
        {
          event: 'channel.sync.failed',
          params: {
            channel: row.channel,
            error: (result.error ?? `HTTP ${result.httpStatus}`).slice(0, 200),
          },
        },
        { siteUrl: env.SITE_URL, now: new Date(now), when: afterHealthySync(row.id) },
      ),
    );
  }
  await recordRun(
    env.DB,
    {
      import_id: row.id,
      started_by: options.startedBy,
      outcome: result.outcome,
      http_status: result.httpStatus,
      error: result.error,
      events_read: result.eventsRead,
      created: result.created,
      updated: result.updated,
      cancelled: result.cancelled,
      conflicts: result.conflicts,
      skipped: result.skipped,
      started_date: new Date(now).toISOString(),
      duration_ms: Date.now() - started,
    },
    validators,
  );
  return result;
}

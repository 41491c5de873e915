/**
 * Cancelling a reservation, by its guest (the manage link) or by the staff, and the staff's other
 * actions on it (a no-show, an early checkout), as use cases: a stored reservation and the
 * request in, what was (or, previewed, would be) done out. The actions are computed by
 * reservation-actions.ts on the hotel's clock; one that does not apply in the reservation's state
 * is 409 and writes nothing. Every write of an action (inventory released from the hotel's today
 * on, rooms, reservation, guest e-mail, history, the staff's notice) is ONE D1 batch guarded by
 * the reservation's version: of concurrent actions exactly one applies, the others get 409.
 */
import type { CancellationResult, ReservationActionResult } from '../../src/contracts/booking-types.ts';
import { todayIn } from '../../src/domain/booking/dates.ts';
import { money } from '../../src/domain/money.ts';
import { departIfInHouseStatements } from '../data/front-desk.ts';
import { whileReservationVersion } from '../data/notifications.ts';
import { actionEvents, staffActorOf } from '../data/reservation-events.ts';
import { applyActionStatements, releasedNights } from '../data/reservation-release.ts';
import { type StoredReservation, toDomainReservation } from '../data/stored-reservation.ts';
import { ApiError } from '../errors.ts';
import { loadHotelBrand } from '../mail/brand.ts';
import { type HotelNotice, notifyHotelStatements, reservationNotice } from '../notifications/notify.ts';
import { actionEmail, cancellationEmail } from './emails.ts';
import {
  ActionErrorCode,
  cancellationPreview,
  planAction,
  type ReservationAction,
  recomputedAmounts,
} from './reservation-actions.ts';
import type { BookingDeps } from './store-reservation.ts';
import { actionResultView } from './views.ts';

/** The staff member acting (the history's actor; the notice goes to the rest of the staff). */
export type StaffUser = { id: number; name: string; surname: string } | null | undefined;

/** The guest cancels from the manage link: free before the deadline, the policy's penalty after. */
export async function cancelByGuest(
  deps: BookingDeps,
  stored: StoredReservation,
  preview: boolean,
): Promise<CancellationResult> {
  const { db, now } = deps;
  const { row } = stored;
  if (row.status !== 'CONFIRMED') {
    throw new ApiError(409, `The reservation is already ${row.status.toLowerCase().replace('_', ' ')}`, [
      { field: 'code', code: ActionErrorCode.notConfirmed },
    ]);
  }
  const before = toDomainReservation(stored);
  const cancellation = cancellationPreview(before, now);
  if (!cancellation) {
    throw new ApiError(409, 'The stay has ended: the reservation can no longer be cancelled', [
      { field: 'code', code: ActionErrorCode.ended },
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
  if (preview) return result;
  const email = cancellationEmail(
    stored,
    after.cancelAmountCents,
    await loadHotelBrand(db, row.hotel_id, deps.siteUrl),
  );
  const statements = applyActionStatements(db, before, after, {
    reservationId: row.id,
    version: row.version,
    releaseFrom: todayIn(row.hotel_time_zone, now),
    email,
    now: new Date(now),
    events: actionEvents(
      after.status,
      { kind: 'GUEST' },
      { amount: result.penalty, currency: row.currency, checkout: row.checkout, email },
    ),
  });
  await writeGuarded(deps, stored, statements, [], reservationNotice('reservation.cancelled', stored, null));
  return result;
}

/** The staff cancel, record a no-show or check the guest out early (`preview`: nothing written). */
export async function applyStaffAction(
  deps: BookingDeps,
  stored: StoredReservation,
  action: ReservationAction,
  request: { preview: boolean; user: StaffUser },
): Promise<ReservationActionResult> {
  const { db, now } = deps;
  const { preview, user } = request;
  const before = toDomainReservation(stored);
  const planned = planAction(action, before, now);
  if (!planned.ok) throw new ApiError(409, planned.message, [{ field: 'code', code: planned.code }]);
  const amounts = recomputedAmounts(planned, stored);
  const released = releasedNights(before, planned.after, planned.today);
  const email = actionEmail(
    stored,
    planned,
    amounts,
    await loadHotelBrand(db, stored.row.hotel_id, deps.siteUrl),
  );
  const result = actionResultView(stored, planned, {
    action,
    preview,
    amounts,
    released,
    emailSent: !preview && email !== null,
    sendsEmail: email !== null,
  });
  if (preview) return result;
  const actor = staffActorOf(user);
  const statements = applyActionStatements(db, before, planned.after, {
    reservationId: stored.row.id,
    version: stored.row.version,
    releaseFrom: planned.today,
    email,
    now: new Date(now),
    ...(amounts ? { amounts } : {}),
    events: actionEvents(result.status, actor, {
      amount: result.cancelAmount,
      currency: result.currency,
      checkout: result.checkout,
      email,
    }),
  });
  // Guests in house who leave early leave the front desk's stay too (decision 047).
  const departure =
    planned.outcome === 'EARLY_CHECKOUT'
      ? departIfInHouseStatements(db, {
          reservationId: stored.row.id,
          version: stored.row.version,
          now: new Date(now),
          actor,
        })
      : [];
  const cancelled = planned.outcome === 'CANCELLED' || planned.outcome === 'CHECKIN_DELETED';
  await writeGuarded(
    deps,
    stored,
    statements,
    departure,
    reservationNotice(cancelled ? 'reservation.cancelled' : 'reservation.changed', stored, user?.id ?? null, {
      checkin: stored.row.checkin,
      checkout: result.checkout,
    }),
  );
  return result;
}

/**
 * One batch: the action's statements with `extra` and the staff's notice before the last one,
 * the reservation's update guarded by its version (decision 056: the notice only if this change
 * wins). 409 when another change got there first; nothing is then written.
 */
async function writeGuarded(
  deps: BookingDeps,
  stored: StoredReservation,
  statements: D1PreparedStatement[],
  extra: D1PreparedStatement[],
  notice: HotelNotice,
): Promise<void> {
  const { row } = stored;
  const noticeStatements = notifyHotelStatements(deps.db, row.hotel_id, notice, {
    siteUrl: deps.siteUrl,
    now: new Date(deps.now),
    when: whileReservationVersion(row.id, row.version),
  });
  const results = await deps.db.batch([
    ...statements.slice(0, -1),
    ...extra,
    ...noticeStatements,
    ...statements.slice(-1),
  ]);
  if ((results.at(-1)?.meta.changes ?? 0) !== 1) {
    throw new ApiError(409, 'The reservation was changed meanwhile: reload it and try again', [
      { field: 'code', code: ActionErrorCode.changed },
    ]);
  }
}

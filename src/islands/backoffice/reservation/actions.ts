/**
 * What the reservation screen shows of a staff action (BOFLOW; decision 013): which actions
 * it offers (only those the server says apply now), and the preview's outcome in the confirm
 * dialog: penalty, nights charged, status text, whether the guest is e-mailed.
 */
import type {
  PenaltyView,
  ReservationActionName,
  ReservationActionResult,
  ReservationPolicyView,
  StaffReservationRoomView,
  StaffReservationView,
} from '../../../contracts/booking-types.ts';
import {
  type PolicySummary as PolicySummaryData,
  penaltyNights,
} from '../../../domain/booking/cancellation.ts';

export const ACTIONS: readonly ReservationActionName[] = ['cancel', 'no-show', 'early-checkout'];

/** The text-key segment of an action (`no-show` → `noshow`). */
export function actionKey(action: ReservationActionName): 'cancel' | 'noshow' | 'earlycheckout' {
  return action === 'cancel' ? 'cancel' : action === 'no-show' ? 'noshow' : 'earlycheckout';
}

/** Whether the reservation offers `action` now (the server's `allowedActions`). */
export function isActionEnabled(
  view: Pick<StaffReservationView, 'allowedActions'>,
  action: ReservationActionName,
) {
  return view.allowedActions.includes(action);
}

/**
 * What the guest owes for one room after the action: the nights the engine's rule counts (null
 * when the amount is not counted in nights: a percentage of the total or a fixed fee), the amount
 * owed, and the room's total before the action. It is what is DUE, not what was charged: money
 * moves only through the folio's payments (FOLIO-2).
 */
export type OwedRoom = {
  roomId: number;
  /** The room type's name key and names, to tell the rooms apart when there are several. */
  roomType: StaffReservationRoomView['roomType'];
  nights: number | null;
  owed: number;
  of: number;
};

export type ActionPreview = {
  outcome: ReservationActionResult['outcome'];
  /** Per room the action changes: nights counted and the amount due out of the room's total. */
  owed: OwedRoom[];
  /** What the guest owes for the action (0: free). */
  penalty: number;
  /** The stay's new end (early checkout). */
  checkout: string;
  /** The first night the action puts back on sale, or null when it frees none (a stay ending today). */
  releasedFrom: string | null;
  /** The reservation's total afterwards. */
  total: number;
  statusText: 'free' | 'penalty' | null;
  /** The guest's address when the action e-mails the guest, else null. */
  emailTo: string | null;
  currency: string;
};

/** The nights a penalty names (BOFLOW rules in src/domain/booking/cancellation.ts), at most the stay's. */
function namedNights(penalty: PenaltyView | null, stayNights: number): number | null {
  if (!penalty) return null;
  const nights = Math.min(stayNights, penaltyNights({ ...penalty, chargeAmountCents: 0 }));
  return nights > 0 ? nights : null;
}

/**
 * The nights one room owes after the action the server previewed (its amounts are the
 * server's; this only counts the nights the engine's rule took them from):
 * - cancelled: the reservation penalty's nights up to the deadline, the check-in penalty's after;
 * - no-show: every night with `stayNights`, else the policy's chargeNights;
 * - early checkout: the nights stayed plus, for a non-refundable rate, the first chargeNights of
 *   the nights given back; when the check-in penalty was the larger (`penalty`), its nights.
 * The amount is what the guest owes for the room afterwards (the penalty, or the new total after
 * an early checkout), out of the room's total before the action.
 */
export function owedRoom(
  room: StaffReservationRoomView,
  after: ReservationActionResult['rooms'][number],
  now: number,
): OwedRoom {
  const stayNights = room.nightly.length;
  const policy = room.cancellationPolicy;
  const base = { roomId: room.id, roomType: room.roomType, of: room.total };
  if (after.status === 'NO_SHOW') {
    const noShow = room.noShowPolicy;
    const nights = !noShow ? 0 : noShow.stayNights ? stayNights : Math.min(stayNights, noShow.chargeNights);
    return {
      ...base,
      nights: nights > 0 && after.cancelAmount > 0 ? nights : null,
      owed: after.cancelAmount,
    };
  }
  if (after.status === 'EARLY_CHECKOUT') {
    if (after.penalty) {
      return { ...base, nights: namedNights(policy.checkinPenalty, stayNights), owed: after.total };
    }
    const stayed = room.nightly.filter((night) => night.date < after.endDate).length;
    const given = stayNights - stayed;
    const chargeNights =
      room.rateType === 'NOT_REFUNDABLE'
        ? (policy.cancellation?.chargeNights ?? policy.checkinPenalty?.chargeNights ?? 0)
        : 0;
    return { ...base, nights: stayed + Math.min(given, Math.max(0, chargeNights)), owed: after.total };
  }
  // Cancelled: the penalty that applies now (the reservation penalty until the deadline).
  const deadline = room.policy.deadline === null ? null : Date.parse(room.policy.deadline);
  const penalty = deadline !== null && now <= deadline ? policy.reservationPenalty : policy.checkinPenalty;
  return {
    ...base,
    nights: after.cancelAmount > 0 ? namedNights(penalty, stayNights) : 0,
    owed: after.cancelAmount,
  };
}

/** The confirm dialog's figures from a `preview: true` answer. */
export function actionPreview(
  result: ReservationActionResult,
  view: Pick<StaffReservationView, 'checkin' | 'guest'> & { rooms?: readonly StaffReservationRoomView[] },
  now: number = Date.now(),
): ActionPreview {
  const before = new Map((view.rooms ?? []).map((room) => [room.id, room]));
  const owed: OwedRoom[] = [];
  for (const after of result.rooms) {
    const room = before.get(after.id);
    // Only the rooms the action changes (ended or already cancelled rooms are left alone).
    if (!room || room.status === after.status) continue;
    owed.push(owedRoom(room, after, now));
  }
  return {
    outcome: result.outcome,
    owed,
    penalty: result.cancelAmount,
    checkout: result.checkout,
    releasedFrom: result.released.flatMap((room) => room.dates).sort()[0] ?? null,
    total: result.total,
    statusText: result.statusText ?? (result.cancelAmount > 0 ? 'penalty' : 'free'),
    emailTo: result.sendsEmail && view.guest.email ? view.guest.email : null,
    currency: result.currency,
  };
}

/** The PROPDATA-12 policy figures in cents, as PolicySummary words them. */
export function policyData(policy: ReservationPolicyView): PolicySummaryData {
  return {
    type: policy.type,
    gracePeriod: policy.gracePeriod,
    deadline: policy.deadline === null ? null : Date.parse(policy.deadline),
    deadlineDate: policy.deadlineDate,
    reservationPenaltyCents: Math.round(policy.reservationPenaltyAmount * 100),
    checkinPenaltyCents: Math.round(policy.checkinPenaltyAmount * 100),
    deposit: policy.deposit,
    freeNow: policy.freeNow,
  };
}

/**
 * What the reservation screen shows of a staff action (spec 002 §4; decision 013): which actions
 * it offers (only those the server says apply now), and the preview's outcome in the confirm
 * dialog: penalty, nights charged, status text, whether the guest is e-mailed.
 */
import type {
  ReservationActionName,
  ReservationActionResult,
  ReservationPolicyView,
  StaffReservationView,
} from '../../../api/booking-types.ts';
import type { PolicySummary as PolicySummaryData } from '../../../domain/booking/cancellation.ts';
import { daysBetween } from '../../../domain/dates-format.ts';

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

export type ActionPreview = {
  outcome: ReservationActionResult['outcome'];
  /** What the guest owes for the action (0: free). */
  penalty: number;
  /** Nights the guest pays for after an early checkout (null for the other outcomes). */
  nightsCharged: number | null;
  /** The stay's new end (early checkout). */
  checkout: string;
  /** The reservation's total afterwards. */
  total: number;
  statusText: 'free' | 'penalty' | null;
  /** The guest's address when the action e-mails the guest, else null. */
  emailTo: string | null;
  currency: string;
};

/** The confirm dialog's figures from a `preview: true` answer. */
export function actionPreview(
  result: ReservationActionResult,
  view: Pick<StaffReservationView, 'checkin' | 'guest'>,
): ActionPreview {
  return {
    outcome: result.outcome,
    penalty: result.cancelAmount,
    nightsCharged:
      result.outcome === 'EARLY_CHECKOUT' ? Math.max(0, daysBetween(view.checkin, result.checkout)) : null,
    checkout: result.checkout,
    total: result.total,
    statusText: result.statusText ?? (result.cancelAmount > 0 ? 'penalty' : 'free'),
    emailTo: result.sendsEmail && view.guest.email ? view.guest.email : null,
    currency: result.currency,
  };
}

/** The spec 001 policy figures in cents, as PolicySummary words them. */
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

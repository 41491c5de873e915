/**
 * What a front desk may override when it books for a guest (decision 018). The online channels'
 * restrictions are revenue rules for unattended sales, so staff may book past them: minimum and
 * maximum stay, closed to arrival or departure, a rate plan closed that night. What describes
 * the property is never overridden: the hotel or the room type closed, a night without a price,
 * the room's occupancy, dates in the past or beyond the hotel's longest stay. A sold-out night
 * is overridden only as an explicit, confirmed overbooking.
 */
import type { Violation } from './types.ts';

/** Violation codes staff may book past without asking (see above). */
export const STAFF_OVERRIDABLE = new Set<Violation['code']>([
  'stay.min.los',
  'stay.max.los',
  'stay.closed.arrival',
  'stay.closed.departure',
]);

/**
 * True when a staff booking may ignore `violation`.
 * staffMayOverride({ code: 'stay.closed', scope: 'rate' }, { overbook: false }) → true;
 * staffMayOverride({ code: 'stay.closed', scope: 'hotel' }, …) → false;
 * staffMayOverride({ code: 'stay.sold.out' }, { overbook: false }) → false.
 */
export function staffMayOverride(violation: Violation, options: { overbook: boolean }): boolean {
  if (STAFF_OVERRIDABLE.has(violation.code)) return true;
  if (violation.code === 'stay.closed') return violation.scope === 'rate';
  if (violation.code === 'stay.sold.out') return options.overbook;
  return false;
}

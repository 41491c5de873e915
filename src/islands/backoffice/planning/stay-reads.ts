/**
 * The reads a change of stays or rooms changes, wherever they are shown: a reservation made, a
 * stay moved, a room closed, a guest checked in or out. A write names them (`invalidates`), so the
 * planning, Today, the reservations, the housekeeping list, the ratesheet's availability and the
 * new reservation's search are not shown as they were before it.
 */
import { frontDeskEndpoints } from '../../../contracts/endpoints/front-desk.ts';
import { housekeepingEndpoints } from '../../../contracts/endpoints/housekeeping.ts';
import { planningEndpoints } from '../../../contracts/endpoints/planning.ts';
import { ratesheetEndpoints } from '../../../contracts/endpoints/ratesheet.ts';
import { reservationsEndpoints } from '../../../contracts/endpoints/reservations.ts';
import { staffBookingEndpoints } from '../../../contracts/endpoints/staff-booking.ts';
import type { Invalidates } from '../app/query.ts';

/** Every read of stays and rooms but the planning's own (a planning write keeps that one itself). */
export const STAY_READS_BESIDE_PLANNING: Invalidates = [
  frontDeskEndpoints.getFrontDesk,
  reservationsEndpoints.listReservations,
  reservationsEndpoints.getStaffReservation,
  housekeepingEndpoints.getHousekeeping,
  ratesheetEndpoints.getRatesheet,
  staffBookingEndpoints.getStaffAvailability,
];

/** Every read of stays and rooms, the planning's included. */
export const STAY_READS: Invalidates = [planningEndpoints.getPlanning, ...STAY_READS_BESIDE_PLANNING];

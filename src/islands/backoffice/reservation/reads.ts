/**
 * The reads a write to one reservation changes, wherever they are shown (decision 067): the write
 * names one of these lists (`invalidates`), and every cached answer of those endpoints reloads, on
 * this screen (the stay panel, the folio, the history) and on the others when they are next shown
 * (the list, the planning, Today, the police report, the figures).
 */
import { folioEndpoints } from '../../../contracts/endpoints/folio.ts';
import { frontDeskEndpoints } from '../../../contracts/endpoints/front-desk.ts';
import { housekeepingEndpoints } from '../../../contracts/endpoints/housekeeping.ts';
import { planningEndpoints } from '../../../contracts/endpoints/planning.ts';
import { policeReportEndpoints } from '../../../contracts/endpoints/police-report.ts';
import { reservationHistoryEndpoints } from '../../../contracts/endpoints/reservation-history.ts';
import { reservationsEndpoints } from '../../../contracts/endpoints/reservations.ts';
import { revenueEndpoints } from '../../../contracts/endpoints/revenue.ts';
import { statisticsEndpoints } from '../../../contracts/endpoints/statistics.ts';
import type { Invalidates } from '../app/query.ts';

/**
 * A change of the stay itself (cancel, no-show, early checkout, new dates or rooms, a night's
 * price, check-in undone, check-out): its status, nights, rooms and totals are read everywhere.
 */
export const STAY_READS: Invalidates = [
  reservationsEndpoints.getStaffReservation,
  reservationHistoryEndpoints.getReservationHistory,
  folioEndpoints.getFolio,
  reservationsEndpoints.listReservations,
  planningEndpoints.getPlanning,
  frontDeskEndpoints.getFrontDesk,
  frontDeskEndpoints.getCheckInRooms,
  housekeepingEndpoints.getHousekeeping,
  policeReportEndpoints.getPoliceReport,
  revenueEndpoints.getHotelRevenueFigures,
  revenueEndpoints.getHotelCashReport,
  statisticsEndpoints.getHotelStatistics,
];

/**
 * What a folio write changes besides the folio (which the write answers, put in place): the money
 * the reservation and the list show (paid, balance), its history, the desk's balances and the cash report.
 */
export const FOLIO_ECHO_READS: Invalidates = [
  reservationsEndpoints.getStaffReservation,
  reservationHistoryEndpoints.getReservationHistory,
  reservationsEndpoints.listReservations,
  frontDeskEndpoints.getFrontDesk,
  revenueEndpoints.getHotelCashReport,
  revenueEndpoints.getHotelRevenueFigures,
];

/** A folio write that does not answer the folio (a receipt number): the folio too. */
export const FOLIO_READS: Invalidates = [folioEndpoints.getFolio, ...FOLIO_ECHO_READS];

/** Notes are saved by their own panel (which puts the answer in place): the history records them. */
export const HISTORY_READS: Invalidates = [reservationHistoryEndpoints.getReservationHistory];

/**
 * Guest documents saved (the panel puts the answer in place): the history records them, the police
 * report lists the guests complete or not, the desk counts the missing ones at check-in.
 */
export const DOCUMENT_READS: Invalidates = [
  reservationHistoryEndpoints.getReservationHistory,
  policeReportEndpoints.getPoliceReport,
  frontDeskEndpoints.getFrontDesk,
  frontDeskEndpoints.getCheckInRooms,
];

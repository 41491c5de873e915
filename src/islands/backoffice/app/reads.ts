/**
 * The reads each kind of write changes, wherever they are shown (decision 067): a write names one
 * of these lists (`invalidates`, or `invalidateReads` after `secureApi`), and every cached answer of
 * those endpoints reloads — on the screen that wrote and on the others when they are next shown.
 * One file, so a new read shown somewhere is added once and every write that changes it reloads it.
 */

import { channelsEndpoints } from '../../../contracts/routes/channels.ts';
import { folioEndpoints } from '../../../contracts/routes/folio.ts';
import { frontDeskEndpoints } from '../../../contracts/routes/front-desk.ts';
import { hotelsEndpoints } from '../../../contracts/routes/hotels.ts';
import { housekeepingEndpoints } from '../../../contracts/routes/housekeeping.ts';
import { icalEndpoints } from '../../../contracts/routes/ical.ts';
import { planningEndpoints } from '../../../contracts/routes/planning.ts';
import { policeReportEndpoints } from '../../../contracts/routes/police-report.ts';
import { policiesEndpoints } from '../../../contracts/routes/policies.ts';
import { promotionsEndpoints } from '../../../contracts/routes/promotions.ts';
import { propertyEndpoints } from '../../../contracts/routes/property.ts';
import { ratePlansEndpoints } from '../../../contracts/routes/rate-plans.ts';
import { ratesheetEndpoints } from '../../../contracts/routes/ratesheet.ts';
import { reservationHistoryEndpoints } from '../../../contracts/routes/reservation-history.ts';
import { reservationsEndpoints } from '../../../contracts/routes/reservations.ts';
import { revenueEndpoints } from '../../../contracts/routes/revenue.ts';
import { reviewsEndpoints } from '../../../contracts/routes/reviews.ts';
import { roomTypePhotosEndpoints } from '../../../contracts/routes/room-type-photos.ts';
import { roomTypesEndpoints } from '../../../contracts/routes/room-types.ts';
import { roomsEndpoints } from '../../../contracts/routes/rooms.ts';
import { setupChecklistEndpoints } from '../../../contracts/routes/setup-checklist.ts';
import { staffBookingEndpoints } from '../../../contracts/routes/staff-booking.ts';
import { statisticsEndpoints } from '../../../contracts/routes/statistics.ts';
import { taxesEndpoints } from '../../../contracts/routes/taxes.ts';
import type { Invalidates } from './query.ts';

// Stays, folios, notes and documents.

/**
 * A change of stays or rooms (a reservation made, cancelled, moved, changed, a night's price, a
 * room closed, a check-in or check-out and its undo): status, nights, rooms and totals are read
 * everywhere, the planning's own read aside.
 */
export const STAY_READS_BESIDE_PLANNING: Invalidates = [
  reservationsEndpoints.getStaffReservation,
  reservationHistoryEndpoints.getReservationHistory,
  folioEndpoints.getFolio,
  reservationsEndpoints.listReservations,
  frontDeskEndpoints.getFrontDesk,
  frontDeskEndpoints.getCheckInRooms,
  housekeepingEndpoints.getHousekeeping,
  policeReportEndpoints.getPoliceReport,
  revenueEndpoints.getHotelRevenueFigures,
  revenueEndpoints.getHotelCashReport,
  statisticsEndpoints.getHotelStatistics,
  ratesheetEndpoints.getRatesheet,
  staffBookingEndpoints.getStaffAvailability,
];

/** Every read of stays and rooms, the planning's included (a planning write keeps its own in place). */
export const STAY_READS: Invalidates = [planningEndpoints.getPlanning, ...STAY_READS_BESIDE_PLANNING];

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

// Guest reviews.

/**
 * A review answered: its list (every filter) and the summary that list answers (the unanswered
 * count). The answering screen puts the saved review in place and reloads the lists when next shown.
 */
export const REVIEW_READS: Invalidates = [reviewsEndpoints.listManagedHotelReviews];

// The hotel's set-up.

/** What every screen selling the hotel's rooms reads: its grids, its availability, its checklist. */
const SELLING: Invalidates = [
  setupChecklistEndpoints.getSetupChecklist,
  ratesheetEndpoints.getRatesheet,
  planningEndpoints.getPlanning,
  staffBookingEndpoints.getStaffAvailability,
];

/** The hotel's info saved (its name, type): the list of the person's hotels (the hotel picker, every screen's hotel). */
export const HOTEL_INFO_READS: Invalidates = [hotelsEndpoints.listManagedHotels];

/** A room type added, changed or removed: its lists, every list naming it, the selling screens. */
export const ROOM_TYPE_READS: Invalidates = [
  roomTypesEndpoints.listRoomTypes,
  roomsEndpoints.listRooms,
  ratePlansEndpoints.listRatePlans,
  promotionsEndpoints.listPromotions,
  channelsEndpoints.getChannelSettings,
  icalEndpoints.getCalendarSync,
  propertyEndpoints.getProperty,
  housekeepingEndpoints.getHousekeeping,
  ...SELLING,
];

/** A room added, changed or removed: the rooms, the types' counts, the desk's and the calendars' rooms. */
export const ROOM_READS: Invalidates = [
  roomsEndpoints.listRooms,
  roomTypesEndpoints.listRoomTypes,
  icalEndpoints.getCalendarSync,
  housekeepingEndpoints.getHousekeeping,
  frontDeskEndpoints.getCheckInRooms,
  ...SELLING,
];

/** A room type's photos changed: the photos, the type's count, the checklist's photos step. */
export const ROOM_TYPE_PHOTO_READS: Invalidates = [
  roomTypePhotosEndpoints.listRoomTypePhotos,
  roomTypesEndpoints.listRoomTypes,
  setupChecklistEndpoints.getSetupChecklist,
];

/** A rate plan added, changed or removed: the plans, what names them (promotions, policies, channels). */
export const RATE_PLAN_READS: Invalidates = [
  ratePlansEndpoints.listRatePlans,
  promotionsEndpoints.listPromotions,
  policiesEndpoints.getPolicies,
  channelsEndpoints.getChannelSettings,
  ...SELLING,
];

/** The policies saved: the rate plans word them, the new reservation quotes with them. */
export const POLICY_READS: Invalidates = [
  policiesEndpoints.getPolicies,
  ratePlansEndpoints.listRatePlans,
  staffBookingEndpoints.getStaffAvailability,
];

/** The taxes saved: the checklist's taxes step. */
export const TAX_READS: Invalidates = [taxesEndpoints.getTaxes, setupChecklistEndpoints.getSetupChecklist];

/** A promotion changed: the list, and the new reservation's offers. */
export const PROMOTION_READS: Invalidates = [
  promotionsEndpoints.listPromotions,
  staffBookingEndpoints.getStaffAvailability,
];

/** The channels saved: the rate plans list the channels they are sold on. */
export const CHANNEL_READS: Invalidates = [
  channelsEndpoints.getChannelSettings,
  ratePlansEndpoints.listRatePlans,
];

/** A calendar imported, synced or removed: its stays land in the planning and the reservations. */
export const CALENDAR_READS: Invalidates = [
  icalEndpoints.getCalendarSync,
  icalEndpoints.listCalendarConflicts,
  planningEndpoints.getPlanning,
  reservationsEndpoints.listReservations,
];

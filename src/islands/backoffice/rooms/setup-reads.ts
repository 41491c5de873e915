/**
 * The reads each set-up write changes, wherever they are shown (decision 067: a write names the
 * reads it changes). A room type, a room, a rate plan or a policy is read back by other screens
 * (the planning, the ratesheet, the new reservation's availability, the setup checklist, the
 * channels' links): a save here must reload them too, or those screens go on showing the old set-up.
 */
import { channelsEndpoints } from '../../../contracts/endpoints/channels.ts';
import { frontDeskEndpoints } from '../../../contracts/endpoints/front-desk.ts';
import { housekeepingEndpoints } from '../../../contracts/endpoints/housekeeping.ts';
import { icalEndpoints } from '../../../contracts/endpoints/ical.ts';
import { planningEndpoints } from '../../../contracts/endpoints/planning.ts';
import { policiesEndpoints } from '../../../contracts/endpoints/policies.ts';
import { promotionsEndpoints } from '../../../contracts/endpoints/promotions.ts';
import { propertyEndpoints } from '../../../contracts/endpoints/property.ts';
import { ratePlansEndpoints } from '../../../contracts/endpoints/rate-plans.ts';
import { ratesheetEndpoints } from '../../../contracts/endpoints/ratesheet.ts';
import { reservationsEndpoints } from '../../../contracts/endpoints/reservations.ts';
import { roomTypePhotosEndpoints } from '../../../contracts/endpoints/room-type-photos.ts';
import { roomTypesEndpoints } from '../../../contracts/endpoints/room-types.ts';
import { roomsEndpoints } from '../../../contracts/endpoints/rooms.ts';
import { setupChecklistEndpoints } from '../../../contracts/endpoints/setup-checklist.ts';
import { staffBookingEndpoints } from '../../../contracts/endpoints/staff-booking.ts';
import { taxesEndpoints } from '../../../contracts/endpoints/taxes.ts';
import type { Invalidates } from '../app/query.ts';

/** What every screen selling the hotel's rooms reads: its grids, its availability, its checklist. */
const SELLING: Invalidates = [
  setupChecklistEndpoints.getSetupChecklist,
  ratesheetEndpoints.getRatesheet,
  planningEndpoints.getPlanning,
  staffBookingEndpoints.getStaffAvailability,
];

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

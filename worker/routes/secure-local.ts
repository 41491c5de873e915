import { Hono } from 'hono';
import { except } from 'hono/combine';
import type { AppEnv } from '../env.ts';
import { errorBody } from '../errors.ts';
import { limitBody, requireJsonBody } from '../middleware/request-guards.ts';
import { requireXsrfToken } from '../middleware/xsrf-guard.ts';
import { hotelGuard } from '../security/hotel-access.ts';
import { loadSession } from '../security/session.ts';
import { secureAccountRoutes } from './secure-account.ts';
import { secureBookingChangeRoutes } from './secure-booking-change.ts';
import { secureChannelRoutes } from './secure-channels.ts';
import { hotelContractRoutes, partnerPlanRoutes } from './secure-contracts.ts';
import { secureFolioRoutes } from './secure-folio.ts';
import { secureFrontDeskRoutes } from './secure-front-desk.ts';
import { GALLERY_PATH, secureGalleryRoutes } from './secure-gallery.ts';
import { secureGuestDocumentRoutes } from './secure-guest-documents.ts';
import { secureHotelRoutes } from './secure-hotels.ts';
import { secureHousekeepingRoutes } from './secure-housekeeping.ts';
import { secureIcalRoutes } from './secure-ical.ts';
import { secureNoteRoutes } from './secure-notes.ts';
import { secureNotificationRoutes } from './secure-notifications.ts';
import { securePlanningRoutes } from './secure-planning.ts';
import { securePoliceReportRoutes } from './secure-police-report.ts';
import { securePolicyRoutes } from './secure-policies.ts';
import { securePromotionRoutes } from './secure-promotions.ts';
import { securePropertyRoutes } from './secure-property.ts';
import { secureRatePlanRoutes } from './secure-rate-plans.ts';
import { secureRatesheetRoutes } from './secure-ratesheet.ts';
import { secureReservationExportRoutes, secureReservationListRoutes } from './secure-reservation-list.ts';
import { secureReservationRoutes } from './secure-reservations.ts';
import { secureRevenueRoutes } from './secure-revenue.ts';
import { secureReviewRoutes } from './secure-reviews.ts';
import { ROOM_TYPE_PHOTOS_PATH, secureRoomTypePhotoRoutes } from './secure-room-type-photos.ts';
import { secureRoomTypeRoutes } from './secure-room-types.ts';
import { secureRoomRoutes } from './secure-rooms.ts';
import { secureSetupChecklistRoutes } from './secure-setup-checklist.ts';
import { secureStaffRoutes } from './secure-staff.ts';
import { staffBookingRoutes } from './secure-staff-booking.ts';
import { secureStatisticsRoutes } from './secure-statistics.ts';
import { secureTwoFactorSettingRoutes } from './secure-two-factor.ts';
import { secureWidgetSiteRoutes } from './secure-widget-sites.ts';
import { secureWidgetRoutes } from './secure-widgets.ts';

const HOTEL_BASE = '/hotels/:hotelId';

/**
 * Everything under `/hotels/:hotelId`: the guard runs once, before any of these modules, so none
 * of them checks the manager's link to the hotel (each route names its permission instead).
 * Register new hotel routes here; the route walk in worker/security/hotel-access.test.ts fails
 * for a hotel route served outside it.
 */
const hotelApi = new Hono<AppEnv>()
  .use('*', hotelGuard)
  // Before the reservation routes: 'export' is not a reservation code.
  .route('/', secureReservationExportRoutes)
  // Before the reservation routes: …/check-in and …/check-out are the desk's.
  .route('/', secureFrontDeskRoutes)
  .route('/', secureReservationRoutes)
  .route('/', secureFolioRoutes)
  .route('/', secureBookingChangeRoutes)
  .route('/', secureReservationListRoutes)
  .route('/', securePlanningRoutes)
  .route('/', secureHousekeepingRoutes)
  .route('/', secureGuestDocumentRoutes)
  .route('/', secureNoteRoutes)
  .route('/', securePoliceReportRoutes)
  .route('/', staffBookingRoutes)
  .route('/', secureRatesheetRoutes)
  .route('/', secureGalleryRoutes)
  .route('/', secureWidgetSiteRoutes)
  .route('/', securePromotionRoutes)
  .route('/', secureChannelRoutes)
  .route('/', secureIcalRoutes)
  .route('/', securePropertyRoutes)
  .route('/', secureRoomTypeRoutes)
  .route('/', secureRoomTypePhotoRoutes)
  .route('/', secureRoomRoutes)
  .route('/', secureRatePlanRoutes)
  .route('/', secureSetupChecklistRoutes)
  .route('/', securePolicyRoutes)
  .route('/', secureReviewRoutes)
  .route('/', secureStatisticsRoutes)
  .route('/', secureRevenueRoutes)
  .route('/', hotelContractRoutes)
  .route('/', secureWidgetRoutes)
  // Before the staff routes: 'two-factor' is not a member's id.
  .route('/', secureTwoFactorSettingRoutes)
  .route('/', secureStaffRoutes);

/** The gallery's and the room types' photo uploads stream their bodies into R2, far past the 64 KB JSON cap. */
const PHOTO_UPLOADS = [GALLERY_PATH, ROOM_TYPE_PHOTOS_PATH].map(
  (path) => new RegExp(`/hotels/[^/]+${path.replace(':id', '[^/]+')}$`),
);
const isPhotoUpload = (c: { req: { method: string; path: string } }) =>
  c.req.method === 'POST' && PHOTO_UPLOADS.some((upload) => upload.test(c.req.path));

/**
 * The secure API served by the worker itself, used when BACKOFFICE_ORIGIN is empty (when it is
 * set, secure.ts forwards every call and nothing here runs, the session middleware included: the
 * back office reads its own cookies). Register new secure routes above the catch-all below.
 */
export const localSecureApi = new Hono<AppEnv>();

// The manager session, as on the public chain (`c.var.user`, or null); JSON bodies only (415) of
// at most 64 KB (413) before anything reads them, except the photo upload; then the anti-forgery
// token of every write (403).
localSecureApi.use(
  '*',
  loadSession(),
  except(isPhotoUpload, requireJsonBody(), limitBody()),
  requireXsrfToken(),
);
// Not about one hotel: a signed-in manager is enough (requireUser).
localSecureApi.route('/', secureHotelRoutes);
localSecureApi.route('/', partnerPlanRoutes);
localSecureApi.route('/', secureAccountRoutes);
localSecureApi.route('/', secureNotificationRoutes);
localSecureApi.route(HOTEL_BASE, hotelApi);
localSecureApi.all('*', (c) => c.json(errorBody('Not found'), 404));

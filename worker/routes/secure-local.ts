import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { errorBody } from '../errors.ts';
import { limitBody, requireJsonBody } from '../middleware/request-guards.ts';
import { requireXsrfToken } from '../middleware/xsrf-guard.ts';
import { loadSession } from '../security/session.ts';
import { secureChannelRoutes } from './secure-channels.ts';
import { secureContractRoutes } from './secure-contracts.ts';
import { secureGalleryRoutes } from './secure-gallery.ts';
import { secureGuestDocumentRoutes } from './secure-guest-documents.ts';
import { secureHotelRoutes } from './secure-hotels.ts';
import { secureNoteRoutes } from './secure-notes.ts';
import { securePlanningRoutes } from './secure-planning.ts';
import { securePromotionRoutes } from './secure-promotions.ts';
import { securePropertyRoutes } from './secure-property.ts';
import { secureRatesheetRoutes } from './secure-ratesheet.ts';
import { secureReservationExportRoutes, secureReservationListRoutes } from './secure-reservation-list.ts';
import { secureReservationRoutes } from './secure-reservations.ts';
import { secureReviewRoutes } from './secure-reviews.ts';
import { staffBookingRoutes } from './secure-staff-booking.ts';
import { secureStatisticsRoutes } from './secure-statistics.ts';
import { secureWidgetSiteRoutes } from './secure-widget-sites.ts';
import { secureWidgetRoutes } from './secure-widgets.ts';

/**
 * The secure API served by the worker itself, used when BACKOFFICE_ORIGIN is empty (when it is
 * set, secure.ts forwards every call and nothing here runs, the session middleware included: the
 * back office reads its own cookies). Register new secure routes above the catch-all below.
 */
export const localSecureApi = new Hono<AppEnv>();

// The manager session, as on the public chain (`c.var.user`, or null); JSON bodies only (415) of
// at most 64 KB (413) before anything reads them; then the anti-forgery token of every write (403).
// The gallery streams photo uploads past the 64 KB JSON cap: it runs its own guards (first).
localSecureApi.route('/', secureGalleryRoutes);
localSecureApi.use('*', loadSession(), requireJsonBody(), limitBody(), requireXsrfToken());
// Before the reservation routes: 'export' is not a reservation code.
localSecureApi.route('/', secureReservationExportRoutes);
localSecureApi.route('/', secureReservationRoutes);
localSecureApi.route('/', secureReservationListRoutes);
localSecureApi.route('/', secureHotelRoutes);
localSecureApi.route('/', securePlanningRoutes);
localSecureApi.route('/', secureGuestDocumentRoutes);
localSecureApi.route('/', secureNoteRoutes);
localSecureApi.route('/', staffBookingRoutes);
localSecureApi.route('/', secureRatesheetRoutes);
localSecureApi.route('/', secureWidgetSiteRoutes);
localSecureApi.route('/', securePromotionRoutes);
localSecureApi.route('/', secureChannelRoutes);
localSecureApi.route('/', securePropertyRoutes);
localSecureApi.route('/', secureReviewRoutes);
localSecureApi.route('/', secureStatisticsRoutes);
localSecureApi.route('/', secureContractRoutes);
localSecureApi.route('/', secureWidgetRoutes);
localSecureApi.all('*', (c) => c.json(errorBody('Not found'), 404));

/**
 * The secure API (`/api/rs/secure/…`, the back office) for the OpenAPI document: every route the
 * worker serves itself (worker/routes/secure-local.ts) with the schemas its `validate()` calls
 * use, imported from the same modules as the routes (src/contracts/secure/*.ts, src/contracts/booking.ts).
 * Reads need the manager session cookie; writes also the X-XSRF-TOKEN header. A manager not
 * linked to the hotel gets 403 `{ field: 'hotelId', code: 'error.hotel.not.managed' }`.
 */
import { managedHotelsResponse } from '../../src/contracts/secure/hotels.ts';
import { contractOperations } from './registration.ts';
import type { OperationSpec } from './registry.ts';
import { bookingChangeOperations } from './secure-booking-change.ts';
import { folioOperations } from './secure-folio.ts';
import { frontDeskOperations } from './secure-front-desk.ts';
import { galleryOperations } from './secure-gallery.ts';
import { housekeepingOperations } from './secure-housekeeping.ts';
import { icalOperations } from './secure-ical.ts';
import { notificationOperations } from './secure-notifications.ts';
import { planningOperations } from './secure-planning.ts';
import { policeReportOperations } from './secure-police-report.ts';
import { policyOperations } from './secure-policies.ts';
import { promotionOperations } from './secure-promotions.ts';
import { propertyOperations } from './secure-property.ts';
import { ratePlanOperations } from './secure-rate-plans.ts';
import { ratesheetOperations } from './secure-ratesheet.ts';
import { reservationOperations } from './secure-reservations.ts';
import { reviewsStatisticsOperations } from './secure-reviews-statistics.ts';
import { roomTypePhotoOperations } from './secure-room-type-photos.ts';
import { setupOperations } from './secure-setup.ts';
import { setupChecklistOperations } from './secure-setup-checklist.ts';
import { staffOperations } from './secure-staff.ts';
import { widgetSiteOperations } from './secure-widget-sites.ts';
import { twoFactorSecureOperations } from './two-factor.ts';
import { widgetSecureOperations } from './widgets.ts';

const S = '/api/rs/secure';
const NO_STORE = 'no-store';

export const secureOperations: OperationSpec[] = [
  {
    method: 'get',
    path: `${S}/hotels`,
    operationId: 'listManagedHotels',
    summary: 'The hotels the signed-in manager runs',
    tags: ['Back office: hotels'],
    access: 'session',
    success: {
      status: 200,
      description: 'Hotels, by name',
      schema: managedHotelsResponse,
      cacheControl: NO_STORE,
    },
    errors: [401],
  },
  ...planningOperations,
  ...reservationOperations,
  ...ratesheetOperations,
  ...widgetSiteOperations(),
];
secureOperations.push(...promotionOperations);
secureOperations.push(...galleryOperations);
secureOperations.push(...propertyOperations);
secureOperations.push(...setupOperations);
secureOperations.push(...ratePlanOperations);
secureOperations.push(...setupChecklistOperations);
secureOperations.push(...policeReportOperations);
secureOperations.push(...icalOperations);
secureOperations.push(...policyOperations);
secureOperations.push(...roomTypePhotoOperations);
secureOperations.push(...housekeepingOperations);
secureOperations.push(...reviewsStatisticsOperations);
secureOperations.push(...contractOperations);
secureOperations.push(...widgetSecureOperations);
secureOperations.push(...staffOperations);
secureOperations.push(...twoFactorSecureOperations);
secureOperations.push(...notificationOperations);
secureOperations.push(...frontDeskOperations);
secureOperations.push(...folioOperations);
secureOperations.push(...bookingChangeOperations);

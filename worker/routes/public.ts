import { Hono } from 'hono';
import type { AppEnv } from '../env.ts';
import { aboutRoutes } from './about.ts';
import { bookingRoutes } from './booking.ts';
import { bookingCreateRoutes } from './booking-create.ts';
import { bookingFindRoutes } from './booking-find.ts';
import { bookingReservationRoutes } from './booking-reservations.ts';
import { bookingSiteRoutes } from './booking-site.ts';
import { countryRoutes } from './countries.ts';
import { demoRequestRoutes } from './demo-request.ts';
import { exchangeRateRoutes } from './exchange-rates.ts';
import { guestReviewRoutes } from './guest-reviews.ts';
import { helpRequestRoutes } from './help-request.ts';
import { hotelPlanRoutes } from './hotel-plans.ts';
import { hotelRoutes } from './hotels.ts';
import { i18nRoutes } from './i18n.ts';
import { invitationRoutes } from './invitations.ts';
import { joinRoutes } from './join.ts';
import { managerReviewRoutes } from './manager-reviews.ts';
import { meRoutes } from './me.ts';
import { passwordResetRoutes } from './password-reset.ts';
import { placeRoutes } from './places.ts';
import { mapConfigRoutes } from './public-hotel-map.ts';
import { weatherRoutes } from './public-weather.ts';
import { registerRoutes } from './register.ts';
import { sessionRoutes } from './session.ts';
import { templateRoutes } from './templates.ts';

/** Everything under /api/rs/public, one module per resource. */
export const publicApi = new Hono<AppEnv>()
  .route('/', aboutRoutes)
  .route('/', demoRequestRoutes)
  .route('/', joinRoutes)
  .route('/', helpRequestRoutes)
  .route('/', hotelRoutes)
  .route('/', hotelPlanRoutes)
  .route('/', managerReviewRoutes)
  .route('/', sessionRoutes)
  .route('/', meRoutes)
  .route('/', passwordResetRoutes)
  .route('/', invitationRoutes)
  .route('/', i18nRoutes)
  .route('/', templateRoutes)
  .route('/', placeRoutes)
  .route('/', bookingRoutes)
  .route('/', bookingCreateRoutes)
  .route('/', bookingFindRoutes)
  .route('/', bookingReservationRoutes)
  .route('/', bookingSiteRoutes)
  .route('/', exchangeRateRoutes)
  .route('/', countryRoutes)
  .route('/', mapConfigRoutes)
  .route('/', guestReviewRoutes)
  .route('/', registerRoutes)
  .route('/', weatherRoutes);

import { Hono } from 'hono';
import type { AppEnv } from './env.ts';
import { errorBody, handleError } from './errors.ts';
import { bookingCors } from './middleware/booking-cors.ts';
import { limitBody, rejectCrossSite, requireJsonBody } from './middleware/request-guards.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { icalFeedRoutes } from './routes/ical-feed.ts';
import { localTools } from './routes/local.ts';
import { openApiRoutes } from './routes/openapi.ts';
import { publicApi } from './routes/public.ts';
import { galleryMediaRoutes, roomTypePhotoMediaRoutes } from './routes/public-hotel-gallery.ts';
import { reviewPhotoMediaRoutes, reviewPhotoUploadRoutes } from './routes/review-photos.ts';
import { secureApi } from './routes/secure.ts';
import { serveSite } from './routes/site.ts';
import { loadSession } from './security/session.ts';

export const app = new Hono<AppEnv>();

app.use('*', securityHeaders());
app.use('/api/*', async (c, next) => {
  c.set('failureMessage', 'Internal error');
  await next();
});
// Public reads answer any origin, reservations the origins their hotel allows (booking-cors.ts);
// this runs before the cross-site guard and the API's 404, so every preflight is answered.
app.use('/api/rs/public/*', bookingCors());
// Review photos are raw image bodies: routed before the public JSON guards (INSIGHT-1).
app.route('/api/rs/public/reviews/photos', reviewPhotoUploadRoutes);
app.use('/api/rs/public/*', rejectCrossSite(), requireJsonBody(), limitBody(), loadSession());
app.route('/api/rs/public', publicApi);
// The back office defends itself too, but cross-site writes never even reach it.
app.use('/api/rs/secure/*', rejectCrossSite());
app.route('/api/rs/secure', secureApi);
app.route('/api', openApiRoutes);
app.all('/api/*', (c) =>
  c.json(errorBody(`No API route for ${c.req.method} ${new URL(c.req.url).pathname}`), 404),
);
app.route('/__local', localTools);
// Calendars the OTAs poll (CHANNEL-1): public by their secret token.
app.route('/ical', icalFeedRoutes);
app.route('/images/gallery', galleryMediaRoutes);
app.route('/images/room-types', roomTypePhotoMediaRoutes);
app.route('/images/reviews', reviewPhotoMediaRoutes);
app.all('*', serveSite);

app.onError(handleError);

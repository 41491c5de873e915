/**
 * The public routes the client calls: each endpoint's method, path and operationId, typed as its
 * table entry (src/contracts/endpoints/public-*.ts) by `import type` only, so the compiler checks
 * every literal against the table while no zod schema reaches the site's or the widget's bundle
 * (the answer is typed, not parsed, in the browser: decision 062).
 */
import type { Endpoint } from '../endpoint.ts';
import type { publicAboutEndpoints as publicAboutEndpointsTable } from '../endpoints/public-about.ts';
import type { publicBookingEndpoints as publicBookingEndpointsTable } from '../endpoints/public-booking.ts';
import type {
  publicContentEndpoints as publicContentEndpointsTable,
  publicTemplateEndpoints as publicTemplateEndpointsTable,
} from '../endpoints/public-content.ts';
import type { publicListEndpoints as publicListEndpointsTable } from '../endpoints/public-lists.ts';
import type { publicOnboardingEndpoints as publicOnboardingEndpointsTable } from '../endpoints/public-onboarding.ts';
import type { publicSessionEndpoints as publicSessionEndpointsTable } from '../endpoints/public-session.ts';

/**
 * A table's run-time part typed as the table: the caller (endpoint-call.ts) reads only method,
 * path and operationId; the schemas stay types. Each literal must equal its entry's.
 */
function routesOf<T extends Readonly<Record<string, Endpoint>>>(
  routes: {
    readonly [K in keyof T]: Pick<T[K], 'method' | 'path' | 'operationId'>;
  },
): T {
  return routes as unknown as T;
}

export const publicAboutEndpoints = routesOf<typeof publicAboutEndpointsTable>({
  getAbout: { method: 'get', path: '/api/rs/public/about', operationId: 'getAbout' },
  listReservationSources: {
    method: 'get',
    path: '/api/rs/public/about/reservations/sources',
    operationId: 'listReservationSources',
  },
  listReservationChannels: {
    method: 'get',
    path: '/api/rs/public/about/reservations/channels',
    operationId: 'listReservationChannels',
  },
  getStorage: { method: 'get', path: '/api/rs/public/storage', operationId: 'getStorage' },
  getAmazonConfig: { method: 'get', path: '/api/rs/public/config/amz', operationId: 'getAmazonConfig' },
  getCardConfig: { method: 'get', path: '/api/rs/public/config/cc', operationId: 'getCardConfig' },
});

export const publicBookingEndpoints = routesOf<typeof publicBookingEndpointsTable>({
  getBestAvailability: {
    method: 'get',
    path: '/api/rs/public/hotels/bestav/{hotelId}/{checkin}/{checkout}',
    operationId: 'getBestAvailability',
  },
  getBookingProfile: {
    method: 'get',
    path: '/api/rs/public/booking/hotels/{idOrAlias}',
    operationId: 'getBookingProfile',
  },
  getBookingCalendar: {
    method: 'get',
    path: '/api/rs/public/booking/hotels/{idOrAlias}/calendar',
    operationId: 'getBookingCalendar',
  },
  searchStay: {
    method: 'get',
    path: '/api/rs/public/booking/hotels/{idOrAlias}/search',
    operationId: 'searchStay',
  },
  checkBookingSite: {
    method: 'get',
    path: '/api/rs/public/booking/hotels/{idOrAlias}/site',
    operationId: 'checkBookingSite',
  },
  createReservation: {
    method: 'post',
    path: '/api/rs/public/booking/hotels/{idOrAlias}/reservations',
    operationId: 'createReservation',
  },
  getReservation: {
    method: 'get',
    path: '/api/rs/public/booking/reservations/{code}',
    operationId: 'getReservation',
  },
  changeReservationDates: {
    method: 'post',
    path: '/api/rs/public/booking/reservations/{code}/change',
    operationId: 'changeReservationDates',
  },
  cancelReservation: {
    method: 'post',
    path: '/api/rs/public/booking/reservations/{code}/cancel',
    operationId: 'cancelReservation',
  },
  getOnlineCheckIn: {
    method: 'get',
    path: '/api/rs/public/booking/reservations/{code}/online-check-in',
    operationId: 'getOnlineCheckIn',
  },
  saveOnlineCheckIn: {
    method: 'put',
    path: '/api/rs/public/booking/reservations/{code}/online-check-in',
    operationId: 'saveOnlineCheckIn',
  },
  findReservation: {
    method: 'post',
    path: '/api/rs/public/booking/reservations/find',
    operationId: 'findReservation',
  },
  getExchangeRates: {
    method: 'get',
    path: '/api/rs/public/booking/exchange-rates',
    operationId: 'getExchangeRates',
  },
});

export const publicContentEndpoints = routesOf<typeof publicContentEndpointsTable>({
  getTranslations: { method: 'get', path: '/api/rs/public/i18n', operationId: 'getTranslations' },
  getLanguage: { method: 'get', path: '/api/rs/public/lang/{lang}', operationId: 'getLanguage' },
  setLanguage: { method: 'post', path: '/api/rs/public/lang/{lang}', operationId: 'setLanguage' },
});

export const publicTemplateEndpoints = routesOf<typeof publicTemplateEndpointsTable>({
  getTemplateTermsManager: {
    method: 'get',
    path: '/api/rs/public/template/terms/manager',
    operationId: 'getTemplateTermsManager',
  },
  getTemplateTermsGuest: {
    method: 'get',
    path: '/api/rs/public/template/terms/guest',
    operationId: 'getTemplateTermsGuest',
  },
  getTemplateCookies: {
    method: 'get',
    path: '/api/rs/public/template/cookies',
    operationId: 'getTemplateCookies',
  },
  getTemplatePrivacyGuest: {
    method: 'get',
    path: '/api/rs/public/template/privacy/guest',
    operationId: 'getTemplatePrivacyGuest',
  },
  getTemplatePrivacyManager: {
    method: 'get',
    path: '/api/rs/public/template/privacy/manager',
    operationId: 'getTemplatePrivacyManager',
  },
  getTemplateAboutUs: {
    method: 'get',
    path: '/api/rs/public/template/aboutUs',
    operationId: 'getTemplateAboutUs',
  },
  getTemplateFaq: { method: 'get', path: '/api/rs/public/template/faq', operationId: 'getTemplateFaq' },
  getTemplateSecurity: {
    method: 'get',
    path: '/api/rs/public/template/security',
    operationId: 'getTemplateSecurity',
  },
  getTemplateContacts: {
    method: 'get',
    path: '/api/rs/public/template/contacts',
    operationId: 'getTemplateContacts',
  },
  getTemplateReviewsGuidelinesGuest: {
    method: 'get',
    path: '/api/rs/public/template/reviews/guidelines/guest',
    operationId: 'getTemplateReviewsGuidelinesGuest',
  },
  getTemplateReviewsInfo: {
    method: 'get',
    path: '/api/rs/public/template/reviews/info',
    operationId: 'getTemplateReviewsInfo',
  },
  getTemplateReviewsAppinfo: {
    method: 'get',
    path: '/api/rs/public/template/reviews/appinfo',
    operationId: 'getTemplateReviewsAppinfo',
  },
});

export const publicListEndpoints = routesOf<typeof publicListEndpointsTable>({
  listHotels: { method: 'get', path: '/api/rs/public/hotels', operationId: 'listHotels' },
  listHotelPlans: { method: 'get', path: '/api/rs/public/hotel-plans', operationId: 'listHotelPlans' },
  listManagerReviews: {
    method: 'get',
    path: '/api/rs/public/app-manager-reviews',
    operationId: 'listManagerReviews',
  },
  shuffleManagerReviews: {
    method: 'get',
    path: '/api/rs/public/app-manager-reviews/shuffle/{size}',
    operationId: 'shuffleManagerReviews',
  },
  getManagerReview: {
    method: 'get',
    path: '/api/rs/public/app-manager-reviews/{id}',
    operationId: 'getManagerReview',
  },
});

export const publicOnboardingEndpoints = routesOf<typeof publicOnboardingEndpointsTable>({
  createDemoRequest: {
    method: 'post',
    path: '/api/rs/public/demo-request/',
    operationId: 'createDemoRequest',
  },
  createDemoRequestNoSlash: {
    method: 'post',
    path: '/api/rs/public/demo-request',
    operationId: 'createDemoRequestNoSlash',
  },
  checkJoin: { method: 'get', path: '/api/rs/public/join', operationId: 'checkJoin' },
  listPendingHotels: { method: 'get', path: '/api/rs/public/join/hotels', operationId: 'listPendingHotels' },
  createQuote: { method: 'post', path: '/api/rs/public/join/quote', operationId: 'createQuote' },
  createHelpRequest: {
    method: 'post',
    path: '/api/rs/public/help-request/join',
    operationId: 'createHelpRequest',
  },
  register: { method: 'post', path: '/api/rs/public/register', operationId: 'register' },
  verifyRegistration: {
    method: 'post',
    path: '/api/rs/public/register/verify',
    operationId: 'verifyRegistration',
  },
});

export const publicSessionEndpoints = routesOf<typeof publicSessionEndpointsTable>({
  login: { method: 'post', path: '/api/rs/public/session', operationId: 'login' },
  loginTwoFactor: {
    method: 'post',
    path: '/api/rs/public/session/two-factor',
    operationId: 'loginTwoFactor',
  },
  logout: { method: 'delete', path: '/api/rs/public/session', operationId: 'logout' },
  logoutPost: { method: 'post', path: '/api/rs/public/logout', operationId: 'logoutPost' },
  getMe: { method: 'get', path: '/api/rs/public/me', operationId: 'getMe' },
  requestPasswordReset: {
    method: 'post',
    path: '/api/rs/public/resetPassword/manager',
    operationId: 'requestPasswordReset',
  },
  resetPassword: {
    method: 'post',
    path: '/api/rs/public/resetPassword/manager/new',
    operationId: 'resetPassword',
  },
  previewInvitation: {
    method: 'post',
    path: '/api/rs/public/invitations/preview',
    operationId: 'previewInvitation',
  },
  acceptInvitation: {
    method: 'post',
    path: '/api/rs/public/invitations/accept',
    operationId: 'acceptInvitation',
  },
});

/**
 * The public API (`/api/rs/public/…`) for the OpenAPI document: every route of
 * worker/routes/public.ts with the schemas its `validate()` calls use (imported from the same
 * modules as the routes), its answer and its error statuses.
 */

import { forgotPasswordSchema, loginSchema, resetPasswordSchema } from '../../src/contracts/auth.ts';
import { loginAnswer } from '../../src/contracts/endpoints/public-session.ts';
import {
  i18nQuerySchema,
  langBodySchema,
  langParamSchema,
  templateQuerySchema,
} from '../../src/contracts/locale.ts';
import { detailsQuery, placeParam, suggestQuery } from '../../src/contracts/places.ts';
import {
  aboutResponse,
  addressInfoResponse,
  amazonConfigResponse,
  contentTemplateResponse,
  creditCardConfigResponse,
  languageResponse,
  meResponse,
  messageResponse,
  placeSuggestionsResponse,
  reservationSourcesResponse,
  storageConfigResponse,
  translationsResponse,
} from '../../src/contracts/public-responses.ts';
import { TEMPLATE_KEYS, TEMPLATES } from '../../src/contracts/templates/template-keys.ts';
import { bookingOperations, findReservationOperation } from './public-booking.ts';
import { countryOperations } from './public-countries.ts';
import { listOperations } from './public-lists.ts';
import { onboardingOperations } from './public-onboarding.ts';
import { reviewOperations } from './public-reviews.ts';
import { registerOperations } from './registration.ts';
import { BAD_INPUT, JSON_WRITE, type OperationSpec } from './registry.ts';
import { guestChangeOperation } from './secure-booking-change.ts';
import { invitationOperations } from './secure-staff.ts';
import { twoFactorPublicOperations } from './two-factor.ts';
import { widgetPublicOperations } from './widgets.ts';

const P = '/api/rs/public';
const _PUBLIC_LIST = 'public, max-age=60';

const templateOperations: OperationSpec[] = TEMPLATE_KEYS.map((key) => ({
  method: 'get',
  path: `${P}/template/${key}`,
  operationId: `getTemplate${key
    .split('/')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('')}`,
  summary: `Content page '${key}'`,
  description: `Rendered HTML of the page. Without \`language\` the locale cookie, then Accept-Language, then English decide; a page missing in that language comes in English. Failure text: '${TEMPLATES[key].failure}'.`,
  tags: ['Content'],
  access: 'anyone',
  query: templateQuerySchema,
  success: {
    status: 200,
    description: 'The page',
    schema: contentTemplateResponse,
    cacheControl: 'public, max-age=300',
  },
  errors: [400, 404],
}));

export const publicOperations: OperationSpec[] = [
  // About and configuration
  {
    method: 'get',
    path: `${P}/about`,
    operationId: 'getAbout',
    summary: 'Company and brand information',
    tags: ['About'],
    access: 'anyone',
    success: {
      status: 200,
      description: 'About',
      schema: aboutResponse,
      cacheControl: 'public, max-age=300',
    },
    errors: [404],
  },
  {
    method: 'get',
    path: `${P}/about/reservations/sources`,
    operationId: 'listReservationSources',
    summary: 'Reservation sources with their colours',
    tags: ['About'],
    access: 'anyone',
    success: { status: 200, description: 'Sources', schema: reservationSourcesResponse },
    errors: [],
  },
  {
    method: 'get',
    path: `${P}/about/reservations/channels`,
    operationId: 'listReservationChannels',
    summary: 'Reservation channels with their colours',
    tags: ['About'],
    access: 'anyone',
    success: { status: 200, description: 'Channels', schema: reservationSourcesResponse },
    errors: [],
  },
  {
    method: 'get',
    path: `${P}/storage`,
    operationId: 'getStorage',
    summary: 'Gallery base URL',
    tags: ['About'],
    access: 'anyone',
    success: { status: 200, description: 'Storage', schema: storageConfigResponse },
    errors: [404],
  },
  {
    method: 'get',
    path: `${P}/config/amz`,
    operationId: 'getAmazonConfig',
    summary: 'Object storage configuration',
    tags: ['About'],
    access: 'anyone',
    success: { status: 200, description: 'Configuration', schema: amazonConfigResponse },
    errors: [404],
  },
  {
    method: 'get',
    path: `${P}/config/cc`,
    operationId: 'getCardConfig',
    summary: 'Accepted card circuits, expiry years, CVV rule',
    tags: ['About'],
    access: 'anyone',
    success: { status: 200, description: 'Configuration', schema: creditCardConfigResponse },
    errors: [404],
  },
  ...onboardingOperations,
  ...listOperations,
  // Session
  {
    method: 'post',
    path: `${P}/session`,
    operationId: 'login',
    summary: 'Log in (sets the session, XSRF-TOKEN and signed-in hint cookies)',
    description:
      'Sets `__Host-itaca_session` (HttpOnly), `XSRF-TOKEN` (readable: send it back as `X-XSRF-TOKEN` on secure writes) and `__Host-itaca_signed_in`. 401 `Invalid e-mail or password` for any failure. Failed logins are throttled per account and per client address (decision 022): after 5 failures on an account (20 on an address) the next attempt answers 429 with `Retry-After` (30 s, then 1, 2, 4, 8 min, at most 15 min) without checking the password; a success resets the account.',
    tags: ['Session'],
    access: 'anyone',
    body: loginSchema,
    bodyExample: { email: 'manager@example.com', password: 'Manager2026!' },
    success: {
      status: 200,
      description:
        'The manager; or `{ "twoFactor": true }` when the account has two-factor on: no session yet, a pending sign-in cookie for `POST session/two-factor` (decision 061)',
      schema: loginAnswer,
    },
    errors: [...JSON_WRITE, 401, 429],
  },
  {
    method: 'delete',
    path: `${P}/session`,
    operationId: 'logout',
    summary: 'Log out (clears the cookies)',
    tags: ['Session'],
    access: 'optional-session',
    success: { status: 200, description: 'Logged out', schema: messageResponse },
    errors: [403],
  },
  {
    method: 'post',
    path: `${P}/logout`,
    operationId: 'logoutPost',
    summary: 'Log out (POST logout of PROPAPI-3, the same as DELETE session)',
    tags: ['Session'],
    access: 'optional-session',
    success: { status: 200, description: 'Logged out', schema: messageResponse },
    errors: [403],
  },
  {
    method: 'get',
    path: `${P}/me`,
    operationId: 'getMe',
    summary: 'The signed-in manager',
    tags: ['Session'],
    access: 'session',
    success: { status: 200, description: 'The manager', schema: meResponse },
    errors: [401],
  },
  {
    method: 'post',
    path: `${P}/resetPassword/manager`,
    operationId: 'requestPasswordReset',
    summary: 'E-mail a password reset link',
    description: 'Always the same answer, whether or not the address has an account.',
    tags: ['Session'],
    access: 'anyone',
    body: forgotPasswordSchema,
    success: { status: 200, description: 'Accepted', schema: messageResponse },
    errors: [...JSON_WRITE, 429],
  },
  {
    method: 'post',
    path: `${P}/resetPassword/manager/new`,
    operationId: 'resetPassword',
    summary: 'Set a new password from a reset link',
    tags: ['Session'],
    access: 'anyone',
    body: resetPasswordSchema,
    success: { status: 200, description: 'Password changed; every session ended', schema: messageResponse },
    errors: [...JSON_WRITE, 429],
  },
  // Languages and content
  {
    method: 'get',
    path: `${P}/i18n`,
    operationId: 'getTranslations',
    summary: 'Texts of a language',
    tags: ['Content'],
    access: 'anyone',
    query: i18nQuerySchema,
    success: {
      status: 200,
      description: 'Key → text',
      schema: translationsResponse,
      cacheControl: 'public, max-age=3600',
    },
    errors: BAD_INPUT,
  },
  {
    method: 'get',
    path: `${P}/lang/{lang}`,
    operationId: 'getLanguage',
    summary: "The manager's language, the cookie's, or the one asked",
    tags: ['Content'],
    access: 'optional-session',
    params: langParamSchema,
    pathExamples: { lang: 'it' },
    success: {
      status: 200,
      description: 'Language',
      schema: languageResponse,
      cacheControl: 'private, no-store',
    },
    errors: BAD_INPUT,
  },
  {
    method: 'post',
    path: `${P}/lang/{lang}`,
    operationId: 'setLanguage',
    summary: "Set the visitor's language cookie (and the manager's language)",
    tags: ['Content'],
    access: 'optional-session',
    params: langParamSchema,
    body: langBodySchema,
    pathExamples: { lang: 'it' },
    success: {
      status: 200,
      description: 'Language',
      schema: languageResponse,
      cacheControl: 'private, no-store',
    },
    errors: JSON_WRITE,
  },
  ...templateOperations,
  // Places
  {
    method: 'get',
    path: `${P}/places/suggest`,
    operationId: 'suggestPlaces',
    summary: 'City or address suggestions',
    tags: ['Places'],
    access: 'anyone',
    query: suggestQuery,
    success: {
      status: 200,
      description: 'Up to 8 suggestions',
      schema: placeSuggestionsResponse,
      cacheControl: 'public, max-age=3600',
    },
    errors: [400, 502],
  },
  {
    method: 'get',
    path: `${P}/places/{placeId}`,
    operationId: 'getPlace',
    summary: 'A suggested place as an address',
    tags: ['Places'],
    access: 'anyone',
    params: placeParam,
    query: detailsQuery,
    pathExamples: { placeId: 'it:058091' },
    success: {
      status: 200,
      description: 'The address',
      schema: addressInfoResponse,
      cacheControl: 'public, max-age=300',
    },
    errors: [400, 404, 502],
  },
  ...bookingOperations,
];
publicOperations.push(...countryOperations);
publicOperations.push(...widgetPublicOperations);
publicOperations.push(findReservationOperation);
// Guest reviews (INSIGHT-1).
publicOperations.push(guestChangeOperation);
publicOperations.push(...reviewOperations);
publicOperations.push(...registerOperations);
publicOperations.push(...invitationOperations);
publicOperations.push(...twoFactorPublicOperations);

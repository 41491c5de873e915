/**
 * The one typed client of the public API (`/api/rs/public/...`), used by the site's islands (the
 * booking widget takes its booking engine part alone: ./booking-client.ts). Each method calls
 * its endpoint table entry (src/contracts/endpoints/public-*.ts, reached as the routes of
 * src/contracts/routes/, which carry its types only: no schema in the bundle) through
 * `endpointCaller`, so the path, the method, the body's and the answer's types come from the
 * tables the worker validates with. Fallback texts are those of SITEERR and BOERR.
 */

import type { LoginPayload, ResetPasswordPayload } from '../auth.ts';
import type { DemoRequestInput } from '../demo-request.ts';
import type { HelpRequestInput } from '../help-request.ts';
import type { QuoteInput } from '../join.ts';
import type { RegisterPayload, RegisterVerifyPayload } from '../register.ts';
import { publicAboutEndpoints as about } from '../routes/public-about.ts';
import { publicContentEndpoints as content } from '../routes/public-content.ts';
import { publicListEndpoints as lists } from '../routes/public-lists.ts';
import { publicOnboardingEndpoints as onboarding } from '../routes/public-onboarding.ts';
import { publicSessionEndpoints as session } from '../routes/public-session.ts';
import { publicTemplateEndpoints } from '../routes/public-templates.ts';
import type { InvitationAcceptInput } from '../secure/staff.ts';
import { TEMPLATES, type TemplateKey } from '../templates/template-keys.ts';
import type { TwoFactorLoginInput } from '../two-factor.ts';
import type { Language } from '../types.ts';
import { bookingCalls, publicCaller } from './booking-client.ts';
import type { HttpOptions } from './http.ts';

export type { BookingSearchQuery, CalendarParty } from './booking-client.ts';

/** Paging of list calls: zero-based page, size, and `field,direction` sort orders. */
export type PageQuery = { page?: number; size?: number; sort?: string | readonly string[] };

function pageQuery(query: PageQuery = {}) {
  const { sort } = query;
  return { page: query.page, size: query.size, sort: typeof sort === 'object' ? [...sort] : sort };
}

/** A yes/no query flag as the URL writes it (the schemas read the text `true` or `false`). */
const flag = (value: boolean) => (value ? 'true' : 'false');

/** Each content page's route by its key (the key is in the path, '/' included). */
const templateRoutes = {
  'terms/manager': publicTemplateEndpoints.getTemplateTermsManager,
  'terms/guest': publicTemplateEndpoints.getTemplateTermsGuest,
  cookies: publicTemplateEndpoints.getTemplateCookies,
  'privacy/guest': publicTemplateEndpoints.getTemplatePrivacyGuest,
  'privacy/manager': publicTemplateEndpoints.getTemplatePrivacyManager,
  aboutUs: publicTemplateEndpoints.getTemplateAboutUs,
  faq: publicTemplateEndpoints.getTemplateFaq,
  security: publicTemplateEndpoints.getTemplateSecurity,
  contacts: publicTemplateEndpoints.getTemplateContacts,
  'reviews/guidelines/guest': publicTemplateEndpoints.getTemplateReviewsGuidelinesGuest,
  'reviews/info': publicTemplateEndpoints.getTemplateReviewsInfo,
  'reviews/appinfo': publicTemplateEndpoints.getTemplateReviewsAppinfo,
} satisfies Record<TemplateKey, unknown>;

export function createApiClient(options: HttpOptions) {
  const call = publicCaller(options);

  return {
    ...bookingCalls(call),
    about: () => call(about.getAbout, {}, { fallback: 'Error getting application info' }),
    amazonConfig: () => call(about.getAmazonConfig, {}, { fallback: 'Error getting amz config' }),
    creditCardConfig: () => call(about.getCardConfig, {}, { fallback: 'Error getting credit card config' }),
    reservationSources: () =>
      call(about.listReservationSources, {}, { fallback: 'Error getting reservation sources' }),
    reservationChannels: () =>
      call(about.listReservationChannels, {}, { fallback: 'Error getting reservation channels' }),

    /** The logged-in manager; a 401 here means "visitor", not an expired session. */
    me: () => call(session.getMe, {}, { fallback: 'Error getting user info', allowUnauthorized: true }),
    /** The manager, or `{ twoFactor: true }` when the account asks for a code next (decision 061). */
    login: (body: LoginPayload) =>
      call(session.login, { body }, { fallback: 'Error logging in', allowUnauthorized: true }),
    /** The sign-in's second step: the authenticator's code or a recovery code. */
    loginTwoFactor: (body: TwoFactorLoginInput) =>
      call(session.loginTwoFactor, { body }, { fallback: 'Error logging in', allowUnauthorized: true }),
    logout: () => call(session.logoutPost, {}, { fallback: 'Error logging out' }),
    forgotPassword: (email: string) =>
      call(
        session.requestPasswordReset,
        { body: { email } },
        { fallback: 'Error sending forgot password mail' },
      ),
    resetPassword: (body: ResetPasswordPayload) =>
      call(session.resetPassword, { body }, { fallback: 'Error resetting password' }),
    /** TEAM-1: who invites whom to a hotel's staff (the accept page, before its form). */
    previewInvitation: (token: string) =>
      call(session.previewInvitation, { body: { token } }, { fallback: 'Error reading the invitation' }),
    /** TEAM-1: joins the hotel's staff (a new account, or the address's account with its password). */
    acceptInvitation: (body: InvitationAcceptInput) =>
      call(session.acceptInvitation, { body }, { fallback: 'Error accepting the invitation' }),
    /** INSIGHT-3: the whole registration, sent at the wizard's confirm (nothing is created until verified). */
    register: (body: RegisterPayload) =>
      call(onboarding.register, { body }, { fallback: 'Error registering' }),
    verifyRegistration: (body: RegisterVerifyPayload) =>
      call(onboarding.verifyRegistration, { body }, { fallback: 'Error verifying the registration' }),

    reviews: (query?: PageQuery) =>
      call(lists.listManagerReviews, { query: pageQuery(query) }, { fallback: 'Error getting reviews' }),
    shuffledReviews: (size: number) =>
      call(lists.shuffleManagerReviews, { params: { size } }, { fallback: 'Error getting shuffle reviews' }),
    review: (id: number) =>
      call(lists.getManagerReview, { params: { id } }, { fallback: 'Error getting reviews' }),

    hotels: (query?: PageQuery) =>
      call(
        lists.listHotels,
        { query: { ...pageQuery(query), enabled: flag(true) } },
        { fallback: 'Error getting hotel list' },
      ),
    hotelPlans: (query?: PageQuery) =>
      call(
        lists.listHotelPlans,
        { query: { ...pageQuery(query), enabled: flag(true) } },
        { fallback: 'Error getting hotel plans' },
      ),

    join: (email: string, sendEmail = false) =>
      call(
        onboarding.checkJoin,
        { query: { email, sendEmail: flag(sendEmail) } },
        { fallback: 'Error joining' },
      ),
    pendingHotels: (query?: PageQuery & { onlyPending?: boolean }) =>
      call(
        onboarding.listPendingHotels,
        { query: { ...pageQuery(query), onlyPending: flag(query?.onlyPending ?? true) } },
        { fallback: "Error getting temphotel's list" },
      ),
    quote: (body: QuoteInput) =>
      call(onboarding.createQuote, { body }, { fallback: "Error saving hotel's quote" }),
    demoRequest: (body: DemoRequestInput) =>
      call(
        onboarding.createDemoRequest,
        { body },
        {
          fallback: 'Error sending demo request',
          // SITEERR: the demo dialog shows its own 401 message instead of the login redirect.
          allowUnauthorized: true,
        },
      ),
    helpRequest: (body: HelpRequestInput) =>
      call(onboarding.createHelpRequest, { body }, { fallback: 'Error sending help request' }),

    template: (key: TemplateKey, language?: Language) =>
      call(templateRoutes[key], { query: { language } }, { fallback: TEMPLATES[key].failure }),
    translations: (language: Language) =>
      call(content.getTranslations, { query: { language } }, { fallback: 'Error loading translations' }),
    language: (lang: Language) =>
      call(content.getLanguage, { params: { lang } }, { fallback: 'Error applying user locale' }),
    setLanguage: (lang: Language) =>
      call(content.setLanguage, { params: { lang }, body: { lang } }, { fallback: 'Error setting locale' }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

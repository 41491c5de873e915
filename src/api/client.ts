/**
 * The one typed client of the public API (`/api/rs/public/...`), used by the site's islands and
 * by the booking widget. Request bodies are the zod input types shared with the worker routes;
 * responses are the types in ./types.ts. Fallback texts are those of spec 000 §8 and 002 §8.
 */
import { TEMPLATES, type TemplateKey } from '../content/template-keys.ts';
import type { LoginPayload, ResetPasswordPayload } from '../schemas/auth.ts';
import type { DemoRequestInput } from '../schemas/demo-request.ts';
import type { HelpRequestInput } from '../schemas/help-request.ts';
import type { QuoteInput } from '../schemas/join.ts';
import { createHttp, type HttpOptions } from './http.ts';
import type {
  About,
  AmazonConfig,
  ContentTemplate,
  CreditCardConfig,
  Hotel,
  JoinResponse,
  Language,
  LanguageResponse,
  ManagerReview,
  Me,
  MessageResponse,
  Page,
  PendingHotel,
  Plan,
  ReservationSource,
  StorageConfig,
} from './types.ts';

/** Paging of list calls: zero-based page, size, and `field,direction` sort orders. */
export type PageQuery = { page?: number; size?: number; sort?: string | readonly string[] };

function pageQuery(query: PageQuery = {}) {
  return { page: query.page, size: query.size, sort: query.sort };
}

export function createApiClient(options: HttpOptions) {
  const request = createHttp(options);

  return {
    about: () => request<About>('about', { fallback: 'Error getting application info' }),
    storage: () => request<StorageConfig>('storage', { fallback: 'Error getting application storage info' }),
    amazonConfig: () => request<AmazonConfig>('config/amz', { fallback: 'Error getting amz config' }),
    creditCardConfig: () =>
      request<CreditCardConfig>('config/cc', { fallback: 'Error getting credit card config' }),
    reservationSources: () =>
      request<ReservationSource[]>('about/reservations/sources', {
        fallback: 'Error getting reservation sources',
      }),
    reservationChannels: () =>
      request<ReservationSource[]>('about/reservations/channels', {
        fallback: 'Error getting reservation channels',
      }),

    /** The logged-in manager; a 401 here means "visitor", not an expired session. */
    me: () => request<Me>('me', { fallback: 'Error getting user info', allowUnauthorized: true }),
    login: (body: LoginPayload) =>
      request<Me>('session', { method: 'POST', body, fallback: 'Error logging in', allowUnauthorized: true }),
    logout: () => request<MessageResponse>('logout', { method: 'POST', fallback: 'Error logging out' }),
    forgotPassword: (email: string) =>
      request<MessageResponse>('resetPassword/manager', {
        method: 'POST',
        body: { email },
        fallback: 'Error sending forgot password mail',
      }),
    resetPassword: (body: ResetPasswordPayload) =>
      request<MessageResponse>('resetPassword/manager/new', {
        method: 'POST',
        body,
        fallback: 'Error resetting password',
      }),

    reviews: (query?: PageQuery) =>
      request<Page<ManagerReview>>('app-manager-reviews', {
        query: pageQuery(query),
        fallback: 'Error getting reviews',
      }),
    shuffledReviews: (size: number) =>
      request<ManagerReview[]>(`app-manager-reviews/shuffle/${size}`, {
        fallback: 'Error getting shuffle reviews',
      }),
    review: (id: number) =>
      request<ManagerReview>(`app-manager-reviews/${id}`, { fallback: 'Error getting reviews' }),

    hotels: (query?: PageQuery) =>
      request<Page<Hotel>>('hotels', {
        query: { ...pageQuery(query), enabled: true },
        fallback: 'Error getting hotel list',
      }),
    hotelPlans: (query?: PageQuery) =>
      request<Page<Plan>>('hotel-plans', {
        query: { ...pageQuery(query), enabled: true },
        fallback: 'Error getting hotel plans',
      }),

    join: (email: string, sendEmail = false) =>
      request<JoinResponse>('join', { query: { email, sendEmail }, fallback: 'Error joining' }),
    pendingHotels: (query?: PageQuery & { onlyPending?: boolean }) =>
      request<Page<PendingHotel>>('join/hotels', {
        query: { ...pageQuery(query), onlyPending: query?.onlyPending ?? true },
        fallback: "Error getting temphotel's list",
      }),
    quote: (body: QuoteInput) =>
      request<MessageResponse & { id: number }>('join/quote', {
        method: 'POST',
        body,
        fallback: "Error saving hotel's quote",
      }),
    demoRequest: (body: DemoRequestInput) =>
      request<MessageResponse>('demo-request/', {
        method: 'POST',
        body,
        fallback: 'Error sending demo request',
      }),
    helpRequest: (body: HelpRequestInput) =>
      request<MessageResponse>('help-request/join', {
        method: 'POST',
        body,
        fallback: 'Error sending help request',
      }),

    template: (key: TemplateKey, language?: Language) =>
      request<ContentTemplate>(`template/${key}`, { query: { language }, fallback: TEMPLATES[key].failure }),
    translations: (language: string) =>
      request<Record<string, string>>('i18n', {
        query: { language },
        fallback: 'Error loading translations',
      }),
    language: (lang: Language) =>
      request<LanguageResponse>(`lang/${lang}`, { fallback: 'Error applying user locale' }),
    setLanguage: (lang: Language) =>
      request<LanguageResponse>(`lang/${lang}`, {
        method: 'POST',
        body: { lang },
        fallback: 'Error setting locale',
      }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
